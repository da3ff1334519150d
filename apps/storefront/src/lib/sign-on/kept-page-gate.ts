import { HANDOVER } from '@server/shared-names';
import { DEFAULT_LOCALE, isLocale } from '../locale/locales';
import { hasSignOnCookies, signOnCase } from './apply-check';
import { getSignOn } from './sign-on-instance';
import type { CookieReader } from './sign-on-service';

/**
 * Whether the sign-on check of spec section 4 would let a page request through untouched
 * (docs/decisions/0036): a guest, a skipped page, or a signed-in shopper whose session was not
 * ended. Then the storefront server may answer the kept page's bytes itself, as it does for
 * anyone else: the page is the same for every shopper, and the browser fills in their own count,
 * trail and account menu. Any other case (an access token to refresh, an account switch, a
 * session to end) goes to Next.js, whose proxy runs the whole check (apply-check.ts).
 */
export interface GateRequest {
  pathname: string;
  search: string;
  cookie: CookieReader;
}

export type SignOnGate = (request: GateRequest) => Promise<boolean>;

export const signOnLetsKeptPageThrough: SignOnGate = async ({ pathname, search, cookie }) => {
  if (!hasSignOnCookies(cookie)) return true;
  const first = pathname.split('/')[1];
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  const found = signOnCase({ pathname, search, searchParams: new URLSearchParams(search), locale, cookie });
  if (found === 'skip' || found === 'guest') return true;
  if (found !== 'logged-in') return false;
  return !(await getSignOn().isRevoked(cookie));
};

/** Where the storefront server (server/front-pages.ts) finds the gate: it is compiled apart from the app. */
export const SIGN_ON_GATE = HANDOVER.signOnGate;

/** Hands the gate to the storefront server; called once when the app starts (instrumentation.ts). */
export function registerSignOnGate(): void {
  (globalThis as { [SIGN_ON_GATE]?: SignOnGate })[SIGN_ON_GATE] = signOnLetsKeptPageThrough;
}
