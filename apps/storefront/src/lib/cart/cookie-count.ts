/**
 * The item count of the readable `s7-cart` cookie (spec section 3, "Cart state"), for the header
 * in the browser: a kept page is the same for every shopper (docs/decisions/0036), so each
 * browser fills in its own count. Without zod (cart-cookie.ts reads the whole state on the
 * server) so that the header's code stays small. Missing or unreadable means 0.
 */
export function cartCountOfCookie(raw: string | undefined): number {
  if (!raw) return 0;
  for (const text of [raw, safeDecode(raw)]) {
    if (text === null) continue;
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value !== 'object' || value === null) return 0;
      const count = (value as { total_quantity?: unknown }).total_quantity;
      return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : 0;
    } catch {
      // Try the URL-decoded form next.
    }
  }
  return 0;
}

function safeDecode(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
