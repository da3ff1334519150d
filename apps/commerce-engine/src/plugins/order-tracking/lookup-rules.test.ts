import { describe, expect, it } from 'vitest';
import { emailMatches, isTrackable, ORDER_CODE } from './lookup-rules';

describe('the guest order lookup rules', () => {
  it("matches the order's email trimmed and in any case", () => {
    expect(emailMatches('Somchai@Talat.example', '  somchai@talat.EXAMPLE ')).toBe(true);
    expect(emailMatches('somchai@talat.example', 'emma@talat.example')).toBe(false);
  });

  it('says no without an order, even for the stand-in address', () => {
    expect(emailMatches(null, 'nobody@order-tracking.invalid')).toBe(false);
    expect(emailMatches(undefined, 'somchai@talat.example')).toBe(false);
  });

  it('follows placed orders only', () => {
    const placed = new Date();
    expect(isTrackable({ state: 'PaymentSettled', orderPlacedAt: placed })).toBe(true);
    expect(isTrackable({ state: 'Shipped', orderPlacedAt: placed })).toBe(true);
    expect(isTrackable({ state: 'AddingItems', orderPlacedAt: null })).toBe(false);
    expect(isTrackable({ state: 'ArrangingPayment', orderPlacedAt: placed })).toBe(false);
  });

  it('takes order numbers of letters and digits only', () => {
    expect(ORDER_CODE.test('ABC123DEF456')).toBe(true);
    expect(ORDER_CODE.test('ABC 123')).toBe(false);
    expect(ORDER_CODE.test("' OR 1=1")).toBe(false);
  });
});
