'use client';

import Link from '../link/shop-link';
import type { MouseEvent } from 'react';
import { loadWishlistSidebar } from '../wishlist/wishlist-sidebar-code';
import { Icon } from '../icons/icon';
import { isPlainClick, ui } from './use-ui';

/**
 * The header's heart: a plain click opens the wishlist sidebar; without scripts, or with a
 * modifier key, it is a link to My Account's wishlist page.
 */
export function WishlistLink({ href, label }: { href: string; label: string }) {
  const prepare = () => void loadWishlistSidebar().catch(() => undefined);
  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    ui.toggle('wishlistSidebar');
  }
  return (
    <Link
      href={href}
      className="icon-button"
      aria-label={label}
      onClick={open}
      onPointerEnter={prepare}
      onFocus={prepare}
      data-testid="wishlist-link"
      prefetch={false}
    >
      <Icon name="heart" />
    </Link>
  );
}
