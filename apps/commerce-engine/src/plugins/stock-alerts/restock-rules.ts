import type { ID } from '@vendure/core';

/** What the back-in-stock check reads of a stock movement. */
export interface MovementLike {
  type: string;
  quantity: number;
  productVariant?: { id: ID } | null;
}

/** Movements that can make a variant saleable again: stock added by staff, or given back (released, cancelled, returned). */
export function restocks(movement: MovementLike): boolean {
  switch (movement.type) {
    case 'ADJUSTMENT':
      return movement.quantity > 0;
    case 'RELEASE':
    case 'CANCELLATION':
    case 'RETURN':
      return true;
    default:
      // ALLOCATION and SALE only ever take stock away.
      return false;
  }
}

/** The variants (each once) whose stock the movements may have brought back. */
export function restockedVariantIds(movements: readonly MovementLike[]): ID[] {
  return unique(movements.filter(restocks).map((m) => m.productVariant?.id));
}

/** Each ID once (by its text), without null or undefined. */
export function unique(ids: readonly (ID | null | undefined)[]): ID[] {
  const seen = new Map<string, ID>();
  for (const id of ids) if (id != null && !seen.has(String(id))) seen.set(String(id), id);
  return [...seen.values()];
}
