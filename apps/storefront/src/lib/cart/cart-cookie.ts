import * as z from 'zod/mini';

/**
 * The cart state kept in the `s7-cart` cookie (spec section 3, "Cart state"). The cart issue
 * writes it; the header only needs the item count, 0 when the cookie is missing or unreadable.
 */
const cartStateSchema = z.object({
  id: z.optional(z.nullable(z.string())),
  total_quantity: z._default(z.number().check(z.int(), z.nonnegative()), 0),
});

export function cartQuantity(raw: string | undefined): number {
  if (!raw) return 0;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    try {
      json = JSON.parse(decodeURIComponent(raw));
    } catch {
      return 0;
    }
  }
  const parsed = cartStateSchema.safeParse(json);
  return parsed.success ? parsed.data.total_quantity : 0;
}
