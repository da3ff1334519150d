import type { ProductDetails, StockStatus } from '@talat/commerce/types';
import { REVIEW_LIMITS } from '@talat/sdk/contract';
import { getTranslations } from 'next-intl/server';
import { loadMessages } from '@/i18n/messages';
import { pickWords } from '@/i18n/pick-words';
import { Suspense } from 'react';
import { storeConfigOrNull } from '../../lib/commerce/catalog.server';
import { viewItem } from '../../lib/analytics/ga4';
import { AnalyticsEvent } from '../analytics/analytics-event';
import { getShopContext } from '../../lib/commerce/shop-context.server';
import { getEnv } from '../../lib/config/env.server';
import { formatPrice } from '../../lib/format/price';
import { sanitizeHtml } from '../../lib/html/sanitize-html';
import { CURRENCIES, localePath, type Locale } from '../../lib/locale/locales';
import { bnplSettingsOf } from '../../lib/product/bnpl-settings';
import { priceTextsOf, reachableAmounts } from '../../lib/product/price-texts';
import { reviewsDisplayOf } from '../../lib/product/reviews-settings';
import { productTrails, trailOf } from '../../lib/product/breadcrumb-trail.server';
import { starsOutOfFive } from '../../lib/product/rating';
import { selectionFromParams, VARIANT_PARAM } from '../../lib/product/variant-selection';
import { absoluteUrl, breadcrumbJsonLd, productJsonLd } from '../../lib/seo/json-ld';
import { imageUrl } from '../../lib/images/image-url';
import { RecentlyViewed } from '../recently-viewed/recently-viewed';
import { ProviderReviews } from '../reviews/provider-reviews';
import { ReviewsSection } from '../reviews/reviews-section';
import { WishlistButton } from '../wishlist/wishlist-button';
import { HEART_WORDS } from '../wishlist/wishlist-words';
import { AddToCart } from './add-to-cart';
import { BundleContents } from './bundle-contents';
import { PersonalisationFields } from './personalisation-fields';
import { PreorderNotice } from './preorder-notice';
import { ProductGallery } from './product-gallery';
import { NotSoldNotice } from './not-sold-notice';
import { JsonLdScript } from './product-json-ld';
import { ProductOptions } from './product-options';
import { ProductPrice } from './product-price';
import { ProductSelectionProvider } from './product-selection';
import { RatingSummary } from './rating-summary';
import { RelatedProducts } from './related-products';
import { StockStatus as StockStatusText } from './stock-status';
import { soldOutChoices } from '../stock-alert/sold-out-choices';
import { StockAlertForm } from '../stock-alert/stock-alert-form';
import { FORM_WORDS as STOCK_ALERT_WORDS } from '../stock-alert/stock-alert-words';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import styles from './product.module.css';

type SearchParams = Record<string, string | string[] | undefined>;

/** Parameters the reviews page links keep: the chosen variant. */
function keepParams(searchParams: SearchParams): Record<string, string> {
  const variant = searchParams[VARIANT_PARAM];
  const sku = Array.isArray(variant) ? variant[0] : variant;
  return sku && sku.length <= 64 ? { [VARIANT_PARAM]: sku } : {};
}

/**
 * The product page: breadcrumbs, gallery, name, rating, pre-order notice, price with the
 * buy-now-pay-later message, stock, options, personalisation, bundle contents, description,
 * "email me when it is back" under a sold-out product, related products, the products this browser opened last (recently viewed) and reviews. The
 * choice of options lives in one client island
 * (ProductSelectionProvider); everything else renders on the server.
 * Add-to-cart posts the choice to the cart (add-to-cart.tsx).
 */
