import { MAX_QUANTITY, quantityProblem, type QuantityProblem } from '../../lib/cart/quantity';

/**
 * The cart's quantity selector on top of the shop's quantity rule (lib/cart/quantity.ts: whole
 * numbers 1..999, at most what is left when the engine tells `max_quantity`). A value the rule
 * refuses is explained and never sent; − at 1 says to use Remove instead.
 */
export type QuantityCheck = { ok: true; quantity: number } | { ok: false; problem: QuantityProblem | { kind: 'min' } };

/** The `max` of the number input: what is left when the engine tells, else the shop limit. */
export function maxQuantityOf(item: { max_quantity: number | null }): number {
  if (item.max_quantity === null) return MAX_QUANTITY;
  return Math.max(1, Math.min(MAX_QUANTITY, Math.floor(item.max_quantity)));
}

export function checkQuantity(value: string | number, stockLeft: number | null): QuantityCheck {
  const problem = quantityProblem(value, stockLeft);
  return problem ? { ok: false, problem } : { ok: true, quantity: Number(String(value).trim()) };
}

/** The quantity after pressing − (delta -1) or + (delta 1). */
export function stepQuantity(current: number, delta: 1 | -1, stockLeft: number | null): QuantityCheck {
  if (current + delta < 1) return { ok: false, problem: { kind: 'min' } };
  return checkQuantity(current + delta, stockLeft);
}
