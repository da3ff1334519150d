import type { CartItem, Money } from '@talat/commerce/types';

/** Money sums in major units without float dust (0.1 + 0.2 is 0.3). */
function money(value: number, currency: string): Money {
  return { value: Math.round(value * 100) / 100, currency };
}

export interface LineTotal {
  /** What the line costs now, tax included, after its discounts. */
  total: Money;
  /** The total before discounts when a discount applies, else null. */
  before: Money | null;
}

/** A line's row total with its discount taken off (the engine reports both parts). */
export function lineTotal(item: Pick<CartItem, 'prices'>): LineTotal {
  const { row_total_including_tax: gross, total_item_discount: discount } = item.prices;
  if (discount.value <= 0) return { total: gross, before: null };
  return { total: money(Math.max(0, gross.value - discount.value), gross.currency), before: gross };
}

/** The print price of a line's personalisation (per unit), or null when it has none or it is free. */
export function printPrice(item: Pick<CartItem, 'personalisation_options'>): Money | null {
  const options = item.personalisation_options;
  if (options.length === 0) return null;
  const sum = options.reduce((total, o) => total + o.price.value, 0);
  return sum > 0 ? money(sum, options[0]!.price.currency) : null;
}

/**
 * A gift card sold without VAT: a multi-purpose voucher, whose VAT is charged on the goods it
 * later pays for. A 0 % line of goods (an export) is not one.
 */
export function soldWithoutVat(item: Pick<CartItem, 'prices' | 'product'>): boolean {
  return item.product.kind === 'giftcard' && item.prices.tax_percent === 0;
}
