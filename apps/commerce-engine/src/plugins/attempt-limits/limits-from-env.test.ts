import { describe, expect, it } from 'vitest';
import { DEFAULT_ATTEMPT_LIMITS } from './constants';
import { attemptLimitsFromEnv, envName } from './limits-from-env';

describe('attemptLimitsFromEnv', () => {
  it('gives the defaults without settings', () => {
    expect(attemptLimitsFromEnv({})).toEqual(DEFAULT_ATTEMPT_LIMITS);
  });

  it('reads per client / per account / window for each scope', () => {
    const limits = attemptLimitsFromEnv({ ATTEMPT_LIMIT_GIFT_CARD: '5/3/60', ATTEMPT_LIMIT_SIGN_IN: ' 200 / 20 / 300 ' });
    expect(limits['gift-card']).toEqual({ perClient: 5, perAccount: 3, windowSeconds: 60 });
    expect(limits['sign-in']).toEqual({ perClient: 200, perAccount: 20, windowSeconds: 300 });
    expect(limits.coupon).toEqual(DEFAULT_ATTEMPT_LIMITS.coupon);
  });

  it('limits stock alert requests to 30 per client and 5 per address in 10 minutes unless ATTEMPT_LIMIT_STOCK_ALERT says otherwise', () => {
    expect(attemptLimitsFromEnv({})['stock-alert']).toEqual({ perClient: 30, perAccount: 5, windowSeconds: 600 });
    expect(attemptLimitsFromEnv({ ATTEMPT_LIMIT_STOCK_ALERT: '8/2/60' })['stock-alert']).toEqual({
      perClient: 8,
      perAccount: 2,
      windowSeconds: 60,
    });
  });

  it('names the variable of a setting it cannot read', () => {
    expect(() => attemptLimitsFromEnv({ ATTEMPT_LIMIT_COUPON: '30/20' })).toThrow(
      /ATTEMPT_LIMIT_COUPON must be <per client>\/<per account>\/<window seconds>/,
    );
    expect(() => attemptLimitsFromEnv({ ATTEMPT_LIMIT_REVIEW: '0/5/60' })).toThrow(/ATTEMPT_LIMIT_REVIEW/);
  });

  it('names each scope ATTEMPT_LIMIT_<SCOPE>', () => {
    expect(envName('sign-in')).toBe('ATTEMPT_LIMIT_SIGN_IN');
    expect(envName('newsletter')).toBe('ATTEMPT_LIMIT_NEWSLETTER');
    expect(envName('stock-alert')).toBe('ATTEMPT_LIMIT_STOCK_ALERT');
  });
});
