import type { Money, Personalisation, PriceRange, ProductVariant } from '@talat/commerce/types';
import { formatPrice, type MoneyLike } from '../format/price';
import type { Locale } from '../locale/locales';
import { bnplOffer } from './bnpl';
import type { BnplSettings } from './bnpl-settings';
import { shownPrice } from './product-price';

/**
 * Prices already written in the shopper's language, by amount (issue 30). The first
 * `Intl.NumberFormat` a page makes loads the locale's number data: about 12 ms of main thread
 * on this machine, 50 ms at the mobile preset's CPU, during the product page's hydration. The
 * server writes every price the product page's choices can show, and the browser looks them up;
 * it formats only an amount that is not in the book.
 */
export type PriceTexts = Readonly<Record<string, string>>;

export const priceTextKey = (money: MoneyLike): string => `${money.currency} ${money.value}`;

/** The text of `money`: from the book when the server wrote it, else formatted here. */
export function priceText(texts: PriceTexts, money: MoneyLike, locale: Locale): string {
  return texts[priceTextKey(money)] ?? formatPrice(money, locale);
}

/** Every amount the product page shows for some choice: price, struck-through price, instalment. */
export function reachableAmounts(
  product: { price_range: PriceRange; variants: ProductVariant[]; personalisation: Personalisation | null },
  bnpl: BnplSettings,
): Money[] {
  const amounts: Money[] = [];
  for (const variant of [null, ...product.variants]) {
    for (const personalised of product.personalisation ? [false, true] : [false]) {
      const price = shownPrice({ priceRange: product.price_range, variant, personalisation: product.personalisation, personalised });
      amounts.push(price.final, price.regular);
      const offer = bnplOffer(price.final, bnpl);
      if (offer) amounts.push(offer.installment);
    }
  }
  return amounts;
}

/** The book for `amounts` in `locale` (on the server, where the formatter is warm). */
export function priceTextsOf(amounts: readonly MoneyLike[], locale: Locale): PriceTexts {
  const texts: Record<string, string> = {};
  for (const money of amounts) texts[priceTextKey(money)] ??= formatPrice(money, locale);
  return texts;
}
