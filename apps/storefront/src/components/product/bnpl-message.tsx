'use client';

import type { Money } from '@talat/commerce/types';
import { createElement } from 'react';
import { formatPrice } from '../../lib/format/price';
import type { Locale } from '../../lib/locale/locales';
import { bnplOffer } from '../../lib/product/bnpl';
import type { BnplSettings } from '../../lib/product/bnpl-settings';
import { fillTemplate } from '@/i18n/fill-template';
import { ConsentedScript } from '../consent/consented-script';
import styles from './product.module.css';

/**
 * Buy-now-pay-later on-site message under the price. The default provider renders the message
 * itself; another provider gets its script and its own element, with our message inside as
 * the content shown until (or unless) the provider's script upgrades the element. That script sets
 * the provider's cookies: it loads only with the shopper's consent to marketing (docs/decisions/0054).
 */
export function BnplMessage({
  amount,
  locale,
  settings,
  template,
  format = formatPrice,
}: {
  amount: Money;
  locale: Locale;
  settings: BnplSettings;
  /** "or {count} interest-free payments of {amount}" */
  template: string;
  /** How an amount is written: the product page looks it up in its price book (price-texts.ts). */
  format?: (money: Money, locale: Locale) => string;
}) {
  const offer = bnplOffer(amount, settings);
  if (!offer) return null;
  const text = fillTemplate(template, { count: offer.count, amount: format(offer.installment, locale) });
  if (settings.provider === 'default' || !settings.scriptUrl || !settings.elementName) {
    return (
      <p className={styles.bnpl} data-testid="bnpl-message">
        {text}
      </p>
    );
  }
  return (
    <div className={styles.bnpl} data-testid="bnpl-message" data-provider={settings.provider}>
      <ConsentedScript src={settings.scriptUrl} category="marketing" />
      {createElement(
        settings.elementName,
        { 'data-amount': Math.round(amount.value * 100), 'data-currency': amount.currency, 'data-locale': locale },
        text,
      )}
    </div>
  );
}
