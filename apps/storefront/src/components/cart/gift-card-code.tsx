'use client';

import type { AppliedGiftCard } from '@talat/commerce/types';
import { useState } from 'react';
import { changeCart } from '../../lib/cart/cart-store';
import { formatPrice } from '../../lib/format/price';
import type { Locale } from '../../lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';
import type { CartWords } from './cart-words';
import { CodeForm } from './code-form';
import { useCartChange } from './use-cart-change';
import styles from './cart.module.css';

/** What a card keeps after this order pays with it (its balance now less what it pays). */
function balanceAfter(card: AppliedGiftCard) {
  return { value: Math.max(0, Math.round((card.balance.value - card.applied_amount.value) * 100) / 100), currency: card.balance.currency };
}

/**
 * Gift cards (store config `giftcard_enabled`): apply a code (demo TALAT-GC-1000); applied cards
 * show masked, with what each pays and the balance left after this order; each can be removed.
 */
export function GiftCardCode({
  cards,
  locale,
  labels,
  captcha = false,
}: {
  cards: AppliedGiftCard[];
  locale: Locale;
  labels: Pick<CartWords, 'giftCard' | 'genericError'>;
  /** The store's `giftcard` captcha flag. */
  captcha?: boolean;
}) {
  const { busy, error, run } = useCartChange(labels.genericError);
  const [status, setStatus] = useState<string | null>(null);

  const apply = async (code: string, headers: Record<string, string>) => {
    setStatus(null);
    const ok = await run(() => changeCart('applyGiftCard', { code, locale }, locale, { headers }));
    if (ok) setStatus(labels.giftCard.applied);
    return ok;
  };
  const remove = async (card: AppliedGiftCard) => {
    setStatus(null);
    if (await run(() => changeCart('removeGiftCard', { code: card.gift_card_code, locale }, locale))) setStatus(labels.giftCard.removed);
  };

  return (
    <div className={styles.panel} data-testid="gift-card">
      <CodeForm
        id="gift-card-code"
        label={labels.giftCard.label}
        apply={labels.giftCard.apply}
        required={labels.giftCard.required}
        busy={busy}
        error={error}
        status={status}
        onApply={apply}
        captcha={{ flag: 'giftcard', on: captcha }}
      />
      {cards.length > 0 ? (
        <ul className={styles.applied} aria-label={labels.giftCard.appliedList}>
          {cards.map((card) => (
            <li key={card.gift_card_code} data-testid="applied-gift-card">
              <span>
                <strong>{card.gift_card_masked}</strong>
                <span className={styles.cardAmounts}>
                  {fillTemplate(labels.giftCard.appliedAmount, { amount: formatPrice(card.applied_amount, locale) })}
                  {' · '}
                  {fillTemplate(labels.giftCard.balanceAfter, { amount: formatPrice(balanceAfter(card), locale) })}
                </span>
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={fillTemplate(labels.giftCard.remove, { code: card.gift_card_masked })}
                disabled={busy}
                onClick={() => remove(card)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
