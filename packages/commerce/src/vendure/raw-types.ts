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
  currencyCode: string;
  stockLevel: string;
}

export interface RawVariant extends RawVariantStock {
  name: string;
  options: RawProductOption[];
  featuredAsset: RawAsset | null;
}

/** What a product tile needs beyond the search index: kind, pre-order flag, stock. */
export interface RawProductTile {
  id: string;
  slug: string;
  variants: RawVariantStock[];
  optionGroups: { id: string }[];
  customFields: RawProductCustomFields | null;
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
}

export type RawSearchPrice =
  | { __typename: 'PriceRange'; min: number; max: number }
  | { __typename: 'SinglePrice'; value: number };

export interface RawSearchItem {
  productId: string;
  productName: string;
  slug: string;
  sku: string;
  productAsset: RawAsset | null;
  priceWithTax: RawSearchPrice;
  currencyCode: string;
}

export interface RawSearchResponse {
  items: RawSearchItem[];
  totalItems: number;
}

export interface RawChannelCurrencies {
  defaultCurrencyCode: string;
  availableCurrencyCodes: string[];
}

export interface RawRouteMatch {
  product: { id: string; slug: string; variants: { sku: string }[] } | null;
  collection: { id: string; slug: string; breadcrumbs: RawBreadcrumb[] } | null;
}
