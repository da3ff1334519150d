/**
 * A guest's wishlist, kept in their browser (localStorage) until they sign on, when it joins the
 * customer's list in the engine. Pure functions over the stored text; newest first, each
 * product once, at most GUEST_WISHLIST_LIMIT entries.
 */
export const GUEST_WISHLIST_KEY = 's7-wishlist';
export const GUEST_WISHLIST_LIMIT = 100;

export interface GuestWishlistEntry {
  product_uid: string;
  variant_uid?: string;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The stored list; anything unreadable or malformed reads as empty (or is left out). */
export function parseGuestList(raw: string | null): GuestWishlistEntry[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: GuestWishlistEntry[] = [];
  for (const item of value) {
    const uid = (item as { product_uid?: unknown } | null)?.product_uid;
    const variant = (item as { variant_uid?: unknown } | null)?.variant_uid;
    if (typeof uid !== 'string' || !ID.test(uid) || seen.has(uid)) continue;
    seen.add(uid);
    out.push(typeof variant === 'string' && ID.test(variant) ? { product_uid: uid, variant_uid: variant } : { product_uid: uid });
    if (out.length >= GUEST_WISHLIST_LIMIT) break;
  }
  return out;
}

export function withEntry(list: readonly GuestWishlistEntry[], entry: GuestWishlistEntry): GuestWishlistEntry[] {
  return [entry, ...list.filter((e) => e.product_uid !== entry.product_uid)].slice(0, GUEST_WISHLIST_LIMIT);
}

export function withoutProduct(list: readonly GuestWishlistEntry[], productUid: string): GuestWishlistEntry[] {
  return list.filter((e) => e.product_uid !== productUid);
}
