import type { Cart, Money } from '@talat/commerce/types';
import { vatLines } from '../../lib/format/vat-lines';

/**
 * The rows of the cart totals (spec section 3, "Cart (full)"), in the order shown. Pure, so the
 * rules (which rows appear when) are unit-tested; CartTotals only renders them.
 */
export type TotalsRow =
  | { kind: 'subtotalExclTax' | 'subtotalInclTax' | 'grandTotal' | 'payable'; amount: Money }
  /** VAT included at one rate (lib/format/vat-lines.ts). */
  | { kind: 'tax'; rate: number; amount: Money }
  | { kind: 'discount'; label: string; amount: Money }
  | { kind: 'giftCards'; amount: Money }
  | { kind: 'loyaltyApplied'; amount: Money }
  | { kind: 'shipping'; label: string; amount: Money }
  | { kind: 'loyalty'; points: number };

export interface TotalsOptions {
  /** Store config `loyalty_balance_enabled`. */
  loyaltyEnabled: boolean;
  /** The sidebar's short form: subtotal, discounts, gift cards, grand total and to pay. */
  short?: boolean;
}

export function totalsRows(
  cart: Pick<Cart, 'prices' | 'selected_shipping_method' | 'loyalty_accrual'>,
  options: TotalsOptions,
): TotalsRow[] {
  const p = cart.prices;
  const rows: TotalsRow[] = [];
  if (!options.short) rows.push({ kind: 'subtotalExclTax', amount: p.subtotal_excluding_tax });
  rows.push({ kind: 'subtotalInclTax', amount: p.subtotal_including_tax });
  if (!options.short) {
    for (const vat of vatLines(p.applied_taxes)) rows.push({ kind: 'tax', rate: vat.rate, amount: vat.amount });
  }
  for (const discount of p.discounts) {
    if (discount.amount.value !== 0) rows.push({ kind: 'discount', label: discount.label, amount: discount.amount });
  }
  const shipping = cart.selected_shipping_method;
  if (shipping && !options.short)
    rows.push({ kind: 'shipping', label: shipping.method_title || shipping.carrier_title, amount: p.shipping_including_tax });
  const giftCards = p.giftcard_amount.value > 0;
  if (giftCards) rows.push({ kind: 'giftCards', amount: p.giftcard_amount });
  rows.push({ kind: 'grandTotal', amount: p.grand_total });
  // Points pay like gift cards do: after the grand total, leaving what is still to pay.
  const points = p.applied_loyalty_balance.applied_balance.value > 0;
  if (points) rows.push({ kind: 'loyaltyApplied', amount: p.applied_loyalty_balance.applied_balance });
  if (giftCards || points) rows.push({ kind: 'payable', amount: p.payable_total });
  const earned = cart.loyalty_accrual.reduce((sum, a) => sum + a.points, 0);
  if (options.loyaltyEnabled && cart.loyalty_accrual.length > 0 && earned > 0) rows.push({ kind: 'loyalty', points: earned });
  return rows;
}
