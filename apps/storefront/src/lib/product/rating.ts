/**
 * A product's rating as stars out of five. `rating_summary` may come as stars (0-5) or, as
 * Magento sends it, as a percentage (0-100): anything above 5 is read as a percentage.
 */
export function starsOutOfFive(ratingSummary: number): number {
  if (!Number.isFinite(ratingSummary) || ratingSummary <= 0) return 0;
  const stars = ratingSummary > 5 ? ratingSummary / 20 : ratingSummary;
  return Math.min(5, Math.round(stars * 10) / 10);
}

/** Share (0-100, whole numbers) of each star count in the total, for distribution bars. */
export function starShares(starCounts: readonly number[]): number[] {
  const total = starCounts.reduce((sum, n) => sum + n, 0);
  return starCounts.map((n) => (total > 0 ? Math.round((n / total) * 100) : 0));
}
