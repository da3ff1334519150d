import type { ProductSummary } from '@talat/commerce/types';
import Link from '../link/shop-link';
import { localePath, type Locale } from '../../lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';
import { starsOutOfFive } from '../../lib/product/rating';
import { Stars } from '../reviews/stars';
import { Price } from './price';
import { ProductImage } from './product-image';
import type { Messages } from '@/i18n/messages';
import type { HeartWords } from '../wishlist/wishlist-words';
import { HeartPath } from '../wishlist/heart-path';
import { ADD_TO_CART_ATTRIBUTE, WISHLIST_ATTRIBUTE } from './tile-add-attribute';
import { TileGrid } from './tile-grid';
// Its own stylesheet: tiles are on every listing, the product page's styles are not.
import styles from './product-tile.module.css';

type ProductWords = Messages['product'];

/**
 * What a tile says (the `product` subtree of the catalogues; getTileWords() in
 * tile-words.server.ts reads them for the store's settings). A part whose words are absent is not
 * shown: the stars (`rating`, `tileReviews`), the add-to-cart button (`cart`), the heart (`wishlist`).
 */
export type TileWords = Pick<ProductWords, 'outOfStock' | 'from' | 'tilePriceConverted' | 'notSoldIn'> &
  Partial<Pick<ProductWords, 'rating' | 'tileReviews'>> & {
    /** The store's pre-order label; null when pre-orders are off. */
    preorder: string | null;
    /** Add-to-cart on tiles of simple products in stock. */
    cart?: Pick<ProductWords, 'addToCart' | 'added' | 'addFailed'>;
    /** The heart on every tile, while store config has the wishlist on. */
    wishlist?: HeartWords;
  };

/** Only a simple product in stock can go to the cart without choosing anything first. */
function addableFromTile(product: ProductSummary): boolean {
  return product.kind === 'simple' && product.stock_status !== 'OUT_OF_STOCK' && product.sold_in_currency;
}

/** One product in a grid: image, name (the link), price, pre-order and stock labels. */
export function ProductTile({
  product,
  locale,
  labels,
  priority = false,
}: {
  product: ProductSummary;
  locale: Locale;
  labels: TileWords;
  priority?: boolean;
}) {
  const min = product.price_range.minimum_price;
  const max = product.price_range.maximum_price;
  const varies = min.final_price.value !== max.final_price.value;
  const discounted = min.regular_price.value > min.final_price.value;
  const [fromBefore, fromAfter] = labels.from.split('{price}');
  return (
    <article className="product-tile">
      <div className="product-tile__image">
        <ProductImage image={product.thumbnail} alt="" sizes="(max-width: 40rem) 50vw, 15rem" size={480} priority={priority} />
      </div>
      {labels.wishlist ? (
        // Handled by the grid's island (tile-grid.tsx), which enables it and sets its pressed state
        // and name once it knows the list (as the product page's heart does).
        <button
          type="button"
          className="tile-heart"
          disabled
          aria-pressed="false"
          aria-label={fillTemplate(labels.wishlist.add, { name: product.name })}
          data-name={product.name}
          {...{ [WISHLIST_ATTRIBUTE]: product.uid }}
        >
          <HeartPath />
        </button>
      ) : null}
      <Link href={localePath(locale, product.url_key)}>{product.name}</Link>
      {product.sold_in_currency ? (
        <p>
          {varies ? fromBefore : null}
          <Price money={min.final_price} locale={locale} />
          {varies ? fromAfter : null}
          {discounted ? <Price money={min.regular_price} locale={locale} className="price price--regular" testId="regular-price" /> : null}
          {product.price_converted_from ? (
            <span className={styles.converted} data-testid="price-converted">
              {fillTemplate(labels.tilePriceConverted, { currency: product.price_converted_from })}
            </span>
          ) : null}
        </p>
      ) : (
        // a product not sold in this currency (the engine lists none; related products and wishlists may hold one)
        <p className={styles.notSold} data-testid="not-sold">
          {fillTemplate(labels.notSoldIn, { currency: min.final_price.currency })}
        </p>
      )}
      {product.review_count > 0 && labels.rating ? (
        // Not a <p>: after the price's paragraph (bold) a smaller one reads as its body, the price
        // as a heading (axe's p-as-heading, WCAG 1.3.1).
        <div className={styles.rating}>
          <Stars
            rating={starsOutOfFive(product.rating_summary)}
            label={fillTemplate(labels.rating, { rating: starsOutOfFive(product.rating_summary) })}
            size="small"
          />{' '}
          <span>
            (<span className="sr-only">{labels.tileReviews}: </span>
            {product.review_count})
          </span>
        </div>
      ) : null}
      {product.is_preorder && labels.preorder ? <span className="badge">{labels.preorder}</span> : null}
      {product.stock_status === 'OUT_OF_STOCK' ? <span className="stock stock--out">{labels.outOfStock}</span> : null}
      {labels.cart && addableFromTile(product) ? (
        // Handled by the grid's one island (tile-grid.tsx): one unit, then the cart sidebar opens.
        <button type="button" className="button product-tile__add" {...{ [ADD_TO_CART_ATTRIBUTE]: product.sku }}>
          {labels.cart.addToCart}
          <span className="sr-only">: {product.name}</span>
        </button>
      ) : null}
    </article>
  );
}

export function ProductGrid({
  products,
  locale,
  labels,
  priorityCount = 0,
}: {
  products: readonly ProductSummary[];
  locale: Locale;
  labels: TileWords;
  priorityCount?: number;
}) {
  const tiles = products.map((product, index) => (
    <li key={product.uid}>
      <ProductTile product={product} locale={locale} labels={labels} priority={index < priorityCount} />
    </li>
  ));
  if (!labels.cart && !labels.wishlist) return <ul className="product-grid">{tiles}</ul>;
  const addToCart = labels.cart ? { added: labels.cart.added, failed: labels.cart.addFailed } : undefined;
  return (
    <TileGrid locale={locale} addToCart={addToCart} wishlist={labels.wishlist}>
      {tiles}
    </TileGrid>
  );
}
