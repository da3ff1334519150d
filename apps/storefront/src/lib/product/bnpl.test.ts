import { describe, expect, it } from 'vitest';
import { bnplAtCheckout, bnplOffer } from './bnpl';
import { BNPL_OFF } from './bnpl-settings';
import { DEMO_BNPL } from './__fixtures__/bnpl';

describe('bnplOffer', () => {
  it('splits the amount into three, rounding up', () => {
    expect(bnplOffer({ value: 1000, currency: 'THB' }, DEMO_BNPL)).toEqual({
      count: 3,
      installment: { value: 333.34, currency: 'THB' },
    });
    expect(bnplOffer({ value: 64.99, currency: 'GBP' }, DEMO_BNPL)?.installment.value).toBe(21.67);
  });
  it('applies the per-currency limits, inclusive', () => {
    expect(bnplOffer({ value: 300, currency: 'THB' }, DEMO_BNPL)).not.toBeNull();
    expect(bnplOffer({ value: 299.99, currency: 'THB' }, DEMO_BNPL)).toBeNull();
    expect(bnplOffer({ value: 2500.01, currency: 'GBP' }, DEMO_BNPL)).toBeNull();
    expect(bnplOffer({ value: 100, currency: 'USD' }, DEMO_BNPL)).toBeNull();
  });
  it('is off when disabled', () => {
    expect(bnplOffer({ value: 1000, currency: 'THB' }, { ...DEMO_BNPL, enabled: false })).toBeNull();
  });
});

describe('bnplAtCheckout', () => {
  const atome = { ...DEMO_BNPL, provider: 'atome' };
  const card = { code: 'talat-test-card', eligible: true };
  it("keeps the message when this cart is offered the provider's payment method", () => {
    expect(bnplAtCheckout(atome, [card, { code: 'atome', eligible: true }])).toBe(atome);
  });
  it('drops it when the checkout offers no such method, only an ineligible one, or the message is off', () => {
    expect(bnplAtCheckout(atome, [card, { code: 'checkmo', eligible: true }])).toBe(BNPL_OFF);
    expect(bnplAtCheckout(atome, [{ code: 'atome', eligible: false }])).toBe(BNPL_OFF);
    expect(bnplAtCheckout({ ...atome, enabled: false }, [{ code: 'atome', eligible: true }])).toBe(BNPL_OFF);
  });
  it("drops the demo's own wording, which names no provider with a payment method", () => {
    expect(bnplAtCheckout(DEMO_BNPL, [card, { code: 'checkmo', eligible: true }])).toBe(BNPL_OFF);
  });
});
