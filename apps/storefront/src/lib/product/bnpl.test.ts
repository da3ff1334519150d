import { describe, expect, it } from 'vitest';
import { bnplOffer } from './bnpl';
import { DEFAULT_BNPL_SETTINGS } from './bnpl-settings';

describe('bnplOffer', () => {
  it('splits the amount into three, rounding up', () => {
    expect(bnplOffer({ value: 1000, currency: 'THB' }, DEFAULT_BNPL_SETTINGS)).toEqual({
      count: 3,
      installment: { value: 333.34, currency: 'THB' },
    });
    expect(bnplOffer({ value: 64.99, currency: 'GBP' }, DEFAULT_BNPL_SETTINGS)?.installment.value).toBe(21.67);
  });
  it('applies the per-currency limits, inclusive', () => {
    expect(bnplOffer({ value: 300, currency: 'THB' }, DEFAULT_BNPL_SETTINGS)).not.toBeNull();
    expect(bnplOffer({ value: 299.99, currency: 'THB' }, DEFAULT_BNPL_SETTINGS)).toBeNull();
    expect(bnplOffer({ value: 2500.01, currency: 'GBP' }, DEFAULT_BNPL_SETTINGS)).toBeNull();
    expect(bnplOffer({ value: 100, currency: 'USD' }, DEFAULT_BNPL_SETTINGS)).toBeNull();
  });
  it('is off when disabled', () => {
    expect(bnplOffer({ value: 1000, currency: 'THB' }, { ...DEFAULT_BNPL_SETTINGS, enabled: false })).toBeNull();
  });
});
