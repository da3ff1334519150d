import { REVIEW_RATING_NAMES } from './constants';
import { round2 } from './review-input';

/** The Shop API `TalatReviewSummary`. */
export interface TalatReviewSummary {
  averageRating: number;
  totalCount: number;
  ratings: Array<{ name: string; value: number }>;
  /** starCounts[0] = reviews with 1 star ... starCounts[4] = 5 stars. */
  starCounts: number[];
}

/** One row of the per-product aggregate query (drivers return numbers or numeric strings). */
export interface ReviewAggregateRow {
  productId: string | number;
  count: string | number | null;
  avg: string | number | null;
  quality: string | number | null;
  fit: string | number | null;
  value: string | number | null;
  stars1: string | number | null;
  stars2: string | number | null;
  stars3: string | number | null;
  stars4: string | number | null;
  stars5: string | number | null;
}

const num = (v: string | number | null | undefined): number => {
  const n = Number(v ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** The summary of a product without visible reviews. */
export function emptyReviewSummary(): TalatReviewSummary {
  return {
    averageRating: 0,
    totalCount: 0,
    ratings: REVIEW_RATING_NAMES.map((name) => ({ name, value: 0 })),
    starCounts: [0, 0, 0, 0, 0],
  };
}

/** Turns an aggregate row into the summary; averages rounded to 2 decimals. */
export function summaryFromRow(row: ReviewAggregateRow | undefined): TalatReviewSummary {
  if (!row || num(row.count) === 0) return emptyReviewSummary();
  return {
    averageRating: round2(num(row.avg)),
    totalCount: num(row.count),
    ratings: REVIEW_RATING_NAMES.map((name) => ({ name, value: round2(num(row[name])) })),
    starCounts: [row.stars1, row.stars2, row.stars3, row.stars4, row.stars5].map(num),
  };
}
