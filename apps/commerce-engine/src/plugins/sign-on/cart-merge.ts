import type { ID } from '@vendure/core';

/** A cart line as the merge sees it. */
export interface CartLine {
  id: ID;
  variantId: ID;
  quantity: number;
  /** OrderLine custom fields: the personalisation (print name and number, bundle items). */
  customFields?: Record<string, unknown> | null;
  /** False when the variant can no longer be bought (disabled or deleted): such a guest line is dropped. */
  available?: boolean;
}

/** Vendure's `orderLineItemsLimit` and `orderItemsLimit`. */
export interface MergeLimits {
  lineMax: number;
  orderMax: number;
}

/** Vendure's MergedOrderLine: an existing line's id keeps (or changes) it, a guest line's id adds it. */
export interface MergedLine {
  orderLineId: ID;
  quantity: number;
  customFields?: unknown;
}

function normalised(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object' && 'id' in value) return { id: String((value as { id: unknown }).id) };
  return value;
}

/** Two lines are the same item when their variant and personalisation match (empty values alike). */
export function sameItemKey(line: Pick<CartLine, 'variantId' | 'customFields'>): string {
  const fields = Object.entries(line.customFields ?? {})
    .map(([name, value]) => [name, normalised(value)] as const)
    .filter(([, value]) => value !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([String(line.variantId), fields]);
}

/**
 * The spec's cart merge on sign-on: the customer's lines stay; each guest line of the same item
 * adds its quantity to the customer's line, any other guest line is added. Quantities are capped
 * at the per-line and per-order limits (what does not fit is left out); guest lines whose variant
 * is no longer available are dropped.
 */
export function mergeCartLines(guest: CartLine[], customer: CartLine[], limits: MergeLimits): MergedLine[] {
  const merged: MergedLine[] = customer.map((l) => ({ orderLineId: l.id, quantity: l.quantity, customFields: l.customFields }));
  const byItem = new Map<string, MergedLine>();
  customer.forEach((l, i) => {
    const key = sameItemKey(l);
    if (!byItem.has(key)) byItem.set(key, merged[i]);
  });
  let total = customer.reduce((sum, l) => sum + l.quantity, 0);
  for (const line of guest) {
    if (line.available === false || line.quantity <= 0) continue;
    const room = Math.max(0, limits.orderMax - total);
    const key = sameItemKey(line);
    const same = byItem.get(key);
    if (same) {
      const add = Math.min(line.quantity, Math.max(0, limits.lineMax - same.quantity), room);
      same.quantity += add;
      total += add;
    } else {
      const quantity = Math.min(line.quantity, limits.lineMax, room);
      if (quantity === 0) continue;
      const added = { orderLineId: line.id, quantity, customFields: line.customFields };
      merged.push(added);
      byItem.set(key, added);
      total += quantity;
    }
  }
  return merged;
}
