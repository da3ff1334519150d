/**
 * The format of a bundle's chosen items on an order line (the engine's `bundleOptions` field):
 * JSON text of `[{ "sku", "quantity" }]`, at least one item, each a SKU with a whole quantity of
 * 1 or more, no SKU twice, sorted by SKU so that the same choice always makes the same text (the
 * engine merges an added item into a line only when its fields are equal). The storefront's
 * Vendure connector writes it; the engine reads it back and holds it against the bundle's
 * components.
 */

export interface BundleOption {
  sku: string;
  quantity: number;
}

/** The chosen items as given (any shape), checked; 'invalid' when an item or the list breaks the format. */
export function checkBundleOptions(items: readonly unknown[]): BundleOption[] | 'invalid' {
  if (items.length === 0) return 'invalid';
  const options: BundleOption[] = [];
  for (const item of items) {
    const o = item as Partial<BundleOption> | null;
    if (!o || typeof o.sku !== 'string' || o.sku === '' || !Number.isInteger(o.quantity) || (o.quantity as number) < 1) return 'invalid';
    if (options.some((x) => x.sku === o.sku)) return 'invalid';
    options.push({ sku: o.sku, quantity: o.quantity as number });
  }
  return options;
}

/** The `bundleOptions` text of checked items, sorted by SKU. */
export function serialiseBundleOptions(options: readonly BundleOption[]): string {
  const sorted = options.map((o) => ({ sku: o.sku, quantity: o.quantity })).sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
  return JSON.stringify(sorted);
}

/** Reads a line's `bundleOptions`: null when blank, 'invalid' when it is not such a list. */
export function parseBundleOptions(value: unknown): BundleOption[] | null | 'invalid' {
  if (value == null || value === '') return null;
  if (typeof value !== 'string') return 'invalid';
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return 'invalid';
  }
  return Array.isArray(parsed) ? checkBundleOptions(parsed) : 'invalid';
}

/** A bundle's components are fixed: every chosen item must be one of them, in its quantity. */
export function bundleOptionsMatch(options: readonly BundleOption[], components: readonly BundleOption[]): boolean {
  return options.every((o) => components.some((c) => c.sku === o.sku && c.quantity === o.quantity));
}
