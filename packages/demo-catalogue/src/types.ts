import { ArtSpec } from './art';

/**
 * The shapes of the demo catalogue: what the engine's seed turns into products, collections,
 * customers and settings, and what the Magento stand-in lays out as a Magento store. The product
 * kinds, listings and bundle parts are the engine's product fields (apps/commerce-engine, product-fields
 * plugin), which the seed's types check these against.
 */

/** The kinds of product the storefront renders differently. */
export type ProductKind = 'standard' | 'bundle' | 'giftcard';

/** Where a product is listed: category listings and search, category listings only, search only, or neither. */
export type ProductVisibility = 'catalog_search' | 'catalog' | 'search' | 'none';

/** One part of a bundle; its label is one text, or one per language code. */
export interface BundleComponent {
  sku: string;
  quantity: number;
  label: string | Record<string, string>;
}

/** A text in both shop languages. */
export interface Tr {
  en: string;
  th: string;
}

/** Amounts in minor units (satang, pence), tax included. */
export interface Money {
  THB: number;
  GBP: number;
}

export interface FacetDef {
  code: string;
  name: Tr;
  isPrivate?: boolean;
  values: Array<{ code: string; name: Tr }>;
}

/** Options offered by configurable products; each product gets its own group built from one. */
export interface OptionSetDef {
  code: string;
  name: Tr;
  /** Facet (usually `size`) whose value of the same code is put on each variant. */
  facet?: string;
  options: Array<{ code: string; name: Tr; price?: Money }>;
}

export interface ProductDef {
  slug: string;
  /** SKU of a simple product, prefix of variant SKUs (`${sku}-${OPTION}`) otherwise. */
  sku: string;
  name: Tr;
  description: Tr;
  price: Money;
  /** `facet:value` codes. */
  facets: string[];
  /** Code of an OptionSetDef; omitted for simple products. */
  options?: string;
  /** Limits the option set to these option codes. */
  optionCodes?: string[];
  /** Stock on hand: one number for all variants, or per option code (others get `default`). */
  stock?: number | { default: number; [optionCode: string]: number };
  trackInventory?: boolean;
  kind?: ProductKind;
  preorder?: boolean;
  /** Fixed price of a name-and-number print; makes the product personalisable. */
  printPrice?: Money;
  bundle?: BundleComponent[];
  virtual?: boolean;
  /** Where the product is listed (default both category pages and search). */
  visibility?: ProductVisibility;
  /** First is the featured image; a second one makes a gallery. */
  images: ArtSpec[];
}

export interface CollectionDef {
  slug: string;
  name: Tr;
  description: Tr;
  parent?: string;
  /** Products with any of these `facet:value` codes belong to it. */
  facets: string[];
  /** Slug of a product whose image is the collection's picture. */
  imageFrom?: string;
}

/** A demo review (reviews plugin); `daysAgo` sets its creation time. */
export interface ReviewDef {
  product: string;
  locale: 'en' | 'th';
  nickname: string;
  summary: string;
  text: string;
  ratings: { quality: number; fit: number; value: number };
  daysAgo: number;
}

/** A customer group; `key` is its storefront key (`Customer.groupKey`, sign-on plugin). */
export interface CustomerGroupDef {
  key: string;
  name: string;
}

/** An address as checkout stores it: street, subdistrict in line 2, district as city, province as region. */
export interface AddressDef {
  fullName: string;
  streetLine1: string;
  streetLine2?: string;
  city: string;
  province?: string;
  postalCode: string;
  countryCode: string;
  phoneNumber: string;
}

/** A past order of a demo customer: placed by cheque in its currency, then settled. */
export interface DemoOrderDef {
  currency: keyof Money;
  language: 'en' | 'th';
  /** Variant SKUs. */
  lines: Array<{ sku: string; quantity: number }>;
  shippingMethod: string;
  daysAgo: number;
}

/** A demo customer (no sign-on linked: the first sign-on with this email links it). */
export interface CustomerDef {
  emailAddress: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** Keys of its groups. */
  groups: string[];
  /** Default shipping and billing address, and the address of its orders. */
  address: AddressDef;
  orders: DemoOrderDef[];
}

export interface CatalogueDef {
  facets: FacetDef[];
  optionSets: OptionSetDef[];
  products: ProductDef[];
  collections: CollectionDef[];
  /** Regular prices of discounted products by slug (every variant), above their price. */
  compareAtPrices?: Record<string, Money>;
  reviews?: ReviewDef[];
  customerGroups?: CustomerGroupDef[];
  customers?: CustomerDef[];
}
