/**
 * The products a shopper opened last, kept in their browser alone (localStorage: no cookie, no
 * server; gone with the site's data): the newest first, each once, at most twelve, one list per
 * language (a name, a link and a price read in that language). Each entry holds what the
 * product page showed, so the list renders without asking the server. No library: it loads
 * with the product and cart pages (first-load budget).
 */
export interface ViewedProduct {
  uid: string;
  name: string;
  /** The product's path in the list's language (`/en/home-shirt`). */
  url: string;
  /** A small picture on the shop's own origin (`/media/...`), or null. */
  image: string | null;
  /** The price as the product page showed it, in `currency`. */
  price: string | null;
  currency: string;
}

export const MAX_VIEWED = 12;

export function storageKey(locale: string): string {
  return `talat.recently-viewed.${locale}`;
}

/** A path on this shop: `/x`, never `//host` or a scheme. */
const SHOP_PATH = /^\/(?!\/)[^\s"'<>\\]*$/;

const text = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** One stored entry, or null when it is not one (an older shape, a hand edit, another script's). */
function entryOf(value: unknown): ViewedProduct | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!text(v.uid, 64) || !text(v.name, 300) || !text(v.url, 500) || !SHOP_PATH.test(v.url) || !text(v.currency, 3)) return null;
  const image = text(v.image, 1000) && SHOP_PATH.test(v.image) ? v.image : null;
  const price = text(v.price, 40) ? v.price : null;
  return { uid: v.uid, name: v.name, url: v.url, image, price, currency: v.currency };
}

/** The stored list: what cannot be read is left out, and a list that is not one is empty. */
export function parseViewed(raw: string | null): ViewedProduct[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const list: ViewedProduct[] = [];
  for (const value of parsed) {
    const entry = entryOf(value);
    if (entry && !seen.has(entry.uid) && list.length < MAX_VIEWED) {
      seen.add(entry.uid);
      list.push(entry);
    }
  }
  return list;
}

/** The list after opening `entry`: it comes first, once, and the oldest beyond twelve go. */
export function withViewed(list: readonly ViewedProduct[], entry: ViewedProduct): ViewedProduct[] {
  return [entry, ...list.filter((p) => p.uid !== entry.uid)].slice(0, MAX_VIEWED);
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's storage, or null where it is off or refused (private windows, blocked site data). */
export function browserStorage(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored text of a language's list (null when none or unreadable): what a page subscribes to. */
export function storedViewed(store: Pick<Storage, 'getItem'> | null, locale: string): string | null {
  try {
    return store?.getItem(storageKey(locale)) ?? null;
  } catch {
    return null;
  }
}

export function readViewed(store: Store | null, locale: string): ViewedProduct[] {
  return parseViewed(storedViewed(store, locale));
}

/** Records an opened product and answers the list as it is now (also when it cannot be kept). */
export function recordViewed(store: Store | null, locale: string, entry: ViewedProduct): ViewedProduct[] {
  const list = withViewed(readViewed(store, locale), entry);
  try {
    store?.setItem(storageKey(locale), JSON.stringify(list));
  } catch {
    // Full or refused: the list is shown, not kept.
  }
  return list;
}
