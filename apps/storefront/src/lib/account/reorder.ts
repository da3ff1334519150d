import type { CartItem, CartItemInput } from '@talat/commerce/types';

/** The storefront API's cart limits (packages/sdk contract CART_LIMITS), without zod in the browser. */
export const REORDER_LIMITS = { quantityMax: 999, itemsPerCall: 20 } as const;

/**
 * The lines of a past order as cart additions: the same variant (by SKU), quantity, name and
 * number print and bundle parts. Quantities are capped at the cart's limit per line.
 */
export function reorderItems(items: readonly CartItem[], maxQuantity: number = REORDER_LIMITS.quantityMax): CartItemInput[] {
  return items.map((item) => {
    const name = item.personalisation_options.find((o) => o.type === 'name')?.value;
    const number = item.personalisation_options.find((o) => o.type === 'number')?.value;
    const input: CartItemInput = { sku: item.configured_variant?.sku ?? item.product.sku, quantity: Math.min(item.quantity, maxQuantity) };
    if (name || number) input.personalisation = { ...(name ? { name } : {}), ...(number ? { number } : {}) };
    if (item.bundle_options.length) input.bundle_options = item.bundle_options.map((b) => ({ sku: b.sku, quantity: b.quantity }));
    return input;
  });
}

/** Splits additions into calls of at most `size` items (the API's limit per call). */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