export async function ProductView({
  product,
  locale,
  searchParams,
  reviewsPage,
}: {
  product: ProductDetails;
  locale: Locale;
  searchParams: SearchParams;
  reviewsPage: number;
}) {
  const { currency } = await getShopContext(locale);
  const [t, tReviews] = await Promise.all([getTranslations('product'), getTranslations('reviews')]);
  const messages = await loadMessages(locale);
  // The words the page's client islands read, each its own keys of the `product` subtree.
  const words = messages.product;
  const [config, trails] = await Promise.all([storeConfigOrNull(locale, currency), productTrails(product, locale, currency, t('home'))]);

  const reviews = reviewsDisplayOf(config, getEnv().SCRIPT_ORIGINS);
  const engineReviews = reviews.kind === 'engine';

  const stock = (status: StockStatus, left: number | null) =>
    status === 'OUT_OF_STOCK'
      ? { text: t('outOfStock'), out: true }
      : { text: left !== null ? t('onlyXLeft', { count: left }) : t('inStock'), out: false };
  const images = product.media_gallery.length > 0 ? product.media_gallery : product.thumbnail ? [product.thumbnail] : [];
  const rating = starsOutOfFive(product.rating_summary);
  const preorder = product.is_preorder && config?.preorder_enabled;
  const bnpl = bnplSettingsOf(config, getEnv().SCRIPT_ORIGINS);
  const base = getEnv().STOREFRONT_URL;
  const url = absoluteUrl(base, localePath(locale, product.url_key));
  // Not sold in this currency: the shop's other currencies, to switch to (the header's picker's).
  // "Email me when it is back": the sold-out variants a shopper may follow.
  const alertChoices = config?.stock_alerts_enabled ? soldOutChoices(product) : [];
  const otherCurrencies = CURRENCIES.filter((c) => c !== currency && (config?.available_currency_codes ?? CURRENCIES).includes(c));

  return (
    <>
      <ProductBreadcrumbs label={t('breadcrumbs')} {...trails} />
      <AnalyticsEvent event={viewItem(product)} />
      <JsonLdScript
        data={[
          productJsonLd({
            product,
            url,
            description: product.meta_description || undefined,
            brand: config?.store_name,
            rating: engineReviews && product.review_count > 0 ? { average: rating, count: product.review_count } : null,
          }),
          breadcrumbJsonLd(
            trailOf(trails).map((item) => ({ name: item.name, url: absoluteUrl(base, item.href ?? localePath(locale, product.url_key)) })),
          ),
        ]}
      />
      <ProductSelectionProvider
        product={{
          configurable_options: product.configurable_options,
          variants: product.variants,
          price_range: product.price_range,
          personalisation: product.personalisation,
          price_converted_from: product.price_converted_from,
          sold_in_currency: product.sold_in_currency,
        }}
        initialSelection={selectionFromParams(product, searchParams)}
        priceTexts={priceTextsOf(reachableAmounts(product, bnpl), locale)}
      >
        <div className={styles.page}>
          <ProductGallery
            images={images}
            name={product.name}
            labels={pickWords(words, ['gallery', 'thumbnails', 'showImage', 'imagePosition', 'noImage'])}
          />
          <div className={styles.info}>
            <h1>{product.name}</h1>
            {engineReviews ? (
              <RatingSummary
                rating={rating}
                count={product.review_count}
                labels={{
                  rating: t('rating', { rating }),
                  reviewCount: t('reviewCount', { count: product.review_count }),
                  firstReview: t('firstReview'),
                }}
              />
            ) : null}
            {preorder ? <PreorderNotice label={config.preorder_label || t('preorder')} note={config.preorder_note} /> : null}
            {product.sold_in_currency ? (
              <ProductPrice
                locale={locale}
                bnpl={bnpl}
                labels={pickWords(words, ['price', 'from', 'nowPrice', 'wasPrice', 'withPrint', 'bnpl', 'priceConverted', 'notSoldIn'])}
              />
            ) : (
              <NotSoldNotice
                title={t('notSoldIn', { currency })}
                help={t('notSoldHelp', { currency })}
                switchTo={otherCurrencies.map((code) => ({ code, label: t('switchCurrencyTo', { currency: code }) }))}
              />
            )}
            <StockStatusText
              texts={{
                product: stock(product.stock_status, product.only_x_left_in_stock),
                variants: Object.fromEntries(product.variants.map((v) => [v.uid, stock(v.stock_status, v.only_x_left_in_stock)])),
                chooseOptions: t('chooseOptions'),
              }}
            />
            {product.past24_hr_buying > 0 ? (
              <p className={styles.pastDay} data-testid="past-day-buying">
                {t('pastDayBuying', { count: product.past24_hr_buying })}
              </p>
            ) : null}
            <ProductOptions labels={pickWords(words, ['valueOutOfStock', 'valueUnavailable'])} />
            {product.personalisation ? (
              <PersonalisationFields
                price={formatPrice(product.personalisation.price, locale)}
                labels={pickWords(words, [
                  'personaliseTitle',
                  'personaliseHint',
                  'nameLabel',
                  'nameHint',
                  'numberLabel',
                  'numberHint',
                  'errorNameCharacters',
                  'errorNameLength',
                  'errorNumberRange',
                ])}
              />
            ) : null}
            {product.kind === 'bundle' ? (
              <BundleContents
                components={product.bundle_components}
                price={product.price_range.minimum_price.final_price}
                locale={locale}
                labels={{
                  title: t('bundleTitle'),
                  quantity: (count) => t('bundleQuantity', { count }),
                  total: (count) => t('bundleTotal', { count }),
                }}
              />
            ) : null}
            <AddToCart
              locale={locale}
              notSoldLabel={t('notSoldIn', { currency })}
              bundle={product.kind === 'bundle' ? product.bundle_components.map(({ sku, quantity }) => ({ sku, quantity })) : null}
              labels={pickWords(words, [
                'quantity',
                'addToCart',
                'adding',
                'addChooseOptions',
                'outOfStock',
                'added',
                'addFailed',
                'fixPersonalisation',
                'quantityRange',
                'onlyLeftStock',
              ])}
            />
            {config?.wishlist_enabled ? (
              <WishlistButton productUid={product.uid} name={product.name} labels={pickWords(messages.wishlist, HEART_WORDS)} />
            ) : null}
            {alertChoices.length > 0 ? (
              <StockAlertForm
                productName={product.name}
                choices={alertChoices}
                labels={pickWords(messages.stockAlert, STOCK_ALERT_WORDS)}
                captcha={config?.captcha.newsletter ?? false}
              />
            ) : null}
            {product.description ? (
              <section className={styles.description} aria-labelledby="product-description">
                <h2 id="product-description">{t('description')}</h2>
                <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(product.description) }} />
              </section>
            ) : null}
          </div>
        </div>
      </ProductSelectionProvider>
      <Suspense fallback={null}>
        <RelatedProducts uid={product.uid} locale={locale} currency={currency} />
      </Suspense>
      <RecentlyViewed
        locale={locale}
        currency={currency}
        title={messages.recentlyViewed.title}
        current={{
          uid: product.uid,
          name: product.name,
          url: localePath(locale, product.url_key),
          image: images[0]?.url ? imageUrl({ src: images[0].url, width: 160 }) : null,
          price: product.sold_in_currency ? formatPrice(product.price_range.minimum_price.final_price, locale) : null,
          currency,
        }}
      />
      {reviews.kind === 'engine' ? (
        <Suspense fallback={null}>
          <ReviewsSection
            productUid={product.uid}
            productPath={localePath(locale, product.url_key)}
            locale={locale}
            currency={currency}
            page={reviewsPage}
            captcha={config?.captcha.product_review ?? false}
            limits={REVIEW_LIMITS}
            keep={keepParams(searchParams)}
          />
        </Suspense>
      ) : reviews.kind === 'provider' ? (
        <ProviderReviews
          provider={reviews.provider}
          scriptUrl={reviews.scriptUrl}
          elementName={reviews.elementName}
          sku={product.sku}
          locale={locale}
          labels={{ title: tReviews('title'), loading: tReviews('provider') }}
        />
      ) : null}
    </>
  );
}
