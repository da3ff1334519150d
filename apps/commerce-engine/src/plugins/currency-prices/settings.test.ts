import { describe, expect, it } from 'vitest';
import { currencyPriceSettingsFromEnv, parseExchangeRates, parseMissingPriceMode } from './settings';

describe('MISSING_CURRENCY_PRICE', () => {
  it('is convert unless set, and takes convert or not-sold', () => {
    expect(parseMissingPriceMode(undefined)).toBe('convert');
    expect(parseMissingPriceMode('  ')).toBe('convert');
    expect(parseMissingPriceMode('convert')).toBe('convert');
    expect(parseMissingPriceMode(' not-sold ')).toBe('not-sold');
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => parseMissingPriceMode('hide')).toThrow(/MISSING_CURRENCY_PRICE must be convert or not-sold, not "hide"/);
    expect(() => parseMissingPriceMode('Convert')).toThrow(/MISSING_CURRENCY_PRICE/);
  });
});

describe('EXCHANGE_RATES', () => {
  it('reads CODE:rate entries, codes in any case, spaces allowed', () => {
    expect(parseExchangeRates('GBP:0.022')).toEqual({ GBP: 0.022 });
    expect(parseExchangeRates(' gbp : 0.022 , USD:0.03,JPY:4')).toEqual({ GBP: 0.022, USD: 0.03, JPY: 4 });
    expect(parseExchangeRates('')).toEqual({});
    expect(parseExchangeRates(undefined)).toEqual({});
  });

  it.each([
    ['GBP', /"GBP" is not CODE:rate/],
    ['GBP=0.022', /is not CODE:rate/],
    ['GBP:', /is not CODE:rate/],
    ['GBP:-1', /is not CODE:rate/],
    ['GBP:1e3', /is not CODE:rate/],
    ['GBP:0.022,', /"" is not CODE:rate/],
    ['XYZ:1', /XYZ is not a currency code/],
    ['GBP:0.022,gbp:0.03', /GBP is given twice/],
    ['GBP:0', /must be above 0/],
    ['GBP:0.000', /must be above 0/],
    ['GBP:2000000', /at most 1000000/],
  ])('refuses %s', (value, message) => {
    expect(() => parseExchangeRates(value)).toThrow(message);
  });
});

describe('the settings from the environment', () => {
  it('uses the demo rate in development when EXCHANGE_RATES is unset', () => {
    expect(currencyPriceSettingsFromEnv({}, false)).toEqual({ mode: 'convert', rates: { GBP: 0.022 } });
  });

  it('uses no demo rate in production (production-settings.ts refuses to start there)', () => {
    expect(currencyPriceSettingsFromEnv({}, true)).toEqual({ mode: 'convert', rates: {} });
  });

  it("takes the shop's own rates and mode", () => {
    expect(currencyPriceSettingsFromEnv({ EXCHANGE_RATES: 'GBP:0.0231', MISSING_CURRENCY_PRICE: 'not-sold' }, true)).toEqual({
      mode: 'not-sold',
      rates: { GBP: 0.0231 },
    });
  });
});
