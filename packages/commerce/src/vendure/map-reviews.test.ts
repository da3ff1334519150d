import { describe, expect, it } from 'vitest';
import { CommerceError } from '../connector';
import { review, reviewList, reviewSummary } from './__fixtures__/reviews';
import {
  isProductNotFoundError,
  mapProductReviews,
  mapReview,
  mapSubmitReviewResult,
  reviewsPageOf,
  starCountsOf,
  submitReviewInputOf,
} from './map-reviews';

describe('reviewsPageOf', () => {
  it('turns page and page size into skip and take', () => {
    expect(reviewsPageOf({ page: 3, pageSize: 5 })).toEqual({ skip: 10, take: 5 });
  });

  it('defaults to the first page of 10 and clamps to 1..50', () => {
    expect(reviewsPageOf({})).toEqual({ skip: 0, take: 10 });
    expect(reviewsPageOf({ page: -2, pageSize: 500 })).toEqual({ skip: 0, take: 50 });
    expect(reviewsPageOf({ page: Number.NaN, pageSize: 0 })).toEqual({ skip: 0, take: 1 });
  });
});

describe('mapReview', () => {
  it('maps a review with its sub-ratings', () => {
    expect(mapReview(review)).toEqual({
      id: '51',
      nickname: 'Nok',
      summary: 'ใส่สบายมาก',
      text: 'เนื้อผ้าดี ใส่สบาย ไซซ์ตรง',
      locale: 'th',
      average_rating: 4.67,
      ratings_breakdown: [
        { name: 'quality', value: 5 },
        { name: 'fit', value: 4 },
        { name: 'value', value: 5 },
      ],
      created_at: '2025-06-01T09:30:00.000Z',
    });
  });
});

describe('starCountsOf', () => {
  it('returns exactly five whole, non-negative counts', () => {
    expect(starCountsOf([0, 1, 1, 4, 6])).toEqual([0, 1, 1, 4, 6]);
    expect(starCountsOf([2, -1, 1.5])).toEqual([2, 0, 1, 0, 0]);
    expect(starCountsOf([1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4, 5]);
    expect(starCountsOf(null)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('mapProductReviews', () => {
  it('maps a page with the summary', () => {
    const result = mapProductReviews(reviewList, reviewSummary, { skip: 10, take: 10 });
    expect(result.items.map((r) => r.id)).toEqual(['51', '50']);
    expect(result.total_count).toBe(12);
    expect(result.page_info).toEqual({ current_page: 2, page_size: 10, total_pages: 2 });
    expect(result.average_rating).toBe(4.25);
    expect(result.ratings_breakdown).toEqual([
      { name: 'quality', value: 4.5 },
      { name: 'fit', value: 4 },
      { name: 'value', value: 4.25 },
    ]);
    expect(result.star_counts).toEqual([0, 1, 1, 4, 6]);
  });

  it('answers zeros without reviews or without a product', () => {
    const empty = { items: [], totalItems: 0 };
    expect(mapProductReviews(empty, null, { skip: 0, take: 10 })).toEqual({
      items: [],
      total_count: 0,
      page_info: { current_page: 1, page_size: 10, total_pages: 0 },
      average_rating: 0,
      ratings_breakdown: [],
      star_counts: [0, 0, 0, 0, 0],
    });
    const noReviews = { ...reviewSummary, averageRating: 3, totalCount: 0, starCounts: [0, 0, 0, 0, 0] };
    expect(mapProductReviews(empty, noReviews, { skip: 0, take: 10 }).average_rating).toBe(0);
  });
});

describe('submitReviewInputOf', () => {
  it('maps the unified input to the mutation input', () => {
    expect(
      submitReviewInputOf({
        productUid: '7',
        nickname: 'Nok',
        summary: 'Good',
        text: 'Good shirt, fits well.',
        ratings: [
          { name: 'quality', value: 5 },
          { name: 'fit', value: 4 },
          { name: 'value', value: 3 },
        ],
      }),
    ).toEqual({
      productId: '7',
      nickname: 'Nok',
      summary: 'Good',
      text: 'Good shirt, fits well.',
      ratings: [
        { name: 'quality', value: 5 },
        { name: 'fit', value: 4 },
        { name: 'value', value: 3 },
      ],
    });
  });
});

describe('mapSubmitReviewResult', () => {
  it('answers the stored review', () => {
    expect(mapSubmitReviewResult({ __typename: 'ProductReview', ...review })).toEqual({ ok: true, review: mapReview(review) });
  });

  it('answers INVALID_INPUT with the engine message and field', () => {
    expect(mapSubmitReviewResult({ __typename: 'ProductReviewInputError', message: 'ข้อความสั้นเกินไป', field: 'text' })).toEqual({
      ok: false,
      error: { code: 'INVALID_INPUT', message: 'ข้อความสั้นเกินไป', field: 'text' },
    });
    const noField = mapSubmitReviewResult({ __typename: 'ProductReviewInputError', message: 'Invalid', field: null });
    expect(noField).toEqual({ ok: false, error: { code: 'INVALID_INPUT', message: 'Invalid' } });
  });

  it('answers PRODUCT_NOT_FOUND for an input error on the product id', () => {
    expect(mapSubmitReviewResult({ __typename: 'ProductReviewInputError', message: 'No such product', field: 'productId' })).toEqual({
      ok: false,
      error: { code: 'PRODUCT_NOT_FOUND', message: 'No such product' },
    });
  });
});

describe('isProductNotFoundError', () => {
  it('recognises the engine entity-not-found error', () => {
    const errors = [{ message: 'No Product with the id "999" could be found', extensions: { code: 'ENTITY_NOT_FOUND' } }];
    expect(isProductNotFoundError(new CommerceError('BACKEND_ERROR', 'x', errors))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(
      isProductNotFoundError(new CommerceError('BACKEND_ERROR', 'x', [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }])),
    ).toBe(false);
    expect(isProductNotFoundError(new CommerceError('UNREACHABLE', 'x'))).toBe(false);
    expect(isProductNotFoundError(new Error('x'))).toBe(false);
  });
});
