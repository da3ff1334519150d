import { describe, expect, it } from 'vitest';
import { ADYEN_ENVIRONMENTS, adyenEnvironmentOf, adyenWebOrigins, isAdyenEnvironment, isLiveAdyenEnvironment } from './adyen-environment';

describe("Adyen's environments", () => {
  it('are test and the five live regions', () => {
    expect(ADYEN_ENVIRONMENTS).toEqual(['test', 'live', 'live-us', 'live-au', 'live-apse', 'live-in']);
    expect(ADYEN_ENVIRONMENTS.filter(isLiveAdyenEnvironment)).toEqual(['live', 'live-us', 'live-au', 'live-apse', 'live-in']);
  });

  it('reads ADYEN_ENVIRONMENT: unset is test, a region is itself, anything else is refused by name', () => {
    expect(adyenEnvironmentOf(undefined)).toBe('test');
    expect(adyenEnvironmentOf('  ')).toBe('test');
    expect(adyenEnvironmentOf(' live-apse ')).toBe('live-apse');
    for (const environment of ADYEN_ENVIRONMENTS) expect(adyenEnvironmentOf(environment)).toBe(environment);
    expect(() => adyenEnvironmentOf('production')).toThrow(
      'ADYEN_ENVIRONMENT must be one of test, live, live-us, live-au, live-apse, live-in, not "production"',
    );
    for (const bad of ['LIVE', 'live-eu', 'live-nea', 'live-', 'apse'])
      expect(() => adyenEnvironmentOf(bad), bad).toThrow('ADYEN_ENVIRONMENT must be one of');
    expect(isAdyenEnvironment('live-in')).toBe(true);
    expect(isAdyenEnvironment(42)).toBe(false);
  });

  it("maps each to the drop-in's checkout and CDN origins for that region only", () => {
    expect(adyenWebOrigins('test')).toEqual({
      checkout: 'https://checkoutshopper-test.adyen.com',
      cdn: 'https://checkoutshopper-test.cdn.adyen.com',
    });
    expect(adyenWebOrigins('live')).toEqual({
      checkout: 'https://checkoutshopper-live.adyen.com',
      cdn: 'https://checkoutshopper-live.cdn.adyen.com',
    });
    expect(adyenWebOrigins('live-us')).toEqual({
      checkout: 'https://checkoutshopper-live-us.adyen.com',
      cdn: 'https://checkoutshopper-live-us.cdn.adyen.com',
    });
    expect(adyenWebOrigins('live-au')).toEqual({
      checkout: 'https://checkoutshopper-live-au.adyen.com',
      cdn: 'https://checkoutshopper-live-au.cdn.adyen.com',
    });
    expect(adyenWebOrigins('live-apse')).toEqual({
      checkout: 'https://checkoutshopper-live-apse.adyen.com',
      cdn: 'https://checkoutshopper-live-apse.cdn.adyen.com',
    });
    expect(adyenWebOrigins('live-in')).toEqual({
      checkout: 'https://checkoutshopper-live-in.adyen.com',
      cdn: 'https://checkoutshopper-live-in.cdn.adyen.com',
    });
  });
});
