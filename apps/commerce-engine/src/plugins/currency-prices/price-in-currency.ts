import type { CurrencyPriceSettings } from './settings';

/** A variant's price row as Vendure stores it: minor units (hundredths) per channel and currency. */
export interface PriceRow {
  channelId: string | number;
  currencyCode: string;
  price: number;
}

/**
 * A variant's price in the shopper's currency:
 * - `own`: the variant has a price in that currency;
 * - `converted`: from its price in the channel's default currency (`from`), at the shop's rate;
 * - `not-sold`: the channel prices the variant, but not in that currency (and MISSING_CURRENCY_PRICE
 *   is `not-sold`, or no rate converts to it);
 * - `none`: no price in the channel at all (a variant of another channel): Vendure's own answer.
 */
export type PriceInCurrency<P extends PriceRow = PriceRow> =
  { kind: 'own'; row: P } | { kind: 'converted'; from: string; price: number } | { kind: 'not-sold' } | { kind: 'none' };

const sameId = (a: string | number, b: string | number) => String(a) === String(b);

/** Digits after the decimal point a currency is priced in (GBP 2, JPY 0), as Intl knows them. */
export function fractionDigitsOf(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * `minor` (hundredths of the default currency, as Vendure stores every price) at `rate`, in
 * hundredths of the target currency, rounded half up to the target's smallest unit: whole pence
 * for GBP, whole yen (multiples of 100) for JPY. The product is taken to 12 significant digits
 * first, so that 0.1-style binary fractions do not tip a half the wrong way.
 */
export function convertMinorUnits(minor: number, rate: number, targetCurrency: string): number {
  const step = 10 ** Math.max(0, 2 - fractionDigitsOf(targetCurrency));
  const exact = Number((minor * rate).toPrecision(12));
  return Math.round(exact / step) * step;
}

/** Which price a variant has in `currency` of channel `channelId` (see PriceInCurrency). */
export function priceInCurrency<P extends PriceRow>(
  prices: readonly P[],
  channelId: string | number,
  currency: string,
  defaultCurrency: string,
  settings: CurrencyPriceSettings,
): PriceInCurrency<P> {
  const inChannel = prices.filter((p) => sameId(p.channelId, channelId));
  const own = inChannel.find((p) => p.currencyCode === currency);
  if (own) return { kind: 'own', row: own };
  if (inChannel.length === 0) return { kind: 'none' };
  const base = inChannel.find((p) => p.currencyCode === defaultCurrency);
  const rate = settings.rates[currency];
  if (settings.mode === 'convert' && base && rate !== undefined) {
    return { kind: 'converted', from: defaultCurrency, price: convertMinorUnits(base.price, rate, currency) };
  }
  return { kind: 'not-sold' };
}

/** The currencies of `offered` a variant has no price of its own in, in channel `channelId`. */
export function missingPriceCurrencies(prices: readonly PriceRow[], channelId: string | number, offered: readonly string[]): string[] {
  const priced = new Set(prices.filter((p) => sameId(p.channelId, channelId)).map((p) => p.currencyCode));
  return offered.filter((c) => !priced.has(c));
}
