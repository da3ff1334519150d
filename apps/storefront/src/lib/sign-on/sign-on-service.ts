import type { CommerceConnector, SignOnClaims } from '@talat/commerce';
import type { CommerceContext } from '@talat/commerce/types';
import en from '@messages/en/account.json';
import th from '@messages/th/account.json';
import { CART_SESSION_COOKIE, readSessionToken } from '../cart/cart-session';
import { COOKIE } from '../cookies/names';
import type { Locale } from '../locale/locales';
import type { NewNotification } from '../ui/notifications';
import {
  AUTH_COOKIE,
  AUTHENTICATED,
  clearClientStateCookies,
  clearFlowCookie,
  clearSignOnCookies,
  flowCookie,
  groupKeyCookie,
  signedInCookies,
  type CookieSettings,
} from './sign-on-cookies';
import { codeChallengeOf, decodeFlow, encodeFlow, newFlow, type AuthFlow, type FlowMode } from './sign-on-flow';
import { isSignOnError, SignOnError, signOnClaimsOf, type OidcClient, type TokenSet } from './oidc-client';
import { localeOfPath, safeReturnPath } from './return-path';
import { sealingKey } from './sealing';
import { createSessionRegistry, type LogoutTarget, type SessionRegistry, type SignOnRecord } from './session-registry';
import { createSharedRefresh, type SharedRefresh } from './shared-refresh';
import { MemorySignOnStore } from './sign-on-store';
import { attemptFailureMessage, signOnOutcome, type AttemptKind, type AttemptResult } from './sign-on-check';

/**
 * The sign-on's server side (spec sections 4 and 7): starting an authorization, finishing it on
 * /sso/cookie (code exchange, ID token check, the engine's sign-in with the guest's session so
 * the carts merge), refreshing tokens, the group key and the full logout. Each step answers the
 * Set-Cookie values it wants and where to go; route handlers and the proxy apply them.
 *
 * Sessions that end (issue 28): every sign-on and refresh is recorded in the session registry
 * (the provider session and account -> the engine session and refresh token), so a logout token
 * from the provider ends them (`endSessions`) and the next page of an ended session is a full
 * logout without asking the provider (`isRevoked`, `endedLogout`). Refresh tokens rotate on every
 * use, so one refresh per token is shared by every request and process (shared-refresh.ts).
 */
export interface SignOnDeps {
  oidc: OidcClient;
  connector: CommerceConnector;
  cookies: CookieSettings;
  /** HMAC key of the flow cookie; the sign-on store's sealing key is derived from it. */
  secret: string;
  /** The process's session registry and shared refreshes (sign-on-instance.ts); default: this service's memory. */
  sessions?: SessionRegistry;
  refreshes?: SharedRefresh;
  log?: Pick<Console, 'warn' | 'error'>;
}

/** Reads one cookie of the incoming request. */
export type CookieReader = (name: string) => string | undefined;

export interface StepResult {
  setCookies: string[];
  /** Where the browser goes next (a redirect), when the step decides it. */
  location?: string;
}

export function accountMessages(locale: Locale) {
  return (locale === 'th' ? th : en).account;
}

export function loggedInFlash(locale: Locale): NewNotification {
  return { type: 'success', message: accountMessages(locale).loggedIn };
}

export function loggedOutFlash(locale: Locale): NewNotification {
  return { type: 'warning', message: accountMessages(locale).loggedOut };
}

function statusOf(error: unknown): number {
  if (isSignOnError(error)) return error.status;
  if (error instanceof Error && error.name === 'CommerceError') return 503;
  return 500;
}

/** The postauth page finishes the navigation to the return path. */
export function postAuthPath(returnTo: string): string {
  const locale = localeOfPath(returnTo);
  return `/${locale}/sso/postauth?to=${encodeURIComponent(returnTo)}`;
}

