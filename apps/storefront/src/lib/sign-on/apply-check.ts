import { COOKIE } from '../cookies/names';
import { type Locale, shopperCurrency } from '../locale/locales';
import { AUTH_COOKIE, AUTHENTICATED } from './sign-on-cookies';
import { decideSignOnCheck, type SignOnCase } from './sign-on-check';
import type { CookieReader, SignOnService } from './sign-on-service';

/**
 * The sign-on check on a page request (spec section 4), run by the proxy: the case from the
 * request's cookies (sign-on-check.ts), then what it leads to:
 * - nothing to do (guest, logged in, skipped pages): `{ kind: 'continue' }`;
 * - a session the provider ended (a logout token reached the shop, session-registry.ts): the
 *   full logout with a redirect to the same page, without asking the provider. Looked up (once,
 *   in memory or Redis) only for requests that would go on signed in or refresh their tokens;
 *   the refresh looks it up itself (sign-on-service.ts), so /api/auth/refresh does too;
 * - account switch or a silent sign-on: a redirect to /sso/cookie, which asks the provider;
 * - an expired access token: refreshed here, server to server; the page renders with the new cookies;
 * - full logout, or a failed refresh: cookies set and a redirect to the same page.
 */
export type CheckAction = { kind: 'continue'; setCookies: string[] } | { kind: 'redirect'; location: string; setCookies: string[] };

export interface PageRequest {
  pathname: string;
  search: string;
  searchParams: URLSearchParams;
  locale: Locale;
  cookie: CookieReader;
  /** The shopper's address as the storefront's server found it (for the engine's sign-in limits). */
  clientAddress?: string;
}

export function signOnCase(request: PageRequest): SignOnCase {
  const { cookie } = request;
  return decideSignOnCheck({
    pathname: request.pathname,
    hasTokenPayload: request.searchParams.has('tokenpayload'),
    userId: cookie(COOKIE.ssoUserId) || undefined,
    ssoToken: cookie(COOKIE.ssoToken) || undefined,
    hasRefreshToken: !!cookie(COOKIE.refreshToken),
    isLoggedIn: cookie(COOKIE.customer) === AUTHENTICATED,
    hasAccessToken: !!cookie(AUTH_COOKIE.accessToken),
  });
}

/** Whether a request may carry sign-on state at all (a guest without any skips every call). */
export function hasSignOnCookies(cookie: CookieReader): boolean {
  return [COOKIE.ssoUserId, COOKIE.ssoToken, COOKIE.refreshToken, COOKIE.customer, AUTH_COOKIE.accessToken].some((n) => !!cookie(n));
}

export async function applySignOnCheck(request: PageRequest, service: SignOnService): Promise<CheckAction> {
  const { cookie, locale } = request;
  if (!hasSignOnCookies(cookie)) return { kind: 'continue', setCookies: [] };
  const current = `${request.pathname}${request.search}`;
  const currencyCookie = cookie(COOKIE.currency);
  const currency = shopperCurrency(locale, currencyCookie);
  const found = signOnCase(request);
  // A failed attempt less than 10 s ago: browse on as a guest rather than ask again.
  const guarded = !!cookie(AUTH_COOKIE.retry);
  switch (found) {
    case 'skip':
    case 'guest':
      return { kind: 'continue', setCookies: [] };
    case 'logged-in':
      if (await service.isRevoked(cookie)) return { kind: 'redirect', location: current, setCookies: service.endedLogout(locale) };
      return { kind: 'continue', setCookies: [] };
    case 'switch-account':
    case 'refresh': {
      if (guarded) return { kind: 'continue', setCookies: [] };
      const query = new URLSearchParams({ start: found, return: current });
      return { kind: 'redirect', location: `/sso/cookie?${query.toString()}`, setCookies: [] };
    }
    case 'refresh-tokens': {
      // Guarded: the client state was cleared (no engine session); the refresh after the guard checks.
      if (guarded) return { kind: 'continue', setCookies: [] };
      const out = await service.refresh(cookie, locale, currency, undefined, request.clientAddress);
      if (out.result.ok) return { kind: 'continue', setCookies: out.setCookies };
      return { kind: 'redirect', location: current, setCookies: out.setCookies };
    }
    case 'full-logout': {
      const out = await service.fullLogout(cookie, locale, currency);
      return { kind: 'redirect', location: current, setCookies: out.setCookies };
    }
  }
}
