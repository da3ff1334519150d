/** The kinds of product the storefront renders differently. */
export const PRODUCT_KINDS = ['standard', 'bundle', 'giftcard'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/**
 * Where a product is listed, as Magento's product visibility: in category listings and search
 * (`catalog_search`, the default), category listings only, search only, or neither (`none`: a
 * product bought only through something else, such as the cart's gift-wrap service).
 */
export const PRODUCT_VISIBILITIES = ['catalog_search', 'catalog', 'search', 'none'] as const;
export type ProductVisibility = (typeof PRODUCT_VISIBILITIES)[number];
