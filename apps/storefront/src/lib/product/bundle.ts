import type { BundleComponent, Money } from '@talat/commerce/types';

export interface BundleSummary {
  /** Units in the bundle (sum of the components' quantities). */
  items: number;
  /** What the shopper pays for the whole bundle. */
  total: Money;
}

/** A bundle is sold at its own price: the total is that price, the item count its contents. */
export function bundleSummary(components: readonly BundleComponent[], price: Money): BundleSummary {
  return { items: components.reduce((sum, c) => sum + Math.max(0, c.quantity), 0), total: price };
}
