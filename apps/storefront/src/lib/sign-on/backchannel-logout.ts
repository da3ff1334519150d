import { z } from 'zod';
import type { RateLimiter } from '../security/rate-limit';
import { rememberJtiUntil, type LogoutClaims } from './logout-token';
import { tokenHash } from './sealing';
import type { LogoutTarget } from './session-registry';
import type { SignOnStore } from './sign-on-store';
import { readBounded } from '../api/read-bounded';
import { clientAddress } from '../security/rate-limit';

/**
 * POST /api/sign-on/backchannel-logout: the provider's OpenID Connect Back-Channel Logout 1.0
 * request (server to server, so no CSRF token; the logout token's signature is the proof). The
 * shopper signed out at the sister site, reset their password, or a rotated refresh token was
 * reused: the provider posts `logout_token=<JWT>` (form-encoded) and the shop ends the sessions it
 * names (session-registry.ts), so their next page is signed out.
 *
 * Answers (section 2.8, never cached): 200 once the sessions are ended; 400
 * `{ error: 'invalid_request' }` for a missing, bad or replayed token, or when the logout could not
 * be completed; 429 past the rate limit per client address (`x-talat-client-address`, which the
 * storefront's server sets from the connection).
 */
export interface BackchannelDeps {
  /** Verifies the logout token (oidc-client.ts `verifyLogoutToken`): SignOnError 400 or 503. */
  verify: (token: string) => Promise<LogoutClaims>;
  /** True the first time a token's `jti` is seen (remembered until the token is refused anyway). */
  firstUse: (claims: LogoutClaims) => Promise<boolean>;
  /** Forgets a `jti`, so that the provider may send a token again whose logout failed here. */
  forget: (claims: LogoutClaims) => Promise<void>;
  endSessions: (target: LogoutTarget) => Promise<number>;
  limiter: RateLimiter;
  log?: Pick<Console, 'warn' | 'error' | 'info'>;
}

const MAX_BODY_BYTES = 16 * 1024;
const formSchema = z.object({
  logout_token: z
    .string()
    .min(1)
    .max(8192)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/),
});

/** The `jti` records of one store: `talat:so:jti:<hash>`, kept until the token would be refused anyway. */
export function jtiRecords(store: SignOnStore, now: () => number = Date.now) {
  const keyOf = (claims: LogoutClaims) => `talat:so:jti:${tokenHash('jti', claims.jti)}`;
  return {
    firstUse: (claims: LogoutClaims) => store.putNew(keyOf(claims), '1', Math.max(1000, rememberJtiUntil(claims) - now())),
    forget: (claims: LogoutClaims) => store.delete([keyOf(claims)]),
  };
}

function answer(status: number, body?: object, headers: Record<string, string> = {}): Response {
  const init = { status, headers: { 'cache-control': 'no-store', ...headers } };
  return body ? Response.json(body, init) : new Response(null, init);
}

const refused = (description: string) => answer(400, { error: 'invalid_request', error_description: description });

export async function handleBackchannelLogout(request: Request, deps: BackchannelDeps): Promise<Response> {
  const log = deps.log ?? console;
  const address = clientAddress(request);
  if (!(await deps.limiter.hit(address))) return answer(429, { error: 'too_many_requests' }, { 'retry-after': '60' });
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? ''))
    return refused('a form-encoded logout_token is expected');
  const text = await readBounded(request, MAX_BODY_BYTES).catch(() => null);
  if (text === null) return refused('the request body is too large or unreadable');
  const form = new URLSearchParams(text);
  const parsed = formSchema.safeParse({ logout_token: form.getAll('logout_token').length === 1 ? form.get('logout_token') : undefined });
  if (!parsed.success) return refused('one logout_token is expected');

  let claims: LogoutClaims;
  try {
    claims = await deps.verify(parsed.data.logout_token);
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    log.warn('Back-channel logout refused', error instanceof Error ? error.message : error);
    return refused(status === 503 ? 'the logout token could not be verified' : 'the logout token is invalid');
  }
  if (!(await deps.firstUse(claims))) {
    log.warn('Back-channel logout refused: a logout token used before');
    return refused('the logout token was used before');
  }
  try {
    const ended = await deps.endSessions({ sub: claims.sub, sid: claims.sid });
    log.info(
      `Back-channel logout: ${ended} shop session(s) ended (${claims.sid ? 'one provider session' : 'every session of the account'})`,
    );
    return answer(200);
  } catch (error) {
    log.error('Back-channel logout failed', error instanceof Error ? error.message : error);
    await deps.forget(claims).catch(() => {});
    return refused('the logout could not be completed');
  }
}
