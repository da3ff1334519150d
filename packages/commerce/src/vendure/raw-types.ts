/**
 * Raw Shop API shapes, exactly as the queries in ./queries ask for them.
 * Private to the Vendure connector: never exported to the storefront.
 * Money fields are integers in minor units (Vendure's `Money` scalar).
 */

export interface RawAsset {
  id: string;
  preview: string;
}

export interface RawProductCustomFields {
  kind?: string | null;
  preorder?: boolean | null;
  personalisable?: boolean | null;
  printPriceThb?: number | null;
  printPriceGbp?: number | null;
  /** JSON array of {sku, quantity, label}. */
  bundleComponents?: string | null;
  virtual?: boolean | null;
}

export interface RawBreadcrumb {
  id: string;
  name: string;
  slug: string;
}

/** A collection as referenced from a product: breadcrumbs run root, ancestors..., itself. */
export interface RawCollectionRef {
  id: string;
  name: string;
  slug: string;
  position: number;
  breadcrumbs: RawBreadcrumb[];
}

/** A collection in the flat list used to build the tree. */
export interface RawCollectionNode {
  id: string;
  name: string;
  slug: string;
  position: number;
  description: string;
  parentId: string;
  featuredAsset: RawAsset | null;
}

export interface RawCollection extends RawCollectionNode {
  breadcrumbs: RawBreadcrumb[];
  children: RawCollectionNode[] | null;
}

export interface RawCollectionList {
  items: RawCollectionNode[];
  totalItems: number;
}

export interface RawProductOption {
  id: string;
  code: string;
  name: string;
  groupId: string;
}

export interface RawOptionGroup {
  id: string;
  code: string;
  name: string;
  options: { id: string; code: string; name: string }[];
}

/** Vendure's default StockDisplayStrategy gives IN_STOCK / OUT_OF_STOCK / LOW_STOCK; others give numbers. */
export interface RawVariantStock {
  id: string;
  sku: string;
  priceWithTax: number;
  /** Regular price (minor units, tax incl.) in the request currency when discounted, else null. */
  compareAtPrice: number | null;
  currencyCode: string;
  stockLevel: string;
  /** The currency the price is converted from (currency-prices plugin), else null. */
  priceConvertedFrom: string | null;
  /** False: not sold in the request currency; the price fields are 0. */
  soldInCurrency: boolean;
}

/** Product.reviewSummary as tiles and product pages ask for it (visible reviews only). */
export interface RawReviewSummaryBrief {
  averageRating: number;
  totalCount: number;
}

export interface RawVariant extends RawVariantStock {
  name: string;
  options: RawProductOption[];
  featuredAsset: RawAsset | null;
}

/** What a product tile needs beyond the search hit: kind, pre-order flag, stock, prices, rating. */
export interface RawProductTile {
  id: string;
  slug: string;
  variants: RawVariantStock[];
  optionGroups: { id: string }[];
  customFields: RawProductCustomFields | null;
  reviewSummary: RawReviewSummaryBrief;
}

export interface RawProduct {
  id: string;
  name: string;
  slug: string;
  description: string;
  featuredAsset: RawAsset | null;
  assets: RawAsset[];
  variants: RawVariant[];
  optionGroups: RawOptionGroup[];
  collections: RawCollectionRef[];
  customFields: RawProductCustomFields | null;
  reviewSummary: RawReviewSummaryBrief;
  /** Units of this product's variants in orders placed in the last 24 hours. */
  pastDayBuying: number;
}

/* catalogue-search plugin (TalatCatalogueSearch*) */

export type RawSearchSort = 'POSITION' | 'NAME' | 'PRICE_ASC' | 'PRICE_DESC' | 'NEWEST' | 'RELEVANCE';

export interface RawFacetFilterInput {
  facet: string;
  values: string[];
}

export interface RawCatalogueSearchInput {
  term?: string;
  collectionId?: string;
  facets?: RawFacetFilterInput[];
  /** Minor units, tax included, in the request currency. */
  priceMin?: number;
  priceMax?: number;
  sort?: RawSearchSort;
  skip: number;
  take: number;
}

export interface RawSearchHit {
  productId: string;
  slug: string;
  name: string;
  score: number;
  /** Featured asset preview URL (absolute), without a preset. */
  previewUrl: string | null;
  priceMin: number;
  priceMax: number;
  currencyCode: string;
  /** Some of the prices are converted from the default currency. */
  priceConverted: boolean;
}

export interface RawFacetValueCount {
  code: string;
  name: string;
  count: number;
}

export interface RawFacetCount {
  code: string;
  name: string;
  values: RawFacetValueCount[];
}

export interface RawPriceBounds {
  min: number;
  max: number;
  currencyCode: string;
}

export interface RawCatalogueSearchResult {
  totalItems: number;
  items: RawSearchHit[];
  /** Disjunctive counts: each facet counted with the other facets' filters applied. */
  facets: RawFacetCount[];
  /** Over the result without the price filter; null when empty. */
  priceBounds: RawPriceBounds | null;
}

export interface RawSuggestedCollection {
  id: string;
  slug: string;
  name: string;
  /** Slugs from the top, e.g. `kits/home-kit`. */
  path: string;
}

export interface RawSearchSuggestions {
  products: Pick<RawSearchHit, 'productId' | 'slug' | 'name' | 'previewUrl' | 'priceMin' | 'currencyCode'>[];
  collections: RawSuggestedCollection[];
}

/* reviews plugin */

export interface RawReviewRating {
  name: string;
  value: number;
}

export interface RawProductReview {
  id: string;
  createdAt: string;
  productId: string;
  nickname: string;
  summary: string;
  text: string;
  locale: string;
  averageRating: number;
  ratings: RawReviewRating[];
}

export interface RawProductReviewList {
  items: RawProductReview[];
  totalItems: number;
}

export interface RawReviewSummary extends RawReviewSummaryBrief {
  /** Mean per sub-rating (quality, fit, value). */
  ratings: RawReviewRating[];
  /** [0] = one star ... [4] = five stars. */
  starCounts: number[];
}

export interface RawSubmitProductReviewInput {
  productId: string;
  nickname: string;
  summary: string;
  text: string;
  ratings: RawReviewRating[];
}

export type RawSubmitProductReviewResult =
  ({ __typename: 'ProductReview' } & RawProductReview) | { __typename: 'ProductReviewInputError'; message: string; field: string | null };

export interface RawChannelCurrencies {
  defaultCurrencyCode: string;
  availableCurrencyCodes: string[];
}

export interface RawRouteMatch {
  /** A redirect rule of the shop manager's for the whole path (absent from engines without the plugin). */
  urlRedirect?: { source: string; target: string; status: number; external: boolean } | null;
  product: { id: string; slug: string; variants: { sku: string }[]; customFields?: { visibility?: string | null } | null } | null;
  collection: { id: string; slug: string; breadcrumbs: RawBreadcrumb[] } | null;
}

/** The sitemap's product list (queries/sitemap.ts). */
export interface RawSitemapProducts {
  products: {
    items: { id: string; slug: string; updatedAt: string; customFields?: { visibility?: string | null } | null }[];
    totalItems: number;
  };
}

/** The sitemap's collection list: breadcrumbs run root, ancestors..., itself. */
export interface RawSitemapCollections {
  collections: {
    items: { id: string; name: string; slug: string; updatedAt: string; breadcrumbs: RawBreadcrumb[] }[];
    totalItems: number;
  };
}
