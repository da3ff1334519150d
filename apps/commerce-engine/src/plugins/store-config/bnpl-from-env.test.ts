import { describe, expect, it } from 'vitest';
import { bnplFromEnv } from './bnpl-from-env';
import { defaultStoreConfigOptions } from './default-options';

const base = defaultStoreConfigOptions.bnpl;

describe('bnplFromEnv', () => {
  it('keeps the demo settings without BNPL_ variables', () => {
    expect(bnplFromEnv({}, base)).toEqual(base);
  });

  it('names the provider, its instalments and its limits', () => {
    const bnpl = bnplFromEnv(
      { BNPL_PROVIDER: 'adyen-clearpay', BNPL_INSTALLMENTS: '4', BNPL_LIMITS: 'GBP:1-1000, THB:300-100000.50' },
      base,
    );
    expect(bnpl).toMatchObject({ enabled: true, provider: 'adyen-clearpay', installments: 4 });
    expect(bnpl.limits).toEqual([
      { currency: 'GBP', min: 1, max: 1000 },
      { currency: 'THB', min: 300, max: 100000.5 },
    ]);
  });

  it('refuses what would promise instalments by a typo', () => {
    expect(() => bnplFromEnv({ BNPL_PROVIDER: 'adyen clearpay' }, base)).toThrow(/BNPL_PROVIDER/);
    expect(() => bnplFromEnv({ BNPL_INSTALLMENTS: '1' }, base)).toThrow(/BNPL_INSTALLMENTS/);
    expect(() => bnplFromEnv({ BNPL_INSTALLMENTS: 'four' }, base)).toThrow(/BNPL_INSTALLMENTS/);
    expect(() => bnplFromEnv({ BNPL_LIMITS: 'GBP:100-30' }, base)).toThrow(/BNPL_LIMITS/);
    expect(() => bnplFromEnv({ BNPL_LIMITS: 'gbp:1-2' }, base)).toThrow(/BNPL_LIMITS/);
    expect(() => bnplFromEnv({ BNPL_LIMITS: 'GBP:1-2,GBP:3-4' }, base)).toThrow(/twice/);
  });
});
