import type {
  ConsentRecord,
  CustomerNewsletter,
  CustomerReviewList,
  LoyaltySummary,
  NewsletterOutcome,
  NewsletterResult,
  NewsletterStatus,
  OrderList,
  Wishlist,
  WishlistLine,
} from '../account-types';
import { toMoney } from './map-money';
import { orderStatusOf } from './map-order-status';
import { mapSearchHit } from './map-search';
import type { RawCustomerReview, RawNewsletterAnswer, RawOrderListItem, RawWishlist, RawWishlistItem } from './queries/account';

/** Page and size to skip/take: page from 1, size 1 to `max`. */
export function pageSlice(page: number | undefined, pageSize: number | undefined, defaultSize: number, max: number) {
  const size = Math.min(max, Math.max(1, Math.floor(pageSize ?? defaultSize)));
  const p = Math.max(1, Math.floor(page ?? 1));
  return { page: p, pageSize: size, skip: (p - 1) * size, take: size };
}

export function mapOrderList(raw: { totalItems: number; items: RawOrderListItem[] }, slice: { page: number; pageSize: number }): OrderList {
  return {
    items: raw.items.map((o) => ({
      number: o.code,
      status: orderStatusOf(o.state),
      placed_at: o.orderPlacedAt,
      grand_total: toMoney(o.totalWithTax, o.currencyCode),
      total_quantity: o.totalQuantity,
    })),
    total_count: raw.totalItems,
    page: slice.page,
    page_size: slice.pageSize,
  };
}

export function mapCustomerReviews(
  raw: { totalItems: number; items: RawCustomerReview[] },
  slice: { page: number; pageSize: number },
): CustomerReviewList {
  return {
    items: raw.items.map((r) => ({
      id: r.id,
      created_at: r.createdAt,
      product: r.product ? { uid: r.product.id, name: r.product.name, url_key: r.product.slug } : null,
      summary: r.summary,
      text: r.text,
      nickname: r.nickname,
      average_rating: r.averageRating,
      state: r.hidden ? 'HIDDEN' : 'PUBLISHED',
    })),
    total_count: raw.totalItems,
    page: slice.page,
    page_size: slice.pageSize,
  };
}

/** A wishlist product as a tile: the search hit's shape made from the product itself. */
function wishlistLine(item: RawWishlistItem): WishlistLine {
  const p = item.product;
  const prices = p.variants.map((v) => v.priceWithTax);
  const hit = {
    productId: p.id,
    slug: p.slug,
    name: p.name,
    score: 0,
    previewUrl: p.featuredAsset?.preview ?? null,
    priceMin: prices.length ? Math.min(...prices) : 0,
    priceMax: prices.length ? Math.max(...prices) : 0,
    currencyCode: p.variants[0]?.currencyCode ?? 'THB',
    priceConverted: p.variants.some((v) => v.priceConvertedFrom),
  };
  return {
    product: mapSearchHit(hit, p),
    variant: item.productVariant ? { uid: item.productVariant.id, sku: item.productVariant.sku } : null,
    added_at: item.createdAt,
  };
}

export function mapWishlist(raw: RawWishlist): Wishlist {
  return { items: raw.items.map(wishlistLine) };
}

const OUTCOMES: readonly NewsletterOutcome[] = [
  'CONFIRMATION_SENT',
  'ALREADY_PENDING',
  'ALREADY_SUBSCRIBED',
  'CONFIRMED',
  'UNSUBSCRIBED',
  'INVALID_EMAIL',
  'INVALID_SOURCE',
  'INVALID_TOKEN',
  'EXPIRED_TOKEN',
];
const STATUSES: readonly NewsletterStatus[] = ['PENDING', 'SUBSCRIBED', 'UNSUBSCRIBED'];

function statusOf(raw: string | null): NewsletterStatus | null {
  return STATUSES.includes(raw as NewsletterStatus) ? (raw as NewsletterStatus) : null;
}

/** The engine's answer; an outcome this storefront does not know reads as an invalid link. */
export function mapNewsletterAnswer(raw: RawNewsletterAnswer): NewsletterResult {
  const outcome = OUTCOMES.includes(raw.outcome as NewsletterOutcome) ? (raw.outcome as NewsletterOutcome) : 'INVALID_TOKEN';
  return { outcome, status: statusOf(raw.status) };
}

export function mapCustomerNewsletter(raw: {
  emailAddress: string;
  status: string | null;
  consentAt: string | null;
  consentSource: string | null;
}): CustomerNewsletter {
  return { email: raw.emailAddress, status: statusOf(raw.status), consent_at: raw.consentAt, consent_source: raw.consentSource };
}

const KINDS = ['accrual', 'spend', 'return', 'reversal', 'adjustment'] as const;

export function mapLoyalty(raw: {
  points: number;
  entries: Array<{ createdAt: string; kind: string; points: number; orderCode: string | null }>;
}): LoyaltySummary {
  return {
    points: raw.points,
    entries: raw.entries
      .filter((e): e is typeof e & { kind: (typeof KINDS)[number] } => (KINDS as readonly string[]).includes(e.kind))
      .map((e) => ({ kind: e.kind, points: e.points, order_number: e.orderCode, created_at: e.createdAt })),
  };
}

/** The engine's `CustomerConsent` (its clock as an ISO time). */
export function mapConsentRecord(raw: { at: string; noticeVersion: number; analytics: boolean; marketing: boolean }): ConsentRecord {
  return {
    notice_version: raw.noticeVersion,
    analytics: raw.analytics,
    marketing: raw.marketing,
    recorded_at: new Date(raw.at).toISOString(),
  };
}
