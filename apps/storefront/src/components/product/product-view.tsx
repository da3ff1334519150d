import type { ProductDetails, StockStatus } from '@talat/commerce/types';
import { getTranslations } from 'next-intl/server';
import { sanitizeHtml } from '../../lib/html/sanitize-html';
import { localePath, type Locale } from '../../lib/locale/locales';
import { Breadcrumbs } from '../category/breadcrumbs';
import { Price } from './price';
import { ProductGallery } from './product-gallery';

/**
 * The product page (first version): gallery, name, price in the shopper's currency, pre-order
 * label, stock, options with each variant's price and stock, and the description.
 * Choosing a variant and adding to the cart come with the cart issue.
 */
export async function ProductView({ product, locale, selectedImage }: { product: ProductDetails; locale: Locale; selectedImage: number }) {
  const [t, tCommon, tCategory] = await Promise.all([getTranslations('product'), getTranslations('common'), getTranslations('category')]);
  const min = product.price_range.minimum_price;
  const max = product.price_range.maximum_price;
  const varies = min.final_price.value !== max.final_price.value;
  const stock = (status: StockStatus, left: number | null) =>
    status === 'OUT_OF_STOCK' ? t('outOfStock') : left !== null ? t('onlyXLeft', { count: left }) : t('inStock');
  const images = product.media_gallery.length > 0 ? product.media_gallery : product.thumbnail ? [product.thumbnail] : [];
  const category = product.categories[0];
  const optionLabel = (optionUid: string, valueUid: string | undefined) =>
    product.configurable_options.find((o) => o.uid === optionUid)?.values.find((v) => v.uid === valueUid)?.label ?? '';
  const [fromBefore = '', fromAfter = ''] = (t.raw('from') as string).split('{price}');

  return (
    <>
      <Breadcrumbs
        label={tCategory('breadcrumbs')}
        items={[
          { name: tCommon('home'), href: localePath(locale) },
          ...(category ? [{ name: category.name, href: localePath(locale, category.url_path) }] : []),
          { name: product.name },
        ]}
      />
      <div className="product-page">
        <ProductGallery
          images={images}
          name={product.name}
          selected={selectedImage - 1}
          baseHref={localePath(locale, product.url_key)}
          labels={{ gallery: t('gallery'), noImage: t('noImage'), showImage: (index, total) => t('showImage', { index, total }) }}
        />
        <div className="product-info">
          <h1>{product.name}</h1>
          {product.is_preorder ? <p className="badge">{t('preorder')}</p> : null}
          <p>
            <span className="sr-only">{t('price')}: </span>
            {varies ? fromBefore : null}
            <Price money={min.final_price} locale={locale} testId="product-price" />
            {varies ? fromAfter : null}
            {min.regular_price.value > min.final_price.value ? (
              <Price money={min.regular_price} locale={locale} className="price price--regular" testId="regular-price" />
            ) : null}
          </p>
          <p className={product.stock_status === 'OUT_OF_STOCK' ? 'stock stock--out' : 'stock'}>
            {stock(product.stock_status, product.only_x_left_in_stock)}
          </p>

          {product.configurable_options.length > 0 ? (
            <section aria-labelledby="product-options">
              <h2 id="product-options">{t('options')}</h2>
              {product.configurable_options.map((option) => (
                <div key={option.uid}>
                  <h3>{option.label}</h3>
                  <ul className="option-values">
                    {option.values.map((value) => (
                      <li key={value.uid}>{value.label}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ) : null}

          {product.variants.length > 1 ? (
            <table className="variant-table">
              <caption>{t('variants')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('variant')}</th>
                  <th scope="col">{t('sku')}</th>
                  <th scope="col">{t('price')}</th>
                  <th scope="col">{t('availability')}</th>
                </tr>
              </thead>
              <tbody>
                {product.variants.map((variant) => {
                  const name =
                    product.configurable_options.map((o) => optionLabel(o.uid, variant.attributes[o.uid])).filter(Boolean).join(' / ') || variant.name;
                  return (
                    <tr key={variant.uid}>
                      <th scope="row">{name}</th>
                      <td>{variant.sku}</td>
                      <td>
                        <Price money={variant.price.final_price} locale={locale} testId="variant-price" />
                      </td>
                      <td>{stock(variant.stock_status, variant.only_x_left_in_stock)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ) : null}

          {product.description ? (
            <section className="description" aria-labelledby="product-description">
              <h2 id="product-description">{t('description')}</h2>
              <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(product.description) }} />
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}
