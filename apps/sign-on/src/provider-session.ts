import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { UPID_COOKIE, requestCookie } from './cookies.js';
import { providerCookieOptions } from './provider.js';
import { snapshotOf, type SessionEnding } from './session-ending.js';

/**
 * The provider session outside an authorization request: the sister site's own sign-in, account
 * page and sign-out.
 *
 * oidc-provider (v7 and later) has no public "log this browser in" call; its maintainer's advice is
 * to read the session with `provider.Session.get(ctx)` on a Koa context made by
 * `provider.createContext(req, res)` (which is what the library does itself). Signing in writes a
 * session the same way the library's own `resume` step does: a fresh `Session` (new id, so a
 * fixated or stolen cookie from before is worthless), `loginAccount`, saved for the session TTL
 * through the configured adapter, and the session cookie set with the provider's signed-cookie
 * keys and the same options as the provider's (`cookies.long`). The previous session, if any, is
 * destroyed: signing on as another account is an account switch, and that session's grants are
 * left alone (the storefront notices the switch through `_sa_sso_upid` and asks again with
 * prompt=none). Any authorization request made afterwards finds this session exactly as if it
 * had been created by an interaction.
 */

function context(provider: Provider, req: IncomingMessage, res: ServerResponse) {
  return provider.createContext(req, res);
}

/** The account signed on at the provider in this browser, if any. */
export async function sessionAccountId(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<string | undefined> {
  const session = await provider.Session.get(context(provider, req, res));
  return session.accountId || undefined;
}

/** Replaces the browser's provider session with a new one for `accountId`. */
export async function startSession(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  opts: { accountId: string; ttlSeconds: number; secure: boolean },
): Promise<void> {
  const ctx = context(provider, req, res);
  const previous = await provider.Session.get(ctx);
  if (previous.exp) await previous.destroy();
  const session = new provider.Session();
  session.loginAccount({ accountId: opts.accountId, amr: ['pwd'] });
  await session.save(opts.ttlSeconds);
  ctx.cookies.set(provider.cookieName('session'), session.jti, {
    ...providerCookieOptions(opts.secure),
    maxAge: opts.ttlSeconds * 1000,
  });
}

/**
 * Ends the browser's provider session. With `ending` (the shopper signed out here), every client
 * the session signed in to loses that grant and gets a logout token with the session's `sid`
 * (session-ending.ts); without it (the shop already signed the shopper out) nothing else ends.
 */
export async function endSession(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  opts: { secure: boolean; ending?: SessionEnding },
): Promise<void> {
  const ctx = context(provider, req, res);
  const session = await provider.Session.get(ctx);
  if (session.exp) {
    await session.destroy();
    opts.ending?.signedOut(snapshotOf(session));
  }
  ctx.cookies.set(provider.cookieName('session'), null, providerCookieOptions(opts.secure));
}

/** A Cookie header without the named cookies. */
export function withoutCookies(header: string | undefined, names: readonly string[]): string {
  return (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !names.includes(part.slice(0, part.indexOf('=')).trim()))
    .join('; ');
}

/**
 * Single sign-off through the shared cookie: `_sa_sso_upid` says who is signed on across the
 * shop and the sister site. When a browser still holds a provider session but the shared cookie
 * is gone (the shop signed the shopper out, which clears it) or names someone else, that session
 * is ended here, before the provider or the account page sees it: signing out in the shop and
 * clicking "Sign in" again asks for the password instead of signing straight back in.
 */
export async function honourSharedSignOff(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  opts: { secure: boolean },
): Promise<boolean> {
  const name = provider.cookieName('session');
  if (!requestCookie(req, name)) return false;
  const accountId = await sessionAccountId(provider, req, res);
  if (!accountId || requestCookie(req, UPID_COOKIE) === accountId) return false;
  await endSession(provider, req, res, opts);
  req.headers.cookie = withoutCookies(req.headers.cookie, [name, `${name}.sig`]);
  return true;
}
