import type { Money, PriceRange, PriceRangeBound } from '../types';
import type { RawSearchPrice } from './raw-types';

/**
 * Vendure stores money as integers in minor units and assumes two decimal places
 * for every currency (THB and GBP here), so major units are minor / 100.
 */
export function toMoney(minor: number, currency: string): Money {
  return { value: Math.round(minor) / 100, currency };
}

/** Prices include tax and there is no separate "special price", so final = regular. */
export function priceBound(minor: number, currency: string): PriceRangeBound {
  return { final_price: toMoney(minor, currency), regular_price: toMoney(minor, currency) };
}

export function priceRange(minMinor: number, maxMinor: number, currency: string): PriceRange {
  return { minimum_price: priceBound(minMinor, currency), maximum_price: priceBound(maxMinor, currency) };
}

/** Range over variant prices (priceWithTax); 0 when there are no variants. */
export function priceRangeOfVariants(
  variants: readonly { priceWithTax: number; currencyCode: string }[],
  fallbackCurrency: string,
): PriceRange {
  const currency = variants[0]?.currencyCode ?? fallbackCurrency;
  if (variants.length === 0) return priceRange(0, 0, currency);
  const prices = variants.map((v) => v.priceWithTax);
  return priceRange(Math.min(...prices), Math.max(...prices), currency);
}

/** A search result's priceWithTax is a PriceRange (several variants) or a SinglePrice. */
export function priceRangeOfSearchPrice(price: RawSearchPrice, currency: string): PriceRange {
  return price.__typename === 'PriceRange'
    ? priceRange(price.min, price.max, currency)
    : priceRange(price.value, price.value, currency);
}
