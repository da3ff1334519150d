import { createSdk } from '@talat/sdk';
import { COOKIE } from '../cookies/names';

/** Signed in: the readable `s7-customer` cookie says so (lib/auth/auth-cookies.ts). */
export function signedInInBrowser(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').includes(`${COOKIE.customer}=authenticated`);
}

/** The storefront API client of client components: authenticated calls carry the user context (spec section 6). */
export const browserSdk = createSdk({ authenticated: signedInInBrowser });
