import type { Money, PriceRange, PriceRangeBound } from '../types';

/**
 * Vendure stores money as integers in minor units and assumes two decimal places
 * for every currency (THB and GBP here), so major units are minor / 100.
 */
export function toMoney(minor: number, currency: string): Money {
  return { value: Math.round(minor) / 100, currency };
}

/** Major units (a shopper's price filter) to the engine's minor units. */
export function toMinor(major: number): number {
  return Math.round(major * 100);
}

/**
 * Final price and regular price of one priced item. The regular price is the engine's
 * compare-at price when it is above the final price (a discount), else the final price.
 */
export function priceBound(finalMinor: number, currency: string, compareAtMinor?: number | null): PriceRangeBound {
  const regular = typeof compareAtMinor === 'number' && compareAtMinor > finalMinor ? compareAtMinor : finalMinor;
  return { final_price: toMoney(finalMinor, currency), regular_price: toMoney(regular, currency) };
}

export function priceRange(minMinor: number, maxMinor: number, currency: string): PriceRange {
  return { minimum_price: priceBound(minMinor, currency), maximum_price: priceBound(maxMinor, currency) };
}

interface PricedVariant {
  priceWithTax: number;
  compareAtPrice?: number | null;
  currencyCode: string;
  /** false: not sold in the request currency, its price of 0 left out of the range */
  soldInCurrency?: boolean;
}

function regularOf(v: PricedVariant): number {
  return Math.max(v.priceWithTax, v.compareAtPrice ?? v.priceWithTax);
}

/**
 * Range over variant prices (priceWithTax); 0 when there are no variants. Each bound is one
 * variant's final and regular price: the cheapest (or dearest) variant, and among variants of
 * the same final price the one with the highest regular price, so a discount shows.
 */
export function priceRangeOfVariants(allVariants: readonly PricedVariant[], fallbackCurrency: string): PriceRange {
  const currency = allVariants[0]?.currencyCode ?? fallbackCurrency;
  const variants = allVariants.filter((v) => v.soldInCurrency !== false);
  if (variants.length === 0) return priceRange(0, 0, currency);
  const pick = (better: (a: number, b: number) => boolean) =>
    variants.reduce((best, v) =>
      better(v.priceWithTax, best.priceWithTax) || (v.priceWithTax === best.priceWithTax && regularOf(v) > regularOf(best)) ? v : best,
    );
  const min = pick((a, b) => a < b);
  const max = pick((a, b) => a > b);
  return {
    minimum_price: priceBound(min.priceWithTax, currency, min.compareAtPrice),
    maximum_price: priceBound(max.priceWithTax, currency, max.compareAtPrice),
  };
}
