import { describe, expect, it } from 'vitest';
import { BNPL_OFF, bnplSettingsOf } from './bnpl-settings';

describe('bnplSettingsOf', () => {
  it('takes the store config’s provider, instalments and limits per currency', () => {
    const bnpl = {
      enabled: true,
      provider: 'acme',
      installments: 4,
      limits: [
        { currency: 'THB', min: 300, max: 100000 },
        { currency: 'GBP', min: 30, max: 2500 },
      ],
      script_url: 'https://widgets.example/bnpl.js',
      element_name: 'acme-bnpl',
    };
    const settings = bnplSettingsOf({ bnpl }, ['https://widgets.example']);
    expect(settings).toEqual({
      enabled: true,
      provider: 'acme',
      installments: 4,
      limits: { THB: { min: 300, max: 100000 }, GBP: { min: 30, max: 2500 } },
      scriptUrl: 'https://widgets.example/bnpl.js',
      elementName: 'acme-bnpl',
    });
  });
  it('drops a provider script from an origin the shop does not allow (its own message shows)', () => {
    const bnpl = {
      enabled: true,
      provider: 'acme',
      installments: 3,
      limits: [],
      script_url: 'https://widgets.example/bnpl.js',
      element_name: 'acme-bnpl',
    };
    expect(bnplSettingsOf({ bnpl }, [])).toMatchObject({ provider: 'acme', scriptUrl: null, elementName: null });
    expect(bnplSettingsOf({ bnpl }, ['https://other.example'])).toMatchObject({ scriptUrl: null });
  });
  it('promises nothing without a store config', () => {
    expect(bnplSettingsOf(null, [])).toBe(BNPL_OFF);
    expect(BNPL_OFF.enabled).toBe(false);
  });
});
