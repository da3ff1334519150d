/**
 * A product's rating as stars out of five, to one decimal. Every connector hands `rating_summary`
 * over in stars (0 to 5; Magento's percentage is converted in its connector), so anything outside
 * is clamped, not reinterpreted.
 */
export function starsOutOfFive(ratingSummary: number): number {
  if (!Number.isFinite(ratingSummary) || ratingSummary <= 0) return 0;
  return Math.min(5, Math.round(ratingSummary * 10) / 10);
}

/** Share (0-100, whole numbers) of each star count in the total, for distribution bars. */
export function starShares(starCounts: readonly number[]): number[] {
  const total = starCounts.reduce((sum, n) => sum + n, 0);
  return starCounts.map((n) => (total > 0 ? Math.round((n / total) * 100) : 0));
}
