/**
 * The quantity a shopper types (add-to-cart, cart lines): a whole number from 1 to 999, and at
 * most what is in stock when the shop says how many are left. Pure, shared by every quantity field.
 */
export const MAX_QUANTITY = 999;

export type QuantityProblem = { kind: 'range' } | { kind: 'stock'; max: number };

export function quantityProblem(raw: string | number, stockLeft: number | null): QuantityProblem | null {
  const text = String(raw).trim();
  if (!/^[0-9]{1,4}$/.test(text)) return { kind: 'range' };
  const value = Number(text);
  if (value < 1 || value > MAX_QUANTITY) return { kind: 'range' };
  if (stockLeft !== null && stockLeft >= 0 && value > stockLeft) return { kind: 'stock', max: stockLeft };
  return null;
}
