/** A product (and the variant chosen for it, if any) on a wishlist. */
export interface WishlistEntry {
  productId: string;
  productVariantId: string | null;
}

/**
 * What joining a guest's list into a customer's adds: each product once, in the guest's order,
 * leaving out products the customer already has (theirs keep their variant), and never more
 * than `room` entries.
 */
export function entriesToAdd(existing: readonly WishlistEntry[], incoming: readonly WishlistEntry[], room: number): WishlistEntry[] {
  const seen = new Set(existing.map((e) => e.productId));
  const out: WishlistEntry[] = [];
  for (const entry of incoming) {
    if (out.length >= room) break;
    if (seen.has(entry.productId)) continue;
    seen.add(entry.productId);
    out.push({ productId: entry.productId, productVariantId: entry.productVariantId ?? null });
  }
  return out;
}
