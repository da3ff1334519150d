/** A currency's loyalty rate (store config `loyalty_rates`), in minor units. */
export interface Rate {
  spend_per_point: number;
  point_value: number;
}

/** Points an order earns for `paid` (minor units): whole points only. */
export function pointsEarned(paid: number, rate: Rate): number {
  if (!(paid > 0) || !(rate.spend_per_point > 0)) return 0;
  return Math.floor(paid / rate.spend_per_point);
}

/**
 * The points to spend on an amount due and what they pay: as many as the balance has, but never
 * more than the amount needs (a point is not split, so the last one may cover a little less).
 */
export function pointsToSpend(balance: number, due: number, rate: Rate): { points: number; amount: number } {
  if (!(balance > 0) || !(due > 0) || !(rate.point_value > 0)) return { points: 0, amount: 0 };
  const points = Math.min(Math.floor(balance), Math.floor(due / rate.point_value));
  return { points, amount: points * rate.point_value };
}
