import type { CustomerReviewList, ReviewState, Wishlist, WishlistEntryInput, WishlistLine } from '../account-types';
import { mapProductTile, parseVariantUid, variantUid } from './map-catalogue';
import { mapReview } from './map-reviews';
import type {
  RawCustomerReview,
  RawWishlist,
  RawWishlistItem,
  RawWishlistItemInput,
  RawWishlistProduct,
  RawWishlistUserError,
} from './queries/wishlist';

/** The most lines read from one list: a Magento Open Source wishlist has no limit of its own. */
export const WISHLIST_PAGE_SIZE = 100;

/** How many of a product's newest published reviews are looked through for the customer's (reviewState). */
export const PUBLISHED_REVIEWS_LOOKED_AT = 50;

/** Magento's `2026-12-06 10:00:00` (UTC) as ISO 8601; anything else as it came. */
export function isoTime(raw: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(raw.trim());
  return m ? `${m[1]}T${m[2]}.000Z` : raw;
}

/** The variant a configurable line names: `parentSku|valueUid,...` (map-catalogue.ts) and the child's SKU. */
function lineVariant(item: RawWishlistItem, parentSku: string): WishlistLine['variant'] {
  const values = (item.configurable_options ?? []).map((o) => o.configurable_product_option_value_uid).filter(Boolean);
  if (!item.child_sku || values.length === 0) return null;
  return { uid: variantUid(parentSku, values), sku: item.child_sku };
}

/**
 * The customer's wishlist in the unified shape: each product once (Magento may hold a product
 * twice, with two option sets: the newest line stands), newest first; lines whose product Magento
 * no longer shows (disabled, removed from the website) are left out.
 */
export function mapWishlist(raw: RawWishlist | undefined, currency: string): Wishlist {
  const items = (raw?.items_v2?.items ?? []).filter((i): i is RawWishlistItem & { product: RawWishlistProduct } => !!i?.product?.sku);
  const sorted = [...items].sort((a, b) => b.added_at.localeCompare(a.added_at) || Number(b.id) - Number(a.id));
  const seen = new Set<string>();
  const lines: WishlistLine[] = [];
  for (const item of sorted) {
    const product = mapProductTile(item.product, currency);
    if (seen.has(product.uid)) continue;
    seen.add(product.uid);
    lines.push({ product, variant: lineVariant(item, product.sku), added_at: isoTime(item.added_at) });
  }
  return { items: lines };
}

/** The variant a guest chose, when it is one of the product's (a configurable's `sku|values`). */
function chosenVariant(product: RawWishlistProduct, variant: string | undefined): WishlistLine['variant'] {
  const parsed = variant ? parseVariantUid(variant) : null;
  if (!parsed || parsed.sku !== product.sku) return null;
  const wanted = [...parsed.selected].sort().join(',');
  const match = (product.variants ?? []).find(
    (v) =>
      (v.attributes ?? [])
        .map((a) => a.uid)
        .sort()
        .join(',') === wanted,
  );
  return match?.product?.sku ? { uid: variant!, sku: match.product.sku } : null;
}

/** A guest's browser-held list with its products, in the guest's order; unknown products are left out. */
export function mapGuestWishlist(
  entries: readonly WishlistEntryInput[],
  products: readonly RawWishlistProduct[],
  currency: string,
  now: string,
): Wishlist {
  const bySku = new Map(products.filter((p) => p.sku).map((p) => [p.sku!, p]));
  const items: WishlistLine[] = [];
  for (const entry of entries) {
    const raw = bySku.get(entry.product_uid);
    if (!raw) continue;
    items.push({ product: mapProductTile(raw, currency), variant: chosenVariant(raw, entry.variant_uid), added_at: now });
  }
  return { items };
}

/** Each product once, in the order given, up to `max`. */
export function distinctEntries(entries: readonly WishlistEntryInput[], max: number): WishlistEntryInput[] {
  const seen = new Set<string>();
  return entries.filter((e) => !!e.product_uid && !seen.has(e.product_uid) && !!seen.add(e.product_uid)).slice(0, max);
}

/**
 * What addProductsToWishlist takes for an entry: the product's SKU and, for a configurable's
 * chosen variant, its option values (`selected_options`), as Magento's own storefront sends them.
 */
export function wishlistItemInput(entry: WishlistEntryInput): RawWishlistItemInput {
  const parsed = entry.variant_uid ? parseVariantUid(entry.variant_uid) : null;
  const selected = parsed && parsed.sku === entry.product_uid ? parsed.selected : null;
  return { sku: entry.product_uid, quantity: 1, ...(selected ? { selected_options: selected } : {}) };
}

/** A wishlist change's user errors as the connector's code: an unknown product, or null when none. */
export function wishlistErrorCode(errors: readonly RawWishlistUserError[] | undefined): 'PRODUCT_NOT_FOUND' | 'INVALID_INPUT' | null {
  if (!errors?.length) return null;
  return errors.some((e) => e.code === 'PRODUCT_NOT_FOUND') ? 'PRODUCT_NOT_FOUND' : 'INVALID_INPUT';
}

/**
 * A review the customer wrote. Magento lists a customer's reviews whatever their moderation, but
 * tells no state: a review among its product's newest published reviews is PUBLISHED, any other
 * PENDING (waiting for the shop's approval, or not approved).
 */
function reviewState(raw: RawCustomerReview): ReviewState {
  const published = (raw.product?.reviews.items ?? []).some(
    (r) => !!r && r.created_at === raw.created_at && r.nickname === raw.nickname && r.summary === raw.summary,
  );
  return published ? 'PUBLISHED' : 'PENDING';
}

/**
 * One page of the customer's reviews, newest first. Magento answers the number of pages, not of
 * reviews: the count is the pages before this one, full, and this page's reviews.
 */
export function mapCustomerReviews(
  raw: { items: Array<RawCustomerReview | null>; page_info: { total_pages: number | null } } | undefined,
  page: number,
  pageSize: number,
  language: string,
): CustomerReviewList {
  const items = (raw?.items ?? []).filter((r): r is RawCustomerReview => !!r);
  const pages = raw?.page_info.total_pages ?? 0;
  const total = page < pages ? pages * pageSize : (page - 1) * pageSize + items.length;
  return {
    items: items.map((r, i) => {
      const review = mapReview(r, (page - 1) * pageSize + i, language);
      const sku = r.product?.sku ?? '';
      return {
        id: `${sku}-${review.id}`,
        created_at: isoTime(r.created_at),
        product: r.product?.sku ? { uid: r.product.sku, name: r.product.name ?? r.product.sku, url_key: r.product.url_key ?? '' } : null,
        summary: review.summary,
        text: review.text,
        nickname: review.nickname,
        average_rating: review.average_rating,
        state: reviewState(r),
      };
    }),
    total_count: Math.max(0, total),
    page,
    page_size: pageSize,
  };
}
