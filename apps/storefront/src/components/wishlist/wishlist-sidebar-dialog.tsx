'use client';

import Link from '../link/shop-link';
import { useState, useSyncExternalStore } from 'react';
import { accountSignInPath } from '../../lib/account/account-paths';
import { signedInInBrowser } from '../../lib/api/browser-sdk';
import { localePath, type Locale } from '../../lib/locale/locales';
import { loadWishlistLines, wishlistStore } from '../../lib/wishlist/wishlist-store';
import { Price } from '../product/price';
import { ProductImage } from '../product/product-image';
import type { WishlistSidebarWords } from './wishlist-words';
import { WishlistLineActions } from './wishlist-line-actions';
import { WISHLIST_SIDEBAR_ID } from './wishlist-sidebar-id';
import { SideDialog, useSideDialog } from '../ui/side-dialog';
import styles from './wishlist.module.css';

/**
 * The wishlist sidebar: a modal dialog opened by the `wishlistSidebar` UI toggle from the header.
 * On opening it takes focus and reads the list with its products (a guest's from the browser, a
 * customer's from their account); each line moves to the cart or leaves the list in place.
 * Escape, the close button or a click beside it close it, and focus goes back where it was.
 */
export function WishlistSidebarDialog({
  locale,
  labels,
  accountHref,
}: {
  locale: Locale;
  labels: WishlistSidebarWords;
  accountHref: string;
}) {
  const lines = useSyncExternalStore(
    wishlistStore.subscribe,
    () => wishlistStore.getState().lines,
    () => null,
  );
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const dialog = useSideDialog('wishlistSidebar', {
    onOpen: () => {
      setFailed(false);
      setMessage(null);
      setSignedIn(signedInInBrowser());
      loadWishlistLines().catch((error: unknown) => {
        console.error('The wishlist could not be loaded', error);
        setFailed(true);
      });
    },
  });

  // A removed line takes its focused button with it: focus goes to the close button, and the
  // message is read from inside the dialog (the page's notifications are behind it).
  const announce = (text: string, tone: 'success' | 'error') => {
    setMessage({ text, tone });
    if (tone === 'success') dialog.focusClose();
  };

  const { close } = dialog;
  let body;
  if (!lines) {
    body = failed ? (
      <p role="alert">{labels.loadError}</p>
    ) : (
      <p role="status" className={styles.meta}>
        {labels.loading}
      </p>
    );
  } else if (lines.length === 0) {
    body = <p data-testid="wishlist-sidebar-empty">{labels.empty}</p>;
  } else {
    body = (
      <ul className={styles.lines} aria-label={labels.list}>
        {lines.map((line) => (
          <li key={line.product.uid} className={styles.line} data-testid="wishlist-sidebar-line">
            <div className={styles.thumb}>
              <ProductImage image={line.product.thumbnail} alt="" sizes="4rem" size={160} />
            </div>
            <div>
              <Link href={localePath(locale, line.product.url_key)} onClick={close}>
                {line.product.name}
              </Link>
              <p className={styles.meta}>
                <Price money={line.product.price_range.minimum_price.final_price} locale={locale} />
              </p>
              <WishlistLineActions line={line} locale={locale} labels={labels} announce={announce} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <SideDialog
      dialog={dialog}
      id={WISHLIST_SIDEBAR_ID}
      title={labels.title}
      closeLabel={labels.close}
      actions={
        signedIn ? (
          <Link href={accountHref} className="button button--secondary" onClick={close}>
            {labels.viewAll}
          </Link>
        ) : (
          <>
            <p className={styles.meta}>{labels.guestNote}</p>
            <a href={accountSignInPath(accountHref)} className="button button--secondary">
              {labels.signIn}
            </a>
          </>
        )
      }
    >
      <p role="status" className={message?.tone === 'error' ? styles.error : styles.meta} data-testid="wishlist-sidebar-status">
        {message?.text}
      </p>
      {body}
    </SideDialog>
  );
}
