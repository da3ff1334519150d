'use client';

import type { CartItem } from '@talat/commerce/types';
import type { Locale } from '../../lib/locale/locales';
import type { CartLineWords } from './cart-words';
import { CartLine } from './cart-line';
import styles from './cart.module.css';

/**
 * The cart's lines as a list named for what it is ("Items in your cart"). On the cart page the
 * first line's image is the page's largest content on a phone: it loads at once, at high priority.
 */
export function CartLines({
  items,
  locale,
  labels,
  label,
  compact = false,
  onRemoved,
}: {
  items: CartItem[];
  locale: Locale;
  labels: CartLineWords;
  label: string;
  compact?: boolean;
  onRemoved?: () => void;
}) {
  return (
    <ul className={styles.lines} aria-label={label} data-testid="cart-lines">
      {items.map((item, index) => (
        <CartLine
          key={item.uid}
          item={item}
          locale={locale}
          labels={labels}
          compact={compact}
          priorityImage={!compact && index === 0}
          onRemoved={onRemoved}
        />
      ))}
    </ul>
  );
}
