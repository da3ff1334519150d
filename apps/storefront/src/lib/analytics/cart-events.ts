import type { Cart, CartItem, CartItemInput } from '@talat/commerce/types';
import { lineItem, linesEvent, type Ga4Event, type Ga4Item } from './ga4';

/**
 * `add_to_cart` and `remove_from_cart` for one cart change, from the cart before and after it:
 * a line whose quantity grew was added to, one that shrank or went was removed from.
 *
 * `before` is what the browser knew: the cart store's cart, an empty cart when the cart cookie
 * counts nothing, or null when it cannot tell (a product page opened with items already in the
 * cart). Then an add is matched to the lines by what was asked for (`adds`: a variant's uid or
 * a SKU); an add the cart lines cannot be matched to (a simple product asked for by variant uid)
 * is left out rather than guessed.
 */
export function cartChangeEvents(before: Cart | null, after: Cart, adds: readonly CartItemInput[] = []): Ga4Event[] {
  const currency = after.prices.grand_total.currency;
  const added: Ga4Item[] = [];
  const removed: Ga4Item[] = [];
  if (before === null) {
    for (const input of adds) {
      const line = after.items.find((l) => matches(l, input));
      if (line) added.push(lineItem(line, Math.min(input.quantity, line.quantity)));
    }
  } else {
    const was = new Map(before.id === after.id ? before.items.map((l) => [l.uid, l] as const) : []);
    for (const line of after.items) {
      const delta = line.quantity - (was.get(line.uid)?.quantity ?? 0);
      if (delta > 0) added.push(lineItem(line, delta));
      else if (delta < 0) removed.push(lineItem(line, -delta));
      was.delete(line.uid);
    }
    for (const gone of was.values()) removed.push(lineItem(gone));
  }
  return [
    ...(added.length > 0 ? [linesEvent('add_to_cart', added, currency)] : []),
    ...(removed.length > 0 ? [linesEvent('remove_from_cart', removed, currency)] : []),
  ];
}

function matches(line: CartItem, input: CartItemInput): boolean {
  if (input.variantUid && line.configured_variant?.uid === input.variantUid) return true;
  return !!input.sku && (line.product.sku === input.sku || line.configured_variant?.sku === input.sku);
}

/** An empty cart: the baseline when the cart cookie counts no items. */
export function emptyCartLike(cart: Cart): Cart {
  return { ...cart, items: [] };
}
