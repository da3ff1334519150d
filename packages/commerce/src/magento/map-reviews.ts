import type { ProductReview, ProductReviews, ReviewRating } from '../types';
import type { RawReview, RawReviewedProduct } from './raw-types';

export const DEFAULT_REVIEW_PAGE_SIZE = 10;
export const MAX_REVIEW_PAGE_SIZE = 50;

/** Magento rates in percent (0 to 100); the unified model in stars (1 to 5). */
function starsOf(percent: number): number {
  return Math.round((percent / 20) * 10) / 10;
}

function ratingsOf(raw: RawReview['ratings_breakdown']): ReviewRating[] {
  return raw.map((r) => ({ name: r.name.toLowerCase(), value: Number.parseInt(r.value, 10) || 0 }));
}

export function mapReview(raw: RawReview, index: number, language: string): ProductReview {
  return {
    id: `${raw.created_at}-${index}`,
    nickname: raw.nickname,
    summary: raw.summary,
    text: raw.text,
    locale: language,
    average_rating: starsOf(raw.average_rating),
    ratings_breakdown: ratingsOf(raw.ratings_breakdown),
    created_at: raw.created_at,
  };
}

/**
 * One page of a product's reviews. Magento gives the product's rating and count but no star
 * histogram or sub-rating means over all reviews: those are taken from the reviews on this page.
 */
export function mapProductReviews(raw: RawReviewedProduct | undefined, page: number, pageSize: number, language: string): ProductReviews {
  const items = (raw?.reviews.items ?? []).map((r, i) => mapReview(r, (page - 1) * pageSize + i, language));
  const total = raw?.review_count ?? 0;
  const stars: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  const sums = new Map<string, { sum: number; n: number }>();
  for (const review of items) {
    const rounded = Math.min(5, Math.max(1, Math.round(review.average_rating)));
    stars[rounded - 1] = (stars[rounded - 1] ?? 0) + 1;
    for (const r of review.ratings_breakdown) {
      const s = sums.get(r.name) ?? { sum: 0, n: 0 };
      sums.set(r.name, { sum: s.sum + r.value, n: s.n + 1 });
    }
  }
  return {
    items,
    total_count: total,
    page_info: { current_page: page, page_size: pageSize, total_pages: Math.max(1, Math.ceil(total / pageSize)) },
    average_rating: starsOf(raw?.rating_summary ?? 0),
    ratings_breakdown: [...sums].map(([name, s]) => ({ name, value: Math.round((s.sum / s.n) * 10) / 10 })),
    star_counts: stars,
  };
}
