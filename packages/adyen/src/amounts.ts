/**
 * Vendure keeps every amount as an integer in hundredths of the currency unit; Adyen wants minor
 * units by ISO 4217 exponent (Adyen's currency codes page): 2 for THB and GBP, the shop's two
 * currencies, but 0 for e.g. JPY and 3 for e.g. KWD. Converting by the exponent keeps a third
 * currency from being charged 100 times too much or too little.
 */
const EXPONENTS: Readonly<Record<string, number>> = {
  // No minor unit at Adyen.
  CVE: 0,
  DJF: 0,
  GNF: 0,
  IDR: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  // Thousandths.
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

/** Adyen's exponent of a currency (2 unless listed). */
export function currencyExponent(currencyCode: string): number {
  return EXPONENTS[currencyCode.toUpperCase()] ?? 2;
}

/** A Vendure amount (hundredths) as Adyen's `{ currency, value }` in the currency's minor units. */
export function toAdyenAmount(vendureAmount: number, currencyCode: string): { currency: string; value: number } {
  const exponent = currencyExponent(currencyCode);
  return { currency: currencyCode.toUpperCase(), value: Math.round(vendureAmount * 10 ** (exponent - 2)) };
}

/** Adyen's minor units back to a Vendure amount (hundredths). */
export function fromAdyenValue(value: number, currencyCode: string): number {
  const exponent = currencyExponent(currencyCode);
  return Math.round(value * 10 ** (2 - exponent));
}

/**
 * An amount in the currency's major unit, as Magento's GraphQL gives it (`239.5` baht), as
 * Adyen's `{ currency, value }` in minor units.
 */
export function adyenAmountOfMajor(major: number, currencyCode: string): { currency: string; value: number } {
  const exponent = currencyExponent(currencyCode);
  return { currency: currencyCode.toUpperCase(), value: Math.round(major * 10 ** exponent) };
}
