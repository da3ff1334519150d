/** The kinds of product the storefront renders differently. */
export const PRODUCT_KINDS = ['standard', 'bundle', 'giftcard'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
