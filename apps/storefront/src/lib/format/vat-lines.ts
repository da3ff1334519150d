import type { CartTax, Money } from '@talat/commerce/types';
import { fillTemplate } from '@/i18n/fill-template';
import { addMoney } from '../product/money';

/** The VAT a cart or order includes at one rate. */
export interface VatLine {
  /** Percent, e.g. 7. */
  rate: number;
  amount: Money;
}

/**
 * The taxes a cart or order includes, one line per rate, in the order the backend gave them.
 * The shop's taxes are VAT (Thailand 7 %, United Kingdom 20 %), and a shopper reads them as
 * such: the backend's tax names ("Thailand VAT 7%", Vendure's "shipping tax") are the
 * merchant's, in English only, so the line is written from the rate in the shopper's language
 * and the goods' and the delivery's VAT at the same rate make one line. Taxes of nothing are
 * left out.
 */
export function vatLines(taxes: readonly CartTax[]): VatLine[] {
  const lines: VatLine[] = [];
  for (const tax of taxes) {
    if (tax.amount.value === 0) continue;
    const same = lines.find((line) => line.rate === tax.rate && line.amount.currency === tax.amount.currency);
    if (same) same.amount = addMoney(same.amount, tax.amount);
    else lines.push({ rate: tax.rate, amount: tax.amount });
  }
  return lines;
}

/** A VAT line's label: the catalogue's `checkout.summary.tax` ("Includes VAT {rate}%") filled with the rate. */
export function vatLabel(template: string, rate: number): string {
  return fillTemplate(template, { rate: Math.round(rate * 100) / 100 });
}
