import { describe, expect, it } from 'vitest';
import { CartLine, mergeCartLines, sameItemKey } from './cart-merge';

const LIMITS = { lineMax: 999, orderMax: 999 };
const line = (id: string, variantId: string, quantity: number, customFields: CartLine['customFields'] = {}): CartLine => ({
  id,
  variantId,
  quantity,
  customFields,
});

describe('sameItemKey', () => {
  it('is the same for the same variant and personalisation, empty values alike, in any field order', () => {
    const a = sameItemKey({ variantId: 1, customFields: { personalisationName: 'NOK', personalisationNumber: '7', bundleOptions: null } });
    const b = sameItemKey({ variantId: '1', customFields: { bundleOptions: '', personalisationNumber: '7', personalisationName: 'NOK' } });
    expect(a).toBe(b);
    expect(sameItemKey({ variantId: 1, customFields: null })).toBe(
      sameItemKey({ variantId: 1, customFields: { personalisationName: null } }),
    );
  });
  it('differs for another variant or another print', () => {
    const base = { variantId: 1, customFields: { personalisationName: 'NOK' } };
    expect(sameItemKey(base)).not.toBe(sameItemKey({ ...base, variantId: 2 }));
    expect(sameItemKey(base)).not.toBe(sameItemKey({ variantId: 1, customFields: { personalisationName: 'AUM' } }));
    expect(sameItemKey(base)).not.toBe(sameItemKey({ variantId: 1, customFields: {} }));
  });
});

describe('mergeCartLines', () => {
  it('keeps the customer lines and adds the guest lines of other items', () => {
    const merged = mergeCartLines([line('g1', 'v2', 2), line('g2', 'v3', 1)], [line('c1', 'v1', 1)], LIMITS);
    expect(merged).toEqual([
      { orderLineId: 'c1', quantity: 1, customFields: {} },
      { orderLineId: 'g1', quantity: 2, customFields: {} },
      { orderLineId: 'g2', quantity: 1, customFields: {} },
    ]);
  });

  it('adds the quantities of the same variant with the same personalisation, keeping the customer line', () => {
    const fields = { personalisationName: 'NOK', personalisationNumber: '7' };
    const customerFields = { ...fields };
    const merged = mergeCartLines([line('g1', 'v1', 2, { ...fields })], [line('c1', 'v1', 1, customerFields)], LIMITS);
    expect(merged).toEqual([{ orderLineId: 'c1', quantity: 3, customFields: customerFields }]);
    // The customer's own custom fields object is kept, so Vendure sees only the quantity change.
    expect(merged[0].customFields).toBe(customerFields);
  });

  it('keeps lines of the same variant with another print apart', () => {
    const merged = mergeCartLines(
      [line('g1', 'v1', 1, { personalisationName: 'AUM' })],
      [line('c1', 'v1', 1, { personalisationName: 'NOK' })],
      LIMITS,
    );
    expect(merged.map((m) => [m.orderLineId, m.quantity])).toEqual([
      ['c1', 1],
      ['g1', 1],
    ]);
  });

  it('caps a line at the per-line limit and the cart at the per-order limit', () => {
    expect(mergeCartLines([line('g1', 'v1', 8)], [line('c1', 'v1', 5)], { lineMax: 10, orderMax: 100 })).toEqual([
      { orderLineId: 'c1', quantity: 10, customFields: {} },
    ]);
    const merged = mergeCartLines([line('g1', 'v2', 4), line('g2', 'v3', 4)], [line('c1', 'v1', 5)], { lineMax: 10, orderMax: 12 });
    expect(merged.map((m) => [m.orderLineId, m.quantity])).toEqual([
      ['c1', 5],
      ['g1', 4],
      ['g2', 3],
    ]);
    const full = mergeCartLines([line('g1', 'v2', 1)], [line('c1', 'v1', 12)], { lineMax: 20, orderMax: 12 });
    expect(full.map((m) => m.orderLineId)).toEqual(['c1']);
  });

  it('adds two guest lines of the same item together', () => {
    const merged = mergeCartLines([line('g1', 'v2', 1), line('g2', 'v2', 2)], [], LIMITS);
    expect(merged).toEqual([{ orderLineId: 'g1', quantity: 3, customFields: {} }]);
  });

  it('drops guest lines whose variant can no longer be bought, and empty ones', () => {
    const gone = { ...line('g1', 'v2', 1), available: false };
    expect(mergeCartLines([gone, line('g2', 'v3', 0)], [line('c1', 'v1', 1)], LIMITS).map((m) => m.orderLineId)).toEqual(['c1']);
  });

  it('leaves the customer lines as they are when the guest cart is empty', () => {
    const customer = [line('c1', 'v1', 2), line('c2', 'v2', 1)];
    expect(mergeCartLines([], customer, LIMITS)).toEqual(
      customer.map((c) => ({ orderLineId: c.id, quantity: c.quantity, customFields: c.customFields })),
    );
  });
});