export function createSignOnService(deps: SignOnDeps) {
  const log = deps.log ?? console;
  const shop = (locale: Locale, currency: string, customerToken?: string): CommerceContext => ({ locale, currency, customerToken });
  /** Refreshes under way, by refresh token: a page and its prefetches share one (the cookies too). */
  const refreshing = new Map<string, Promise<StepResult & { result: AttemptResult }>>();
  const { sessions, refreshes } = sessionParts(deps);

  /** Records a sign-on in the registry; a failure there never fails the sign-on. */
  async function remember(record: SignOnRecord): Promise<void> {
    try {
      await sessions.record(record);
    } catch (error) {
      log.warn('Failed to record the sign-on session', error instanceof Error ? error.message : error);
    }
  }

  /** The engine sign-in with a verified ID token and its claims, then the customer's (merged) cart. */
  async function engineSignIn(
    tokens: TokenSet,
    claims: SignOnClaims & { sid?: string },
    guestToken: string | undefined,
    locale: Locale,
    currency: string,
    flash: boolean,
    /** The shopper's address: the engine limits sign-ins per client (docs/decisions/0030). */
    clientAddress?: string,
  ) {
    const { sid, ...signOnClaims } = claims;
    const { sub } = signOnClaims;
    const signIn = await deps.connector.signIn(
      { ...shop(locale, currency, guestToken), ...(clientAddress ? { clientAddress } : {}) },
      { idToken: tokens.idToken, claims: signOnClaims },
    );
    if (!signIn.ok) throw new SignOnError(401, 'The commerce engine refused the ID token');
    const { sessionToken, customer } = signIn.value;
    await remember({ sub, sid, sessionToken, refreshToken: tokens.refreshToken });
    let cart = null;
    try {
      cart = (await deps.connector.getCart(shop(locale, currency, sessionToken))).cart;
    } catch (error) {
      log.warn('Failed to load the customer cart after sign-on', error);
    }
    return signedInCookies(
      {
        userId: sub,
        refreshToken: tokens.refreshToken,
        accessToken: tokens.accessToken,
        accessTokenTtl: tokens.expiresIn,
        sessionToken,
        groupKey: customer.group_key,
        cart,
        flash: flash ? loggedInFlash(locale) : undefined,
      },
      deps.cookies,
    );
  }

  /** Server logout: revoke the refresh token, end the engine session. Never throws. */
  async function serverLogout(cookie: CookieReader, locale: Locale, currency: string): Promise<boolean> {
    let ok = true;
    const refreshToken = cookie(COOKIE.refreshToken);
    const session = readSessionToken(cookie(CART_SESSION_COOKIE));
    if (refreshToken) {
      try {
        await deps.oidc.revoke(refreshToken);
      } catch (error) {
        ok = false;
        log.error('Failed to logout on server', error);
      }
    }
    if (session && cookie(COOKIE.customer) === AUTHENTICATED) {
      try {
        ok = (await deps.connector.signOut(shop(locale, currency, session))).success && ok;
      } catch (error) {
        ok = false;
        log.error('Failed to logout on server', error);
      }
    }
    return ok;
  }

  /** The full logout of spec section 4: server logout, cookies and cart cleared, the warning for the next page. */
  async function fullLogout(cookie: CookieReader, locale: Locale, currency: string): Promise<{ success: boolean; setCookies: string[] }> {
    const success = await serverLogout(cookie, locale, currency);
    return { success, setCookies: clearSignOnCookies(deps.cookies, loggedOutFlash(locale)) };
  }

  /**
   * The full logout of a session the provider ended (a logout token): the cookies cleared with the
   * warning, without asking the provider (the grant is revoked there) or the engine (the session
   * was ended when the logout token came).
   */
  function endedLogout(locale: Locale): string[] {
    return clearSignOnCookies(deps.cookies, loggedOutFlash(locale));
  }

  /** Whether the request's engine session or refresh token belongs to a session the provider ended. */
  async function isRevoked(cookie: CookieReader): Promise<boolean> {
    const sessionToken = readSessionToken(cookie(CART_SESSION_COOKIE));
    const refreshToken = cookie(COOKIE.refreshToken) || undefined;
    if (!sessionToken && !refreshToken) return false;
    try {
      return await sessions.isRevoked({ sessionToken, refreshToken });
    } catch (error) {
      log.warn('Failed to read the revoked sign-on sessions', error instanceof Error ? error.message : error);
      return false;
    }
  }

  /** What a failed attempt leads to (the outcome table of sign-on-check.ts). */
  async function failed(kind: AttemptKind, status: number, cookie: CookieReader, locale: Locale, currency: string): Promise<string[]> {
    const outcome = signOnOutcome(kind, { ok: false, status });
    if (outcome === 'full-logout') return (await fullLogout(cookie, locale, currency)).setCookies;
    if (outcome === 'clear-client-state') return clearClientStateCookies(deps.cookies);
    return clearSignOnCookies(deps.cookies);
  }

  async function refreshOnce(
    refreshToken: string,
    cookie: CookieReader,
    locale: Locale,
    currency: string,
    expectedUserId?: string,
    clientAddress?: string,
  ): Promise<StepResult & { result: AttemptResult }> {
    if (await isRevoked(cookie)) {
      log.warn('SSO token refresh refused: the sign-on session was ended at the sign-on service');
      return { result: { ok: false, status: 401 }, setCookies: endedLogout(locale) };
    }
    try {
      // One refresh for every request with this (about to be rotated) token, in every process.
      const { tokens, ...claims } = await refreshes.run(refreshToken, async () => {
        const fresh = await deps.oidc.refresh(refreshToken);
        const verified = await deps.oidc.verifyIdToken(fresh.idToken);
        return { tokens: fresh, ...signOnClaimsOf(verified), ...(verified.sid ? { sid: verified.sid } : {}) };
      });
      const userId = expectedUserId ?? cookie(COOKIE.ssoToken);
      if (userId && claims.sub !== userId) throw new SignOnError(401, 'The refreshed ID token is for another user');
      const session = readSessionToken(cookie(CART_SESSION_COOKIE));
      const customer =
        session && cookie(COOKIE.customer) === AUTHENTICATED ? await deps.connector.getCustomer(shop(locale, currency, session)) : null;
      if (session && customer) {
        // The same engine session now goes with the rotated refresh token.
        await remember({ sub: claims.sub, sid: claims.sid, sessionToken: session, refreshToken: tokens.refreshToken });
        const setCookies = signedInCookies(
          {
            userId: claims.sub,
            refreshToken: tokens.refreshToken,
            accessToken: tokens.accessToken,
            accessTokenTtl: tokens.expiresIn,
            groupKey: customer.group_key,
          },
          deps.cookies,
        );
        return { result: { ok: true }, setCookies };
      }
      // No customer session (cleared after a provider failure): sign in to the engine again.
      return { result: { ok: true }, setCookies: await engineSignIn(tokens, claims, session, locale, currency, false, clientAddress) };
    } catch (e) {
      const status = statusOf(e);
      log.warn(attemptFailureMessage('refresh-tokens'), e instanceof Error ? e.message : e);
      return { result: { ok: false, status }, setCookies: await failed('refresh-tokens', status, cookie, locale, currency) };
    }
  }

  return {
    fullLogout,
    isRevoked,
    endedLogout,

    /**
     * A logout token from the provider (backchannel-logout.ts): the sessions it names are ended at
     * the engine and their tokens revoked, so their next page is signed out. Answers how many
     * engine sessions were ended; an engine that fails is logged, never fatal.
     */
    async endSessions(target: LogoutTarget): Promise<number> {
      const tokens = await sessions.end(target);
      await Promise.all(
        tokens.map(async (token) => {
          try {
            // The locale and currency do not matter to a sign-out.
            const out = await deps.connector.signOut(shop('en', 'GBP', token));
            if (!out.success) log.warn('The engine did not end a session the sign-on service ended');
          } catch (error) {
            log.error('Failed to end an engine session the sign-on service ended', error instanceof Error ? error.message : error);
          }
        }),
      );
      return tokens.length;
    },

    /** Starts an authorization request: the provider URL and the flow cookie. */
    async start(input: { mode: FlowMode; returnTo: unknown; locale: Locale }): Promise<{ url: string; setCookies: string[] }> {
      const returnTo = safeReturnPath(input.returnTo, input.locale);
      const flow = newFlow({ mode: input.mode, returnTo, locale: input.locale });
      const url = await deps.oidc.authorizationUrl({
        state: flow.state,
        nonce: flow.nonce,
        codeChallenge: codeChallengeOf(flow.verifier),
        locale: flow.locale,
        prompt: input.mode === 'login' ? undefined : 'none',
      });
      return { url, setCookies: [flowCookie(encodeFlow(flow, deps.secret), deps.cookies)] };
    },

    /** /sso/cookie: the provider's answer to an authorization request. */
    async complete(
      query: URLSearchParams,
      cookie: CookieReader,
      currency: string,
      clientAddress?: string,
    ): Promise<StepResult & { result: AttemptResult; flow: AuthFlow | null }> {
      const flow = decodeFlow(cookie(AUTH_COOKIE.flow), deps.secret);
      const clearFlow = clearFlowCookie(deps.cookies);
      if (!flow || query.get('state') !== flow.state) {
        // No pending request of this browser, or another one's answer: refuse it.
        log.warn('Sign-on answer refused: unknown or mismatched state');
        const locale = flow?.locale ?? 'en';
        return { flow, result: { ok: false, status: 400 }, setCookies: [clearFlow], location: `/${locale}` };
      }
      const { locale, returnTo, mode } = flow;
      const kind: AttemptKind | null = mode === 'login' ? null : mode;
      const fail = async (status: number): Promise<StepResult & { result: AttemptResult; flow: AuthFlow }> => {
        if (kind) log.warn(attemptFailureMessage(kind));
        const setCookies = kind ? await failed(kind, status, cookie, locale, currency) : [];
        return { flow, result: { ok: false, status }, setCookies: [clearFlow, ...setCookies], location: returnTo };
      };
      const error = query.get('error');
      if (error) {
        // login_required and the like: a 4xx; the provider's own trouble: a 5xx.
        return fail(error === 'server_error' || error === 'temporarily_unavailable' ? 503 : 400);
      }
      const code = query.get('code');
      if (!code || code.length > 2000) return fail(400);
      try {
        const tokens = await deps.oidc.exchangeCode(code, flow.verifier);
        const verified = await deps.oidc.verifyIdToken(tokens.idToken, { nonce: flow.nonce });
        const claims = { ...signOnClaimsOf(verified), ...(verified.sid ? { sid: verified.sid } : {}) };
        // Switching account starts the new customer without the previous one's cart.
        const wasCustomer = cookie(COOKIE.customer) === AUTHENTICATED;
        const guestToken = mode === 'switch-account' || wasCustomer ? undefined : readSessionToken(cookie(CART_SESSION_COOKIE));
        const setCookies = await engineSignIn(tokens, claims, guestToken, locale, currency, true, clientAddress);
        return { flow, result: { ok: true }, setCookies: [clearFlow, ...setCookies], location: postAuthPath(returnTo) };
      } catch (e) {
        log.error(kind ? attemptFailureMessage(kind) : 'Sign-on failed', e instanceof Error ? e.message : e);
        return fail(statusOf(e));
      }
    },

    /**
     * Refreshes the provider's tokens with the refresh token (case 2 with an expired access
     * token, and POST /api/auth/refresh). The refreshed ID token must be for `expectedUserId`.
     * The engine session is kept when it is still the customer's, else signed in again.
     */
    async refresh(
      cookie: CookieReader,
      locale: Locale,
      currency: string,
      expectedUserId?: string,
      clientAddress?: string,
    ): Promise<StepResult & { result: AttemptResult }> {
      const refreshToken = cookie(COOKIE.refreshToken);
      if (!refreshToken)
        return { result: { ok: false, status: 401 }, setCookies: await failed('refresh-tokens', 401, cookie, locale, currency) };
      const running = refreshing.get(refreshToken);
      if (running) return running;
      const attempt = refreshOnce(refreshToken, cookie, locale, currency, expectedUserId, clientAddress).finally(() => {
        // Kept a moment, so requests that left together with the same (old) cookies share it.
        setTimeout(() => refreshing.delete(refreshToken), 5000).unref?.();
      });
      refreshing.set(refreshToken, attempt);
      return attempt;
    },

    /** The customer group key of the session's customer (null for a guest). */
    async group(cookie: CookieReader, locale: Locale, currency: string): Promise<{ groupKey: string | null; setCookies: string[] }> {
      const session = readSessionToken(cookie(CART_SESSION_COOKIE));
      const customer = session ? await deps.connector.getCustomer(shop(locale, currency, session)) : null;
      if (!customer) return { groupKey: null, setCookies: [] };
      return { groupKey: customer.group_key, setCookies: [groupKeyCookie(customer.group_key, deps.cookies)] };
    },

    /** Failure outcome of an attempt that could not even start (the provider unreachable). */
    failed,
  };
}

export type SignOnService = ReturnType<typeof createSignOnService>;

/** The registry and shared refreshes given, or this service's own in memory. */
function sessionParts(deps: SignOnDeps): { sessions: SessionRegistry; refreshes: SharedRefresh } {
  if (deps.sessions && deps.refreshes) return { sessions: deps.sessions, refreshes: deps.refreshes };
  const store = new MemorySignOnStore();
  const key = sealingKey(deps.secret);
  return {
    sessions: deps.sessions ?? createSessionRegistry({ store, key }),
    refreshes: deps.refreshes ?? createSharedRefresh({ store, key }),
  };
}
