'use client';

import Link from '../link/shop-link';
import type { MouseEvent } from 'react';
import { localePath, type Locale } from '../../lib/locale/locales';
import { fillTemplate } from '../../lib/product/fill-template';
import { loadCartSidebar } from '../cart/cart-sidebar-code';
import { useCart } from '../cart/use-cart';
import { Icon } from '../icons/icon';
import { isPlainClick, ui } from './use-ui';

export interface CartLinkLabels {
  /** "Cart, no items" */
  zero: string;
  /** "Cart, 1 item" */
  one: string;
  /** "Cart, {count} items" */
  other: string;
}

/**
 * The cart icon with its item count (the accessible name says it in words). A plain click opens
 * the cart sidebar; without scripts, or with a modifier key, it is a link to the cart page.
 * The count starts from the cart cookie (server) and follows the browser's cart store.
 */
export function CartLink({ locale, count: initialCount, labels }: { locale: Locale; count: number; labels: CartLinkLabels }) {
  const { count: liveCount } = useCart();
  const count = liveCount ?? initialCount;
  const label = count === 0 ? labels.zero : count === 1 ? labels.one : fillTemplate(labels.other, { count });

  // The sidebar's code is fetched when the shopper shows an intent to open it.
  const prepare = () => void loadCartSidebar().catch(() => undefined);

  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    ui.toggle('cartSidebar');
  }

  return (
    <Link href={localePath(locale, 'cart')} className="icon-button cart-link" aria-label={label} onClick={open} onPointerEnter={prepare} onFocus={prepare} data-testid="cart-link">
      <Icon name="cart" />
      <span className="cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
