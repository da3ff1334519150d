import { BundleComponent, ProductKind } from '../plugins/product-fields';
import { ArtSpec } from './images/art';

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

export interface CatalogueDef {
  facets: FacetDef[];
  optionSets: OptionSetDef[];
  products: ProductDef[];
  collections: CollectionDef[];
  /** Regular prices of discounted products by slug (every variant), above their price. */
  compareAtPrices?: Record<string, Money>;
  reviews?: ReviewDef[];
}
