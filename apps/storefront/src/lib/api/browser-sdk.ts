import { createSdk } from '@talat/sdk';
import { AUTHENTICATED } from '../sign-on/sign-on-cookies';
import { COOKIE } from '../cookies/names';

/** Signed in: the readable `s7-customer` cookie says so (lib/sign-on/sign-on-cookies.ts). */
export function signedInInBrowser(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').includes(`${COOKIE.customer}=${AUTHENTICATED}`);
}

/**
 * After a server authorization error (401 AUTHORIZATION, lib/sign-on/authorization-error.ts) the
 * server has logged the shopper out; the browser goes to the locale home.
 */
const authorizationAware: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (response.status === 401 && typeof window !== 'undefined') {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { error?: { code?: string } } | null;
    if (body?.error?.code === 'AUTHORIZATION') {
      const locale = window.location.pathname.split('/')[1] === 'th' ? 'th' : 'en';
      window.location.assign(new URL(`/${locale}`, window.location.origin).href);
    }
  }
  return response;
};

/** The storefront API client of client components: authenticated calls carry the user context (spec section 6). */
export const browserSdk = createSdk({ authenticated: signedInInBrowser, fetch: authorizationAware });
