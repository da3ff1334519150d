import { TalatProductVariantFields } from './types';

/**
 * The regular price to strike through for a currency: the variant's compare-at price in that
 * currency when it is above the price the shopper pays (tax included), otherwise null.
 */
export function compareAtPriceFor(
  fields: Partial<TalatProductVariantFields> | null | undefined,
  currencyCode: string,
  priceWithTax: number,
): number | null {
  const code = currencyCode.toUpperCase();
  const value = code === 'THB' ? fields?.compareAtPriceThb : code === 'GBP' ? fields?.compareAtPriceGbp : null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return value > priceWithTax ? value : null;
}
