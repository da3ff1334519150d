/**
 * The sign-on check of spec section 4, as a pure state machine: `decideSignOnCheck` picks the
 * case from what the request carries, `signOnOutcome` says what follows from the attempt's
 * result. The proxy applies both (proxy.ts, lib/sign-on/apply-check.ts).
 *
 * Cases:
 * 1. sign-on user id cookie and a stored sign-on token that differs: account switch.
 * 2. user id cookie and refresh token: logged in (the access token refreshed when expired).
 * 3. user id cookie, no refresh token: attempt token refresh (a silent sign-on).
 * 4. no user id cookie, but logged in or a refresh token: full logout; otherwise a guest.
 */
export interface SignOnCheckInput {
  /** Path with its locale prefix. */
  pathname: string;
  /** The request's query has a `tokenpayload` parameter. */
  hasTokenPayload: boolean;
  /** `_sa_sso_upid`: the sister site's signed-on user id. */
  userId: string | undefined;
  /** `s7-sso-token`: the user id this shop signed on with. */
  ssoToken: string | undefined;
  hasRefreshToken: boolean;
  /** `s7-customer` says authenticated. */
  isLoggedIn: boolean;
  /** The access token cookie is still there (it lives as long as the token). */
  hasAccessToken: boolean;
}

/**
 * `refresh-tokens`: case 2 with an expired access token, refreshed with the refresh token
 * (server to server). `refresh`: case 3, a silent sign-on at the provider (prompt=none).
 */
export type SignOnCase = 'skip' | 'switch-account' | 'logged-in' | 'refresh-tokens' | 'refresh' | 'full-logout' | 'guest';

/** Pages the check never runs on (spec section 4), after the locale prefix. */
const SKIPPED = new Set(['sso/postauth', 'checkout/secure', 'checkout/shipping', 'checkout/payment', 'checkout/thank-you']);

export function isSkippedPath(pathname: string): boolean {
  const rest = pathname.split('/').filter(Boolean).slice(1).join('/');
  return SKIPPED.has(rest);
}

export function decideSignOnCheck(input: SignOnCheckInput): SignOnCase {
  if (input.hasTokenPayload || isSkippedPath(input.pathname)) return 'skip';
  if (input.userId) {
    if (input.ssoToken && input.ssoToken !== input.userId) return 'switch-account';
    if (input.hasRefreshToken) return input.hasAccessToken ? 'logged-in' : 'refresh-tokens';
    return 'refresh';
  }
  if (input.isLoggedIn || input.hasRefreshToken) return 'full-logout';
  return 'guest';
}

/** How an attempt (re-authentication or refresh) ended. */
export type AttemptResult = { ok: true } | { ok: false; status: number };

/**
 * What the shop does next:
 * - `signed-in`: mark logged in, set the customer group, (switch: clear the cart id) load the
 *   customer's cart, navigate to the current path, show 'Successfully logged in.'.
 * - `clear-client-state`: the shopper browses as a guest; the sign-on cookies stay (5xx on a switch).
 * - `clear-cookies`: the shop's sign-on cookies and the client state go, without a server logout.
 * - `full-logout`: the full logout of section 4 (server logout, cookies, cart, warning, navigate).
 */
export type SignOnOutcome = 'signed-in' | 'clear-client-state' | 'clear-cookies' | 'full-logout';

export type AttemptKind = 'switch-account' | 'refresh' | 'refresh-tokens';

export function signOnOutcome(kind: AttemptKind, result: AttemptResult): SignOnOutcome {
  if (result.ok) return 'signed-in';
  if (result.status === 401 || result.status === 403) return 'full-logout';
  // 5xx: the provider is having trouble; keep the cookies to try again later, browse as a guest.
  if (result.status >= 500) return 'clear-client-state';
  // A switch that failed otherwise clears the client state; a refresh clears the cookies too.
  return kind === 'switch-account' ? 'clear-client-state' : 'clear-cookies';
}

/** The log line of a failed attempt (spec section 8). */
export function attemptFailureMessage(kind: AttemptKind): string {
  return kind === 'switch-account' ? 'Auto re-authentication failed' : 'SSO token refresh failed';
}
