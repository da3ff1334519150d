import * as z from 'zod/mini';

/**
 * The cart state kept in the readable `s7-cart` cookie (spec section 3, "Cart state"), written
 * by the storefront API (cart-session.ts). Missing or unreadable means an empty cart.
 */
const cartStateSchema = z.object({
  id: z.optional(z.nullable(z.string())),
  total_quantity: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  is_virtual: z._default(z.boolean(), false),
  is_giftcard_only: z._default(z.boolean(), false),
});

export interface CookieCartState {
  id: string | null;
  total_quantity: number;
  is_virtual: boolean;
  is_giftcard_only: boolean;
}

export function cartQuantity(raw: string | undefined): number {
  return readCartState(raw).total_quantity;
}

/** The whole cart state of the cookie; an empty cart when missing or unreadable. */
export function readCartState(raw: string | undefined): CookieCartState {
  const empty: CookieCartState = { id: null, total_quantity: 0, is_virtual: false, is_giftcard_only: false };
  if (!raw) return empty;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    try {
      json = JSON.parse(decodeURIComponent(raw));
    } catch {
      return empty;
    }
  }
  const parsed = cartStateSchema.safeParse(json);
  return parsed.success ? { ...parsed.data, id: parsed.data.id ?? null } : empty;
}
