import { Logger, MergedOrderLine, Order, OrderLine, RequestContext } from '@vendure/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartMergeStrategy } from './cart-merge-strategy';

function order(lines: Array<{ id: string; variant: string; quantity: number; enabled?: boolean }>): Order {
  return {
    lines: lines.map((l) => ({
      id: l.id,
      productVariantId: l.variant,
      productVariant: { id: l.variant, enabled: l.enabled ?? true, deletedAt: null },
      quantity: l.quantity,
      customFields: { personalisationName: null, personalisationNumber: null, bundleOptions: null },
    })) as unknown as OrderLine[],
  } as Order;
}

class FailingMergeStrategy extends CartMergeStrategy {
  protected mergeLines(): MergedOrderLine[] {
    throw new Error('boom');
  }
}

const ctx = {} as RequestContext;

describe('CartMergeStrategy', () => {
  afterEach(() => vi.restoreAllMocks());

  it('merges the guest lines into the customer order', () => {
    const merged = new CartMergeStrategy().merge(
      ctx,
      order([
        { id: 'g1', variant: 'v1', quantity: 2 },
        { id: 'g2', variant: 'v2', quantity: 1, enabled: false },
      ]),
      order([{ id: 'c1', variant: 'v1', quantity: 1 }]),
    );
    expect(merged.map((m) => [m.orderLineId, m.quantity])).toEqual([['c1', 3]]);
  });

  it('logs the warning and keeps the customer lines unchanged when merging throws', () => {
    const warn = vi.spyOn(Logger, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Logger, 'verbose').mockImplementation(() => undefined);
    const customer = order([{ id: 'c1', variant: 'v1', quantity: 1 }]);
    const merged = new FailingMergeStrategy().merge(ctx, order([{ id: 'g1', variant: 'v2', quantity: 2 }]), customer);
    expect(merged).toEqual([{ orderLineId: 'c1', quantity: 1, customFields: customer.lines[0].customFields }]);
    expect(warn).toHaveBeenCalledWith('Failed to merge carts, falling back to customer cart', 'SignOnPlugin');
  });
});
