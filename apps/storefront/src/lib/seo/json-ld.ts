import type { ProductDetails, ProductVariant, StockStatus } from '@talat/commerce/types';

/**
 * schema.org JSON-LD for product pages (pure builders). URLs must be absolute; money values
 * are major units as strings with two decimals, as Google's Product snippet expects.
 */
export type JsonLd = Record<string, unknown>;

export interface BreadcrumbLdItem {
  name: string;
  /** Absolute URL; the current page may omit it. */
  url?: string;
}

const AVAILABILITY = {
  IN_STOCK: 'https://schema.org/InStock',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
  PRE_ORDER: 'https://schema.org/PreOrder',
} as const;

function availability(status: StockStatus, preorder: boolean): string {
  if (status === 'OUT_OF_STOCK') return AVAILABILITY.OUT_OF_STOCK;
  return preorder ? AVAILABILITY.PRE_ORDER : AVAILABILITY.IN_STOCK;
}

const amount = (value: number) => value.toFixed(2);

function offerOf(variant: ProductVariant, url: string, preorder: boolean): JsonLd {
  return {
    '@type': 'Offer',
    sku: variant.sku,
    url,
    price: amount(variant.price.final_price.value),
    priceCurrency: variant.price.final_price.currency,
    availability: availability(variant.stock_status, preorder),
    itemCondition: 'https://schema.org/NewCondition',
  };
}

export interface ProductLdInput {
  product: ProductDetails;
  /** Absolute canonical URL of the page. */
  url: string;
  /** Plain-text description. */
  description?: string;
  brand?: string;
  /** Visible reviews: average 0-5 and count. */
  rating?: { average: number; count: number } | null;
}

export function productJsonLd({ product, url, description, brand, rating }: ProductLdInput): JsonLd {
  const gallery = product.media_gallery.filter((i) => !i.disabled).map((i) => i.url);
  const images = gallery.length > 0 ? gallery : product.thumbnail ? [product.thumbnail.url] : [];
  // A variant not sold in this currency has no price to offer (docs/decisions/0047).
  const variants = product.variants.filter((v) => v.sold_in_currency);
  const min = product.price_range.minimum_price.final_price;
  const max = product.price_range.maximum_price.final_price;
  const offers: JsonLd =
    variants.length === 1
      ? offerOf(variants[0]!, url, product.is_preorder)
      : {
          '@type': 'AggregateOffer',
          priceCurrency: min.currency,
          lowPrice: amount(min.value),
          highPrice: amount(max.value),
          offerCount: variants.length,
          availability: availability(product.stock_status, product.is_preorder),
          ...(variants.length > 0
            ? { offers: variants.map((v) => offerOf(v, `${url}?variant=${encodeURIComponent(v.sku)}`, product.is_preorder)) }
            : {}),
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url,
    ...(images.length > 0 ? { image: [...new Set(images)] } : {}),
    ...(description ? { description } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    ...(product.sold_in_currency ? { offers } : {}),
    ...(rating && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(rating.average * 10) / 10,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(items: readonly BreadcrumbLdItem[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      ...(item.url ? { item: item.url } : {}),
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are escaped as \u003c...
 * so a product name such as `</script><script>` cannot end the script element, and U+2028 and
 * U+2029 so old parsers do not break the string.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute URL of a site path. */
export function absoluteUrl(base: string, path: string): string {
  return new URL(path, base.endsWith('/') ? base : `${base}/`).toString();
}
