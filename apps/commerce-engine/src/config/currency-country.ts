/**
 * The shop's markets: each selling currency belongs to one home country, whose tax zone and
 * shipping methods apply until the shopper gives a shipping address.
 */
export const CURRENCY_COUNTRY: Readonly<Record<string, string>> = {
  THB: 'TH',
  GBP: 'GB',
};

/** The home country of a currency (THB -> TH, GBP -> GB), undefined for any other. */
export function countryForCurrency(currencyCode: string | undefined): string | undefined {
  return currencyCode ? CURRENCY_COUNTRY[currencyCode.toUpperCase()] : undefined;
}

/**
 * The country that decides tax and shipping: the shipping address's country when set,
 * otherwise the home country of the currency.
 */
export function marketCountry(shippingCountryCode: string | undefined | null, currencyCode: string | undefined): string | undefined {
  const shipping = shippingCountryCode?.trim().toUpperCase();
  return shipping || countryForCurrency(currencyCode);
}

/** Picks the amount for a currency from per-currency amounts; THB is the fallback. */
export function amountForCurrency(currencyCode: string, amounts: { THB: number; GBP: number }): number {
  return currencyCode.toUpperCase() === 'GBP' ? amounts.GBP : amounts.THB;
}
