import { Money } from './types';
import { money } from './facets';

/**
 * Products on sale: their regular ("compare at") price, tax included, for every variant. The
 * storefront strikes it through next to the price the shopper pays.
 */
export const COMPARE_AT_PRICES: Record<string, Money> = {
  // Last season's favourite, cleared to make room for the 2025/26 range.
  'retro-shirt-1995': money(2490, 69.99),
  'training-top-2025': money(1990, 54.99),
  'crest-hoodie': money(2190, 59.99),
  'heritage-zip-hoodie': money(2390, 64.99),
};
