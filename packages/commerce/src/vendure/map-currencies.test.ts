import { describe, expect, it } from 'vitest';
import { currencySymbol, mapCurrencies } from './map-currencies';

describe('currencySymbol', () => {
  it('gives the narrow symbols of THB and GBP', () => {
    expect(currencySymbol('THB')).toBe('฿');
    expect(currencySymbol('GBP')).toBe('£');
  });

  it('falls back to the code for an invalid code', () => {
    expect(currencySymbol('NOPE')).toBe('NOPE');
  });
});

describe('mapCurrencies', () => {
  it('combines the channel currencies with the display default', () => {
    expect(mapCurrencies({ defaultCurrencyCode: 'THB', availableCurrencyCodes: ['THB', 'GBP'] }, 'GBP')).toEqual({
      base_currency_code: 'THB',
      default_display_currency_code: 'GBP',
      available_currencies: [
        { code: 'THB', symbol: '฿' },
        { code: 'GBP', symbol: '£' },
      ],
      exchange_rate: 1,
    });
  });

  it('falls back to the channel default for an unavailable display currency or empty list', () => {
    const info = mapCurrencies({ defaultCurrencyCode: 'THB', availableCurrencyCodes: [] }, 'USD');
    expect(info.default_display_currency_code).toBe('THB');
    expect(info.available_currencies).toEqual([{ code: 'THB', symbol: '฿' }]);
  });
});
