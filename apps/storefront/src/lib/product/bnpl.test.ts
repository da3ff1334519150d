import { describe, expect, it } from 'vitest';
import { bnplOffer } from './bnpl';
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
