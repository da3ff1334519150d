import { describe, expect, it } from 'vitest';
import { bundleSummary } from './bundle';

describe('bundleSummary', () => {
  it('counts the units and totals at the bundle price', () => {
    const summary = bundleSummary(
      [
        { sku: 'SHIRT-M', label: 'Home shirt', quantity: 1 },
        { sku: 'SOCKS', label: 'Socks', quantity: 2 },
      ],
      { value: 2490, currency: 'THB' },
    );
    expect(summary).toEqual({ items: 3, total: { value: 2490, currency: 'THB' } });
  });
  it('is empty for no components', () => {
    expect(bundleSummary([], { value: 1, currency: 'GBP' }).items).toBe(0);
  });
});
