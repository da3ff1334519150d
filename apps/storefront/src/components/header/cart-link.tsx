'use client';

import Link from '../link/shop-link';
import type { MouseEvent } from 'react';
import { cartCountOfCookie } from '../../lib/cart/cookie-count';
import { COOKIE, readCookie } from '../../lib/cookies/names';
import { localePath, type Locale } from '../../lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';
import type { Messages } from '@/i18n/messages';
import { loadCartSidebar } from '../cart/cart-sidebar-code';
import { useCart } from '../cart/use-cart';
import { Icon } from '../icons/icon';
import { useCookieReading } from '../layout/use-cookie-reading';
import { isPlainClick, ui } from './use-ui';

/** The cart link's name: the header's `cart` text, a plural of `{count}`. */
export type CartLinkWords = Pick<Messages['header'], 'cart'>;

/**
 * The cart icon with its item count (the accessible name says it in words). A plain click opens
 * the cart sidebar; without scripts, or with a modifier key, it is a link to the cart page.
 * The count follows the browser's cart store once a call has told it; until then it is the
 * readable cart cookie's (`s7-cart`), read in the browser: a kept page is the same for every
 * shopper (docs/decisions/0036) and shows each one their own count. The server's count (the
 * cookie of a page rendered per request, 0 on a kept page) is what the HTML says before scripts.
 */
export function CartLink({ locale, count: serverCount, labels }: { locale: Locale; count: number; labels: CartLinkWords }) {
  const { count: liveCount } = useCart();
  // The cookie changes with the store (every cart call answers with it), which then holds the count.
  const cookieCount = useCookieReading((cookies) => cartCountOfCookie(readCookie(cookies, COOKIE.cart)), serverCount);
  const count = liveCount ?? cookieCount;
  const label = fillTemplate(labels.cart, { count });

  // The sidebar's code is fetched when the shopper shows an intent to open it.
  const prepare = () => void loadCartSidebar().catch(() => undefined);

  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    ui.toggle('cartSidebar');
  }

  return (
    <Link
      href={localePath(locale, 'cart')}
      className="icon-button cart-link"
      aria-label={label}
      onClick={open}
      onPointerEnter={prepare}
      onFocus={prepare}
      data-testid="cart-link"
    >
      <Icon name="cart" />
      <span className="cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
