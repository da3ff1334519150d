import { ProductKind, ProductVisibility } from './constants';

/**
 * One part of a bundle, stored as JSON in `Product.customFields.bundleComponents`. Its label is
 * one text, or one per language code (`{"en": "Home Shirt (M)", "th": "เสื้อเหย้า (M)"}`).
 */
export interface BundleComponent {
  sku: string;
  quantity: number;
  label: string | Record<string, string>;
}

/** The Product custom fields this plugin adds (all public on the Shop API). */
export interface TalatProductFields {
  kind: ProductKind;
  preorder: boolean;
  personalisable: boolean;
  printPriceThb: number;
  printPriceGbp: number;
  bundleComponents: string;
  virtual: boolean;
  visibility: ProductVisibility;
}

/** The ProductVariant custom fields this plugin adds (minor units, tax included; null: not discounted). */
export interface TalatProductVariantFields {
  compareAtPriceThb: number | null;
  compareAtPriceGbp: number | null;
}

declare module '@vendure/core/dist/entity/custom-entity-fields' {
  // Declaration merging: Vendure's typed customFields learn these fields.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface CustomProductFields extends TalatProductFields {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface CustomProductVariantFields extends TalatProductVariantFields {}
}
