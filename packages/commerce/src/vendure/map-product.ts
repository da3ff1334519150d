import type { ConfigurableOption, ProductDetails, ProductSummary, ProductVariant } from '../types';
import { mapCategorySummary } from './map-category';
import { currencyPriceOf, productCurrencyPriceOf } from './map-currency-price';
import { mapImage } from './map-image';
import { priceBound, priceRangeOfVariants } from './map-money';
import { mapProductStock, mapStockLevel } from './map-stock';
import { mapPersonalisation, parseBundleComponents, productKindOf } from './map-custom-fields';
import type { RawOptionGroup, RawProduct, RawVariant } from './raw-types';

const META_DESCRIPTION_LENGTH = 160;

/** Plain text of an HTML description, collapsed and cut to a meta description's length. */
export function metaDescriptionOf(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= META_DESCRIPTION_LENGTH ? text : `${text.slice(0, META_DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

export function mapConfigurableOptions(groups: readonly RawOptionGroup[]): ConfigurableOption[] {
  return groups.map((g) => ({
    uid: g.id,
    attribute_code: g.code,
    label: g.name,
    values: g.options.map((o) => ({ uid: o.id, label: o.name })),
  }));
}

export function mapVariant(raw: RawVariant, productName: string): ProductVariant {
  return {
    uid: raw.id,
    sku: raw.sku,
    name: raw.name,
    attributes: Object.fromEntries(raw.options.map((o) => [o.groupId, o.id])),
    price: priceBound(raw.priceWithTax, raw.currencyCode, raw.compareAtPrice),
    ...mapStockLevel(raw.stockLevel),
    image: mapImage(raw.featuredAsset, raw.name || productName, 'large'),
    ...currencyPriceOf(raw),
  };
}

/** The tile-level view of a full product. `sku` is the first variant's SKU. */
export function mapProductSummary(raw: RawProduct, fallbackCurrency: string): ProductSummary {
  return {
    uid: raw.id,
    id: raw.id,
    sku: raw.variants[0]?.sku ?? '',
    name: raw.name,
    url_key: raw.slug,
    kind: productKindOf(raw.customFields, {
      optionGroupCount: raw.optionGroups.length,
      variantCount: raw.variants.length,
    }),
    thumbnail: mapImage(raw.featuredAsset, raw.name, 'medium'),
    price_range: priceRangeOfVariants(raw.variants, fallbackCurrency),
    ...mapProductStock(raw.variants),
    is_preorder: raw.customFields?.preorder === true,
    is_virtual: raw.customFields?.virtual === true,
    rating_summary: raw.reviewSummary.averageRating,
    review_count: raw.reviewSummary.totalCount,
    ...productCurrencyPriceOf(raw.variants),
  };
}

export function mapProductDetails(raw: RawProduct, fallbackCurrency: string, locale: string): ProductDetails {
  const summary = mapProductSummary(raw, fallbackCurrency);
  const assets = raw.assets.length > 0 ? raw.assets : raw.featuredAsset ? [raw.featuredAsset] : [];
  return {
    ...summary,
    description: raw.description,
    past24_hr_buying: Math.max(0, Math.trunc(raw.pastDayBuying)),
    media_gallery: assets.flatMap((a, i) => mapImage(a, raw.name, 'large', i + 1) ?? []),
    categories: raw.collections.map(mapCategorySummary),
    configurable_options: mapConfigurableOptions(raw.optionGroups),
    variants: raw.variants.map((v) => mapVariant(v, raw.name)),
    bundle_components: summary.kind === 'bundle' ? parseBundleComponents(raw.customFields?.bundleComponents, locale) : [],
    personalisation: mapPersonalisation(raw.customFields, summary.price_range.minimum_price.final_price.currency),
    meta_title: raw.name,
    meta_description: metaDescriptionOf(raw.description),
  };
}
