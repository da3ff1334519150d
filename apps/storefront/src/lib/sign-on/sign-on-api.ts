import { z } from 'zod';
import { CART_SESSION_COOKIE, readSessionToken } from '../cart/cart-session';
import { COOKIE, readCookie } from '../cookies/names';
import { contextFromRequest } from '../api/handle-api';
import type { Locale } from '../locale/locales';
import type { RateLimiter } from '../security/rate-limit';
import type { CommerceConnector } from '@talat/commerce';
import { AUTHENTICATED } from './sign-on-cookies';
import { accountMessages, type SignOnService } from './sign-on-service';

/**
 * The app server's sign-on endpoints (spec section 7), all POST with `x-csrf-token`:
 * - login    {returnTo?}           -> {success, url}: the provider's sign-on page for this shopper
 * - redirect {returnTo?}           -> {success, url}: a silent sign-on (prompt=none)
 * - validate {}                    -> {success, isLoggedIn, customer}
 * - refresh  {tokenpayload, referer: null} -> {success}
 * - group    (no body)             -> {success, group}: sets the group key cookie
 * - logout   {}                    -> {success}: the server side of the full logout
 * Failures are `{ success: false, error: { code, message } }`, the message in the shopper's
 * language; never a 5xx for bad input.
 */
export type AuthAction = 'login' | 'redirect' | 'validate' | 'refresh' | 'group' | 'logout';

const returnSchema = z.object({ returnTo: z.string().max(2000).optional(), locale: z.enum(['en', 'th']).optional() }).strict();
const schemas: Record<AuthAction, z.ZodType> = {
  login: returnSchema,
  redirect: returnSchema,
  validate: z.object({}).strict(),
  refresh: z.object({ tokenpayload: z.string().min(1).max(200), referer: z.null().optional() }).strict(),
  group: z.object({}).strict(),
  logout: z.object({}).strict(),
};

export function isAuthAction(name: string): name is AuthAction {
  return Object.hasOwn(schemas, name);
}

type ErrorKey = keyof ReturnType<typeof accountMessages>['errors'];

export function authError(status: number, code: string, key: ErrorKey, locale: Locale, headers: HeadersInit = {}): Response {
  const body = { success: false, error: { code, message: accountMessages(locale).errors[key] } };
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

function answer(body: object, setCookies: string[] = []): Response {
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const c of setCookies) headers.append('set-cookie', c);
  return Response.json(body, { headers });
}

async function readBody(request: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await request.text().catch(() => null);
  if (text === null || text.length > 10_000) return { ok: false };
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export interface AuthApiDeps {
  service: SignOnService;
  connector: CommerceConnector;
  csrf: (request: Request) => Response | null;
  limiter: RateLimiter;
  address: (request: Request) => string;
  log?: Pick<Console, 'error' | 'warn'>;
}

export async function handleAuthRequest(request: Request, action: string, deps: AuthApiDeps): Promise<Response> {
  const { locale, currency } = contextFromRequest(request, {});
  if (!isAuthAction(action)) return authError(404, 'NOT_FOUND', 'invalidInput', locale);
  if (request.method !== 'POST') return authError(405, 'METHOD_NOT_ALLOWED', 'methodNotAllowed', locale, { allow: 'POST' });
  const refused = deps.csrf(request);
  if (refused) return refused;
  if (!(await deps.limiter.hit(`${action}:${deps.address(request)}`)))
    return authError(429, 'TOO_MANY_REQUESTS', 'tooMany', locale, { 'retry-after': '60' });
  const body = await readBody(request);
  if (!body.ok) return authError(400, 'MALFORMED_JSON', 'malformed', locale);
  const parsed = schemas[action].safeParse(body.value);
  if (!parsed.success) return authError(400, 'INVALID_INPUT', 'invalidInput', locale);
  const input = parsed.data as { returnTo?: string; locale?: Locale; tokenpayload?: string };
  const cookieHeader = request.headers.get('cookie');
  const cookie = (name: string) => readCookie(cookieHeader, name);
  const log = deps.log ?? console;

  try {
    switch (action) {
      case 'login':
      case 'redirect': {
        const start = await deps.service.start({
          mode: action === 'login' ? 'login' : 'refresh',
          returnTo: input.returnTo,
          locale: input.locale ?? locale,
        });
        return answer({ success: true, url: start.url }, start.setCookies);
      }
      case 'validate': {
        const session = readSessionToken(cookie(CART_SESSION_COOKIE));
        const flagged = cookie(COOKIE.customer) === AUTHENTICATED;
        const customer = session && flagged ? await deps.connector.getCustomer({ locale, currency, customerToken: session }) : null;
        if (flagged && !customer && cookie(COOKIE.refreshToken)) {
          // The engine no longer knows this customer's session (spec section 4, authorization error).
          const out = await deps.service.fullLogout(cookie, locale, currency);
          return answer(
            {
              success: false,
              isLoggedIn: false,
              customer: null,
              error: { code: 'AUTHORIZATION', message: accountMessages(locale).loggedOut },
            },
            out.setCookies,
          );
        }
        const view = customer && {
          firstname: customer.firstname,
          lastname: customer.lastname,
          email: customer.email,
          group_key: customer.group_key,
        };
        return answer({ success: true, isLoggedIn: !!customer, customer: view ?? null });
      }
      case 'refresh': {
        const userId = cookie(COOKIE.ssoUserId);
        if (!userId || userId !== input.tokenpayload) return authError(401, 'NOT_SIGNED_IN', 'notSignedIn', locale);
        const out = await deps.service.refresh(cookie, locale, currency, input.tokenpayload, deps.address(request));
        if (out.result.ok) return answer({ success: true }, out.setCookies);
        const status = out.result.status >= 500 ? 503 : 401;
        const res = authError(status, status === 503 ? 'UNAVAILABLE' : 'REFRESH_FAILED', status === 503 ? 'unavailable' : 'failed', locale);
        for (const c of out.setCookies) res.headers.append('set-cookie', c);
        return res;
      }
      case 'group': {
        const out = await deps.service.group(cookie, locale, currency);
        if (!out.groupKey) return authError(401, 'NOT_SIGNED_IN', 'notSignedIn', locale);
        return answer({ success: true, group: out.groupKey }, out.setCookies);
      }
      case 'logout': {
        const out = await deps.service.fullLogout(cookie, locale, currency);
        return answer({ success: out.success }, out.setCookies);
      }
    }
  } catch (error) {
    log.error(`POST /api/auth/${action} failed`, error instanceof Error ? error.message : error);
    return authError(503, 'UNAVAILABLE', 'unavailable', locale);
  }
}
