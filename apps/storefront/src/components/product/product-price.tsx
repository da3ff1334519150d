'use client';

import type { Messages } from '@/i18n/messages';
import type { Money } from '@talat/commerce/types';
import { fillTemplate } from '@/i18n/fill-template';
import type { Locale } from '../../lib/locale/locales';
import type { BnplSettings } from '../../lib/product/bnpl-settings';
import { priceText } from '../../lib/product/price-texts';
import { shownPrice } from '../../lib/product/product-price';
import { BnplMessage } from './bnpl-message';
import { Price } from './price';
import { useProductSelection } from './product-selection';
import styles from './product.module.css';

/** The price's words of the catalogue's `product` subtree (`from` with `{price}`, `bnpl` with `{count}` and `{amount}`). */
export type PriceWords = Pick<
  Messages['product'],
  'price' | 'from' | 'nowPrice' | 'wasPrice' | 'withPrint' | 'bnpl' | 'priceConverted' | 'notSoldIn'
>;

/**
 * The price of the current choice (variant, print) in the shopper's currency; when discounted
 * the regular price is struck through and both are named for screen readers ("Now", "Was").
 */
export function ProductPrice({ locale, labels, bnpl }: { locale: Locale; labels: PriceWords; bnpl: BnplSettings }) {
  const { product, variant, personalised, priceTexts } = useProductSelection();
  const write = (money: Money) => priceText(priceTexts, money, locale);
  const price = shownPrice({ priceRange: product.price_range, variant, personalisation: product.personalisation, personalised });
  const [fromBefore = '', fromAfter = ''] = labels.from.split('{price}');
  // A variant not sold in this currency (its siblings are): no price, a word instead.
  if (variant && !variant.sold_in_currency) {
    return (
      <div className={styles.priceBlock}>
        <p className={styles.notSoldVariant} aria-live="polite" data-testid="variant-not-sold">
          {fillTemplate(labels.notSoldIn, { currency: price.final.currency })}
        </p>
      </div>
    );
  }
  const convertedFrom = variant ? variant.price_converted_from : product.price_converted_from;
  return (
    <div className={styles.priceBlock}>
      <p className={styles.price} aria-live="polite" aria-atomic="true">
        <span className="sr-only">{price.discounted ? labels.nowPrice : labels.price}: </span>
        {price.from ? fromBefore : null}
        <Price money={price.final} locale={locale} text={write(price.final)} testId="product-price" />
        {price.from ? fromAfter : null}
        {price.discounted ? (
          <s className={styles.regularPrice}>
            <span className="sr-only">{labels.wasPrice}: </span>
            <Price
              money={price.regular}
              locale={locale}
              text={write(price.regular)}
              className="price price--regular"
              testId="regular-price"
            />
          </s>
        ) : null}
        {price.withPrint ? <span className={styles.priceNote}> {labels.withPrint}</span> : null}
      </p>
      {convertedFrom ? (
        <p className={styles.convertedNote} data-testid="price-converted">
          {fillTemplate(labels.priceConverted, { currency: convertedFrom })}
        </p>
      ) : null}
      <BnplMessage amount={price.final} locale={locale} settings={bnpl} template={labels.bnpl} format={write} />
    </div>
  );
}
