import type { Wishlist, WishlistLine } from '@talat/commerce/types';
import { accountCall } from '../account/account-api';
import { signedInInBrowser } from '../api/browser-sdk';
import { createStore } from '../ui/create-store';
import { GUEST_WISHLIST_KEY, parseGuestList, withEntry, withoutProduct, type GuestWishlistEntry } from './guest-list';

/**
 * The browser's wishlist: which products are on it. A customer's list is the engine's (read once
 * per page); a guest's is kept in localStorage. The first time a signed-in customer's list is
 * read with a guest list still in the browser, that list joins theirs (without duplicates) and
 * is cleared: the guest-to-customer join on sign-on.
 */
export interface WishlistState {
  loaded: boolean;
  products: ReadonlySet<string>;
  /** The lines with their products, once read in full (the sidebar); null until then or when stale. */
  lines: readonly WishlistLine[] | null;
}

export const wishlistStore = createStore<WishlistState>({ loaded: false, products: new Set(), lines: null });

let loading: Promise<void> | null = null;

function guestList(): GuestWishlistEntry[] {
  try {
    return parseGuestList(window.localStorage.getItem(GUEST_WISHLIST_KEY));
  } catch {
    return [];
  }
}

function saveGuestList(list: GuestWishlistEntry[]) {
  try {
    if (list.length) window.localStorage.setItem(GUEST_WISHLIST_KEY, JSON.stringify(list));
    else window.localStorage.removeItem(GUEST_WISHLIST_KEY);
  } catch {
    /* storage full or blocked: the list lives for this page only */
  }
}

const productsOf = (wishlist: Wishlist | null) => new Set((wishlist?.items ?? []).map((i) => i.product.uid));
const set = (products: Set<string>, lines: readonly WishlistLine[] | null = null) =>
  wishlistStore.setState(() => ({ loaded: true, products, lines }));
const setFrom = (wishlist: Wishlist | null) => set(productsOf(wishlist), wishlist?.items ?? []);

/** Reads the list once (and joins a guest list into a customer's). */
export function loadWishlist(): Promise<void> {
  loading ??= (async () => {
    if (!signedInInBrowser()) {
      set(new Set(guestList().map((e) => e.product_uid)));
      return;
    }
    const guest = guestList();
    if (guest.length) {
      const merged = await accountCall('mergeWishlist', { items: guest });
      if (merged.ok) {
        saveGuestList([]);
        setFrom(merged.value);
        return;
      }
    }
    setFrom(await accountCall('getWishlist', {}));
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Reads the lines with their products (the sidebar). A customer's come with every answer of their
 * account; a guest's are read by sending the browser's list to the engine, which answers with the
 * products it still sells (again after an addition, which the browser knows by id only).
 */
export async function loadWishlistLines(): Promise<readonly WishlistLine[]> {
  await loadWishlist();
  const known = wishlistStore.getState().lines;
  if (known) return known;
  const guest = guestList();
  const wishlist = guest.length ? await accountCall('getGuestWishlist', { items: guest }) : { items: [] };
  set(new Set(guest.map((e) => e.product_uid)), wishlist.items);
  return wishlist.items;
}

export type ToggleOutcome = 'added' | 'removed' | 'full' | 'failed';

// Changes run one at a time: each starts from the answer to the one before, so answers arriving
// out of order never bring back a removed product or un-press a heart.
let changes: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(change: () => Promise<T>): Promise<T> {
  const run = changes.then(change);
  changes = run.catch(() => undefined);
  return run;
}

/** Adds or removes a product; answers what happened. */
export function toggleWishlist(entry: GuestWishlistEntry): Promise<ToggleOutcome> {
  return oneAtATime(() => toggleNow(entry));
}

/** Takes a product off the list (nothing when it is not on it). */
export function removeFromWishlist(productUid: string): Promise<ToggleOutcome> {
  return oneAtATime(async () => {
    await loadWishlist();
    if (!wishlistStore.getState().products.has(productUid)) return 'removed' as const;
    return toggleNow({ product_uid: productUid });
  });
}

async function toggleNow(entry: GuestWishlistEntry): Promise<ToggleOutcome> {
  await loadWishlist();
  const on = wishlistStore.getState().products.has(entry.product_uid);
  if (!signedInInBrowser()) {
    const list = on ? withoutProduct(guestList(), entry.product_uid) : withEntry(guestList(), entry);
    saveGuestList(list);
    // A removal keeps the lines read so far; an addition needs the product's details read again.
    const lines = on ? (wishlistStore.getState().lines?.filter((l) => l.product.uid !== entry.product_uid) ?? null) : null;
    set(new Set(list.map((e) => e.product_uid)), lines);
    return on ? 'removed' : 'added';
  }
  const result = on
    ? await accountCall('removeFromWishlist', { product_uid: entry.product_uid })
    : await accountCall('addToWishlist', entry);
  if (!result.ok) return result.error.code === 'WISHLIST_FULL' ? 'full' : 'failed';
  setFrom(result.value);
  return on ? 'removed' : 'added';
}
