import { LanguageCode, ShippingCalculator, ShippingEligibilityChecker } from '@vendure/core';
import { amountForCurrency, marketCountry } from './currency-country';

const en = LanguageCode.en;

/**
 * A flat rate per currency: the order pays `rateThb` in THB or `rateGbp` in GBP (minor units,
 * tax included when the channel's prices include tax). Vendure's stock calculator has one
 * amount whatever the currency.
 */
export const currencyRateShippingCalculator = new ShippingCalculator({
  code: 'talat-currency-rate',
  description: [{ languageCode: en, value: 'Flat rate per currency (THB and GBP)' }],
  args: {
    rateThb: { type: 'int', defaultValue: 0, label: [{ languageCode: en, value: 'Rate in THB (satang)' }] },
    rateGbp: { type: 'int', defaultValue: 0, label: [{ languageCode: en, value: 'Rate in GBP (pence)' }] },
    taxRate: {
      type: 'float',
      defaultValue: 0,
      ui: { component: 'number-form-input', suffix: '%', min: 0 },
      label: [{ languageCode: en, value: 'Tax rate' }],
    },
  },
  calculate: (ctx, order, args) => ({
    price: amountForCurrency(order.currencyCode, { THB: args.rateThb, GBP: args.rateGbp }),
    priceIncludesTax: ctx.channel.pricesIncludeTax,
    taxRate: args.taxRate,
  }),
});

/** Parses the checker's country list: "TH, gb" -> ['TH', 'GB']; empty means every country. */
export function parseCountryList(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
}

/**
 * Eligible when the order ships to one of `countries` (comma-separated ISO codes; empty: any).
 * Before an address is given the currency's home country counts (THB -> TH, GBP -> GB).
 */
export const countryShippingEligibilityChecker = new ShippingEligibilityChecker({
  code: 'talat-country',
  description: [{ languageCode: en, value: 'Ships to the listed countries' }],
  args: {
    countries: {
      type: 'string',
      defaultValue: '',
      label: [{ languageCode: en, value: 'Country codes, comma-separated (empty: all)' }],
    },
  },
  check: (_ctx, order, args) => {
    const allowed = parseCountryList(args.countries);
    if (allowed.length === 0) return true;
    const country = marketCountry(order.shippingAddress?.countryCode, order.currencyCode);
    return country !== undefined && allowed.includes(country);
  },
});
