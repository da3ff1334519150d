'use client';

import { useState, type MouseEvent } from 'react';
import { signedInInBrowser } from '../../lib/api/browser-sdk';
import { localePath, type Locale } from '../../lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';
import type { Messages } from '@/i18n/messages';
import { csrfToken } from '../../lib/security/request-security.client';
import { notifications } from '../../lib/ui/notifications';
import { keepPageForSignIn } from '../app/page-before-sign-in';
import { Icon } from '../icons/icon';
import { Popover } from './popover';
import { useCookieReading } from '../layout/use-cookie-reading';
import { isPlainClick } from './use-ui';

/** The header's account words (the catalogue's `account` subtree, on every page: these keys only). */
export type AccountMenuWords = Pick<
  Messages['account'],
  'signIn' | 'accountMenu' | 'accountMenuLabel' | 'myAccount' | 'signOut' | 'signedInAs'
> & {
  errors: Pick<Messages['account']['errors'], 'unavailable' | 'signOutFailed'>;
};

function here(): string {
  return `${window.location.pathname}${window.location.search}`;
}

async function postAuth(action: 'login' | 'logout' | 'validate', body: object = {}): Promise<Record<string, unknown>> {
  // '' when it could not be fetched (logged): the request goes without it, and the server refuses it.
  const token = await csrfToken();
  const response = await fetch(`/api/auth/${action}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-csrf-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ...json, status: response.status };
}

/**
 * The header's account entry (issue: accounts and sign-on): "Sign in" for a guest (to the sister
 * site's sign-on, back to this page), an account menu (My Account, Sign out) for a customer.
 * Whether the shopper is signed in comes from the readable `s7-customer` cookie, so a page from
 * the shared cache is the same for everyone and this part follows the shopper's own request.
 */
export function AccountMenu({ locale, signedIn: initial, labels }: { locale: Locale; signedIn: boolean; labels: AccountMenuWords }) {
  // Cookies change on navigation (full loads after sign-on and sign-off).
  const signedIn = useCookieReading(() => signedInInBrowser(), initial);
  const [name, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const startHref = `/sso/cookie?start=login&return=${encodeURIComponent(`/${locale}`)}`;

  async function signIn(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const answer = await postAuth('login', { returnTo: here(), locale });
      if (answer.success === true && typeof answer.url === 'string') {
        keepPageForSignIn();
        window.location.assign(answer.url);
        return;
      }
      const message = (answer.error as { message?: string } | undefined)?.message ?? labels.errors.unavailable;
      notifications.add({ type: 'error', message });
    } catch {
      notifications.add({ type: 'error', message: labels.errors.unavailable });
    }
    setBusy(false);
  }

  async function signOut() {
    if (busy) return;
    setBusy(true);
    let failed = false;
    try {
      const answer = await postAuth('logout');
      if (answer.success !== true) {
        console.error('Logout failed');
        failed = true;
      }
    } catch (error) {
      console.error('Logout failed', error);
      failed = true;
    }
    // Still signed in (the server could not sign the shopper out, or was not reached): say so and
    // stay, rather than reload into the same signed-in page as if nothing had been asked.
    if (failed && signedInInBrowser()) {
      notifications.add({ type: 'error', message: labels.errors.signOutFailed });
      setBusy(false);
      return;
    }
    // The server cleared the cookies and left the warning for the next page (full logout).
    window.location.assign(here());
  }

  function loadName() {
    if (name !== null) return;
    postAuth('validate')
      .then((answer) => {
        const customer = answer.customer as { firstname?: string; lastname?: string } | null | undefined;
        if (customer) setName(`${customer.firstname ?? ''} ${customer.lastname ?? ''}`.trim());
        else if ((answer.error as { code?: string } | undefined)?.code === 'AUTHORIZATION')
          window.location.assign(new URL(`/${locale}`, window.location.origin).href);
      })
      .catch(() => undefined);
  }

  if (!signedIn) {
    return (
      <a href={startHref} className="icon-button account-link" onClick={signIn} aria-busy={busy || undefined} data-testid="sign-in">
        <Icon name="user" />
        <span className="account-link__text">{labels.signIn}</span>
      </a>
    );
  }
  return (
    <div onFocusCapture={loadName} onPointerEnter={loadName} data-testid="account-menu">
      <Popover
        toggleName="loginModal"
        label={labels.accountMenuLabel}
        trigger={
          <>
            <Icon name="user" />
            <span className="account-link__text">{labels.accountMenu}</span>
          </>
        }
      >
        {name ? <p className="account-menu__name">{fillTemplate(labels.signedInAs, { name })}</p> : null}
        <ul>
          <li>
            <a href={localePath(locale, 'customer')}>{labels.myAccount}</a>
          </li>
          <li>
            <button type="button" onClick={signOut} disabled={busy}>
              {labels.signOut}
            </button>
          </li>
        </ul>
      </Popover>
    </div>
  );
}
