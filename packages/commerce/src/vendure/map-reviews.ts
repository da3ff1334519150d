import { CommerceError } from '../connector';
import type { CreateReviewResult, ProductReview, ProductReviews, ReviewInput, ReviewRating } from '../types';
import { pageInfoOf } from './map-search';
import type {
  RawProductReview,
  RawProductReviewList,
  RawReviewSummary,
  RawSubmitProductReviewInput,
  RawSubmitProductReviewResult,
} from './raw-types';

export const DEFAULT_REVIEW_PAGE_SIZE = 10;
/** Largest review page the connector asks for. */
export const MAX_REVIEW_PAGE_SIZE = 50;

function wholeAtLeastOne(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(1, Math.trunc(value)) : fallback;
}

/** page/pageSize (from 1) to skip/take. */
export function reviewsPageOf(input: { page?: number; pageSize?: number }): { skip: number; take: number } {
  const page = wholeAtLeastOne(input.page, 1);
  const take = Math.min(MAX_REVIEW_PAGE_SIZE, wholeAtLeastOne(input.pageSize, DEFAULT_REVIEW_PAGE_SIZE));
  return { skip: (page - 1) * take, take };
}

function mapRatings(ratings: readonly { name: string; value: number }[]): ReviewRating[] {
  return ratings.map((r) => ({ name: r.name, value: r.value }));
}

export function mapReview(raw: RawProductReview): ProductReview {
  return {
    id: raw.id,
    nickname: raw.nickname,
    summary: raw.summary,
    text: raw.text,
    locale: raw.locale,
    average_rating: raw.averageRating,
    ratings_breakdown: mapRatings(raw.ratings),
    created_at: raw.createdAt,
  };
}

/** Exactly five non-negative whole counts: [one star, ..., five stars]. */
export function starCountsOf(counts: readonly number[] | null | undefined): ProductReviews['star_counts'] {
  const at = (i: number) => {
    const n = counts?.[i];
    return typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;
  };
  return [at(0), at(1), at(2), at(3), at(4)];
}

/** A page of reviews with the product's summary (zeros when the product is unknown). */
export function mapProductReviews(
  list: RawProductReviewList,
  summary: RawReviewSummary | null | undefined,
  page: { skip: number; take: number },
): ProductReviews {
  return {
    items: list.items.map(mapReview),
    total_count: list.totalItems,
    page_info: pageInfoOf(list.totalItems, page),
    average_rating: summary && summary.totalCount > 0 ? summary.averageRating : 0,
    ratings_breakdown: summary ? mapRatings(summary.ratings) : [],
    star_counts: starCountsOf(summary?.starCounts),
  };
}

export function submitReviewInputOf(input: ReviewInput): RawSubmitProductReviewInput {
  return {
    productId: input.productUid,
    nickname: input.nickname,
    summary: input.summary,
    text: input.text,
    ratings: input.ratings.map((r) => ({ name: r.name, value: r.value })),
  };
}

const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';

export function mapSubmitReviewResult(result: RawSubmitProductReviewResult): CreateReviewResult {
  if (result.__typename === 'ProductReview') return { ok: true, review: mapReview(result) };
  if (result.field === 'productId') {
    return { ok: false, error: { code: 'PRODUCT_NOT_FOUND', message: result.message || PRODUCT_NOT_FOUND_MESSAGE } };
  }
  const error: { code: 'INVALID_INPUT'; message: string; field?: string } = { code: 'INVALID_INPUT', message: result.message };
  if (result.field) error.field = result.field;
  return { ok: false, error };
}

/**
 * Whether a failed request means the product does not exist: the engine threw Vendure's
 * EntityNotFoundError (GraphQL error with extensions.code ENTITY_NOT_FOUND).
 */
export function isProductNotFoundError(error: unknown): boolean {
  if (!(error instanceof CommerceError) || error.code !== 'BACKEND_ERROR' || !Array.isArray(error.cause)) return false;
  return error.cause.some((e: unknown) => {
    const code = (e as { extensions?: { code?: unknown } } | null)?.extensions?.code;
    return code === 'ENTITY_NOT_FOUND';
  });
}

export function productNotFound(message = PRODUCT_NOT_FOUND_MESSAGE): CreateReviewResult {
  return { ok: false, error: { code: 'PRODUCT_NOT_FOUND', message } };
}
