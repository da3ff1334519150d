/**
 * Input limits shared by the forms (client-side messages) and the route handlers' schemas.
 * Zod-free, so a client component can read them without the schemas.
 */

/** Review limits. */
export const REVIEW_LIMITS = { nickname: 60, summary: 120, text: 2000, textMin: 10 } as const;
export const REVIEW_RATING_NAMES = ['quality', 'fit', 'value'] as const;

/** Cart limits. */
export const CART_LIMITS = { quantityMin: 1, quantityMax: 999, code: 64, itemsPerCall: 20 } as const;

/** Address field limits of spec section 5 (the form shows the exact messages). */
export const ADDRESS_LIMITS = {
  name: 100,
  company: 120,
  street: 120,
  streetLines: 3,
  city: 80,
  region: 80,
  postcode: 10,
  telephone: 32,
  pccc: 40,
  /** `YYYY-MM-DD`; the connector checks the date itself (@talat/rules/korea-dob). */
  koreaDob: 10,
  email: 254,
} as const;

/** Wishlist size a guest's browser may hand over on sign-on. */
export const WISHLIST_LIMIT = 100;
