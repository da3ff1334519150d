import { BundleComponent } from '../product-fields';

export interface BundleOption {
  sku: string;
  quantity: number;
}

/**
 * Reads an order line's `bundleOptions` (JSON text of `[{ sku, quantity }]`): null when blank,
 * 'invalid' when it is not such a list or names a SKU twice.
 */
export function parseBundleOptions(value: unknown): BundleOption[] | null | 'invalid' {
  if (value == null || value === '') return null;
  if (typeof value !== 'string') return 'invalid';
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return 'invalid';
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return 'invalid';
  const options: BundleOption[] = [];
  for (const item of parsed) {
    const o = item as Partial<BundleOption> | null;
    if (!o || typeof o.sku !== 'string' || !Number.isInteger(o.quantity) || (o.quantity as number) < 1) return 'invalid';
    if (options.some((x) => x.sku === o.sku)) return 'invalid';
    options.push({ sku: o.sku, quantity: o.quantity as number });
  }
  return options;
}

/** A bundle's components are fixed: every option must be one of them, in its quantity. */
export function bundleOptionsMatch(options: readonly BundleOption[], components: readonly BundleComponent[]): boolean {
  return options.every((o) => components.some((c) => c.sku === o.sku && c.quantity === o.quantity));
}
