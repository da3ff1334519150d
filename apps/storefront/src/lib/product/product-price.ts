import type { Money, Personalisation, PriceRange, ProductVariant } from '@talat/commerce/types';
import { addMoney } from './money';

/** The price the product page shows for the current choice. */
export interface ShownPrice {
  final: Money;
  regular: Money;
  /** The regular price is higher: show it struck through. */
  discounted: boolean;
  /** No variant chosen and variants cost different amounts: "From {price}". */
  from: boolean;
  /** The print price is included. */
  withPrint: boolean;
}

export function shownPrice(input: {
  priceRange: PriceRange;
  variant: ProductVariant | null;
  personalisation: Personalisation | null;
  personalised: boolean;
}): ShownPrice {
  const { priceRange, variant, personalisation, personalised } = input;
  const base = variant?.price ?? priceRange.minimum_price;
  const from = !variant && priceRange.minimum_price.final_price.value !== priceRange.maximum_price.final_price.value;
  const print =
    personalised && personalisation && personalisation.price.currency === base.final_price.currency ? personalisation.price : null;
  const final = print ? addMoney(base.final_price, print) : base.final_price;
  const regular = print ? addMoney(base.regular_price, print) : base.regular_price;
  return { final, regular, discounted: regular.value > final.value, from, withPrint: print !== null };
}
