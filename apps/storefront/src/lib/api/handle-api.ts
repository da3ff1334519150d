import { CLIENT_ADDRESS_HEADER } from '@talat/service-kit/headers';
import type { z } from 'zod';
import en from '@messages/en.json';
import th from '@messages/th.json';
import { COOKIE, readCookie } from '../cookies/names';
import { DEFAULT_LOCALE, isLocale, type Locale, shopperCurrency } from '../locale/locales';
import type { CartSessionOutcome } from '../cart/cart-session';
import type { ApiErrorBody } from './contract';

/**
 * The storefront API (`/api/commerce/{method}`, `/api/cms/{method}`; spec section 7): look the
 * method up, read its JSON input (GET: the `body` query parameter; POST: the request body),
 * validate it with the contract's schema, call the backend and answer `{ data }`. Every failure
 * is `{ error: { code, message } }` with the message in the shopper's language; never a stack.
 */
export interface RequestContext {
  locale: Locale;
  currency: string;
  /** The shopper's cart session token (http-only cookie), for cart methods. */
  customerToken?: string;
  /**
   * The shopper's address as the storefront's server found it (server/main.ts sets the header on
   * every request, replacing a client's own): the backend limits some calls per client with it.
   */
  clientAddress?: string;
  /** What the call learnt about the cart session; the route turns it into cookies. */
  session?: CartSessionOutcome;
}

/**
 * Route-specific checks around a method call: `guard` may refuse before the method runs (it
 * gets the exact body text, for signatures); `context` adds to the request context; `finish`
 * may add headers (cookies) to the answer.
 */
export interface ApiHooks {
  guard?(request: Request, methodName: string, bodyText: string, method: ApiMethod): Promise<Response | null> | Response | null;
  context?(request: Request, methodName: string): Partial<RequestContext>;
  finish?(response: Response, ctx: RequestContext): void;
}

export interface ApiMethod {
  schema: z.ZodType;
  /** Changes data: refused over GET (405), so a link or an image can never trigger it. */
  postOnly?: boolean;
  run(input: never, ctx: RequestContext): Promise<unknown>;
}

export type ApiMethods = Record<string, ApiMethod>;

type ErrorKey = keyof typeof en.api.errors;
const MAX_INPUT_LENGTH = 20_000;

export function errorResponse(status: number, code: string, key: ErrorKey, locale: Locale, retryAfterSeconds?: number): Response {
  const messages = locale === 'th' ? th : en;
  const body: ApiErrorBody = { error: { code, message: messages.api.errors[key] } };
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (retryAfterSeconds !== undefined) headers['retry-after'] = String(retryAfterSeconds);
  return Response.json(body, { status, headers });
}

/** Expected backend failures carry a code (CommerceError, ContentError); anything else is a bug. */
function backendErrorCode(error: unknown): string | null {
  if (!(error instanceof Error) || !('code' in error) || typeof error.code !== 'string') return null;
  return ['CommerceError', 'ContentError'].includes(error.name) ? error.code : null;
}

export function contextFromRequest(request: Request, overrides: { locale?: unknown; currency?: unknown }): RequestContext {
  const cookieHeader = request.headers.get('cookie');
  const cookieLocale = readCookie(cookieHeader, COOKIE.locale);
  const locale = isLocale(overrides.locale) ? overrides.locale : isLocale(cookieLocale) ? cookieLocale : DEFAULT_LOCALE;
  const cookieCurrency = readCookie(cookieHeader, COOKIE.currency);
  const currency = typeof overrides.currency === 'string' ? overrides.currency : shopperCurrency(locale, cookieCurrency);
  const clientAddress = request.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined;
  return clientAddress ? { locale, currency, clientAddress } : { locale, currency };
}

/** Quantities are the one input a shopper types freely: say what is allowed. */
function invalidInputResponse(issues: readonly { path: readonly PropertyKey[] }[], locale: Locale): Response {
  const quantity = issues.some((issue) => issue.path.includes('quantity'));
  return quantity
    ? errorResponse(400, 'INVALID_QUANTITY', 'invalidQuantity', locale)
    : errorResponse(400, 'INVALID_INPUT', 'invalidInput', locale);
}

async function readInput(request: Request): Promise<{ ok: true; value: unknown; text: string } | { ok: false; text: string }> {
  let text: string;
  if (request.method === 'GET' || request.method === 'HEAD') {
    text = new URL(request.url).searchParams.get('body') ?? '{}';
  } else {
    text = await request.text();
    if (text.trim() === '') text = '{}';
  }
  if (text.length > MAX_INPUT_LENGTH) return { ok: false, text: '' };
  try {
    return { ok: true, value: JSON.parse(text), text };
  } catch {
    return { ok: false, text };
  }
}

export async function handleApiRequest(
  request: Request,
  methodName: string,
  methods: ApiMethods,
  log: Pick<Console, 'error'> = console,
  hooks: ApiHooks = {},
): Promise<Response> {
  const shopperLocale = contextFromRequest(request, {}).locale;
  if (!['GET', 'POST'].includes(request.method)) return errorResponse(405, 'METHOD_NOT_ALLOWED', 'methodNotAllowed', shopperLocale);
  const method = Object.hasOwn(methods, methodName) ? methods[methodName] : undefined;
  if (!method) return errorResponse(404, 'NOT_FOUND', 'notFound', shopperLocale);
  if (method.postOnly && request.method !== 'POST') return errorResponse(405, 'METHOD_NOT_ALLOWED', 'methodNotAllowed', shopperLocale);

  const raw = await readInput(request);
  const refused = await hooks.guard?.(request, methodName, raw.text, method);
  if (refused) return refused;
  if (!raw.ok) return errorResponse(400, 'MALFORMED_JSON', 'malformed', shopperLocale);
  const parsed = method.schema.safeParse(raw.value);
  if (!parsed.success) return invalidInputResponse(parsed.error.issues, shopperLocale);

  const input = parsed.data as { locale?: unknown; currency?: unknown };
  const ctx: RequestContext = { ...contextFromRequest(request, input), ...hooks.context?.(request, methodName) };
  try {
    const data = await method.run(input as never, ctx);
    const response = Response.json({ data: data ?? null }, { headers: { 'cache-control': 'no-store' } });
    hooks.finish?.(response, ctx);
    return response;
  } catch (error) {
    const code = backendErrorCode(error);
    if (code === 'RATE_LIMITED') {
      // The backend's own limit (per client and per account): the shopper waits, nothing broke.
      const retry = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      return errorResponse(429, code, 'tooMany', ctx.locale, retry);
    }
    log.error(`${request.method} ${new URL(request.url).pathname} failed`, error);
    if (code === 'UNREACHABLE') return errorResponse(503, code, 'unreachable', ctx.locale);
    if (code) return errorResponse(502, code, 'badGateway', ctx.locale);
    return errorResponse(500, 'INTERNAL', 'internal', ctx.locale);
  }
}
