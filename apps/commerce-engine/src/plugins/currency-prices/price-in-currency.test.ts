import { describe, expect, it } from 'vitest';
import { convertMinorUnits, fractionDigitsOf, missingPriceCurrencies, priceInCurrency } from './price-in-currency';
import type { CurrencyPriceSettings } from './settings';

const convert: CurrencyPriceSettings = { mode: 'convert', rates: { GBP: 0.022, JPY: 4.1 } };
const notSold: CurrencyPriceSettings = { mode: 'not-sold', rates: { GBP: 0.022 } };
const thbOnly = [{ channelId: 1, currencyCode: 'THB', price: 129000 }];

describe('converting a price', () => {
  it("knows each currency's decimals", () => {
    expect(fractionDigitsOf('GBP')).toBe(2);
    expect(fractionDigitsOf('THB')).toBe(2);
    expect(fractionDigitsOf('JPY')).toBe(0);
  });

  it('converts hundredths to hundredths, rounded to whole pence', () => {
    // 1,290.00 THB at 0.022 = 28.38 GBP
    expect(convertMinorUnits(129000, 0.022, 'GBP')).toBe(2838);
    // 999.99 THB at 0.022 = 21.99978 GBP -> 22.00
    expect(convertMinorUnits(99999, 0.022, 'GBP')).toBe(2200);
  });

  it('rounds a half up, whatever the binary fraction', () => {
    // 0.5 pence exactly: 25 * 0.1 is 2.5000000000000004 in binary, 35 * 0.1 is 3.5000000000000004
    expect(convertMinorUnits(25, 0.1, 'GBP')).toBe(3);
    expect(convertMinorUnits(35, 0.1, 'GBP')).toBe(4);
    // 1.005 * 100 is 100.49999999999999 in binary: still a half
    expect(convertMinorUnits(201, 0.5, 'GBP')).toBe(101);
    expect(convertMinorUnits(100, 1.005, 'GBP')).toBe(101);
  });

  it('rounds to whole yen for a currency without decimals', () => {
    // 1,290.00 THB at 4.1 = 5,289 JPY, stored as 528900
    expect(convertMinorUnits(129000, 4.1, 'JPY')).toBe(528900);
    expect(convertMinorUnits(12345, 4.1, 'JPY')).toBe(50600);
  });
});

describe("a variant's price in a currency", () => {
  it('is its own price when it has one', () => {
    const prices = [...thbOnly, { channelId: 1, currencyCode: 'GBP', price: 2999 }];
    expect(priceInCurrency(prices, 1, 'GBP', 'THB', convert)).toEqual({ kind: 'own', row: prices[1] });
    expect(priceInCurrency(prices, '1', 'THB', 'THB', notSold)).toEqual({ kind: 'own', row: prices[0] });
  });

  it('is converted from the default currency in convert mode', () => {
    expect(priceInCurrency(thbOnly, 1, 'GBP', 'THB', convert)).toEqual({ kind: 'converted', from: 'THB', price: 2838 });
  });

  it('is not sold in not-sold mode', () => {
    expect(priceInCurrency(thbOnly, 1, 'GBP', 'THB', notSold)).toEqual({ kind: 'not-sold' });
  });

  it('is not sold when no rate converts to the currency', () => {
    expect(priceInCurrency(thbOnly, 1, 'USD', 'THB', convert)).toEqual({ kind: 'not-sold' });
  });

  it('is not sold when the default-currency price is missing too', () => {
    const gbpOnly = [{ channelId: 1, currencyCode: 'GBP', price: 2999 }];
    expect(priceInCurrency(gbpOnly, 1, 'JPY', 'THB', convert)).toEqual({ kind: 'not-sold' });
    expect(priceInCurrency(gbpOnly, 1, 'THB', 'THB', convert)).toEqual({ kind: 'not-sold' });
  });

  it('is none without a price in the channel (prices of other channels do not count)', () => {
    expect(priceInCurrency(thbOnly, 2, 'THB', 'THB', convert)).toEqual({ kind: 'none' });
    expect(priceInCurrency([], 1, 'GBP', 'THB', convert)).toEqual({ kind: 'none' });
  });
});

describe('the currencies a variant lacks', () => {
  it('lists the offered currencies without a price of their own in the channel', () => {
    const prices = [...thbOnly, { channelId: 2, currencyCode: 'GBP', price: 2999 }];
    expect(missingPriceCurrencies(prices, 1, ['THB', 'GBP'])).toEqual(['GBP']);
    expect(missingPriceCurrencies(prices, 2, ['THB', 'GBP'])).toEqual(['THB']);
    expect(missingPriceCurrencies(thbOnly, 1, ['THB'])).toEqual([]);
  });
});
