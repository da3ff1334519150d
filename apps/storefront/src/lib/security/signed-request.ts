import { contextFromRequest, errorResponse } from '../api/handle-api';
import { readCookie } from '../cookies/names';
import { checkCsrf, CSRF_COOKIE } from './csrf';
import { hmacHex, safeEqual, sha256Hex } from './crypto';
import { forbiddenResponse } from './messages';
import { RedisReplayStore } from './redis-replay-store';
import { MemoryReplayStore, type ReplayStore } from './replay-store';

/**
 * Signed requests (spec section 7): before creating a cart the browser POSTs the JSON body it
 * is about to send to `/api/sign-request` (with `x-csrf-token`) and adds the answer's
 * `x-hmac-signature` and `x-hmac-timestamp` headers to the cart call, which sends the very same
 * body text. The signature is hex HMAC-SHA256 with SIGN_REQUEST_SECRET over
 * `<timestamp> + "." + hex(sha256(body)) + "." + <browser>`, where the timestamp is milliseconds
 * since the epoch and `browser` is the secret half of the browser's CSRF cookie (`s7-csrf`, which
 * both calls carry). Binding the signature to the browser means a signature works only from the
 * browser it was issued to, and two shoppers who sign the same body in the same millisecond get
 * different signatures (the replay store is keyed by signature: without the binding, the second
 * one's cart creation was refused as a replay under load).
 * `verifySignedRequest` accepts a correct signature within 5 minutes of its timestamp, once.
 *
 * Pure (secret and clock are parameters); `security.server.ts` binds them to the environment.
 */
export const SIGNATURE_HEADER = 'x-hmac-signature';
export const TIMESTAMP_HEADER = 'x-hmac-timestamp';
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;
/** Largest body `/api/sign-request` signs (characters). */
export const MAX_SIGNED_BODY = 20_000;

const SIGNATURE = /^[0-9a-f]{64}$/;
const TIMESTAMP = /^[0-9]{1,15}$/;

/** The process's replay store (see replay-store.ts for several processes). */
// Shared by every storefront process in the scaled profile (REDIS_URL), else this process's memory.
export const defaultReplayStore: ReplayStore = process.env.REDIS_URL
  ? new RedisReplayStore(process.env.REDIS_URL)
  : new MemoryReplayStore();

export function signatureFor(secret: string, timestamp: string, body: string, browser: string): string {
  return hmacHex(secret, `${timestamp}.${sha256Hex(body)}.${browser}`);
}

export function signRequest({ body, browser, secret, now = Date.now() }: { body: string; browser: string; secret: string; now?: number }): {
  signature: string;
  timestamp: string;
} {
  const timestamp = String(Math.floor(now));
  return { signature: signatureFor(secret, timestamp, body, browser), timestamp };
}

/** The browser a request comes from, for the signature: its CSRF cookie's secret half ('' when it has none). */
function browserOf(request: Request): string {
  return readCookie(request.headers.get('cookie'), CSRF_COOKIE) ?? '';
}

export type SignatureFailure = 'missing' | 'malformed' | 'expired' | 'forged' | 'replayed';
export type SignatureCheck = { ok: true } | { ok: false; reason: SignatureFailure };

export interface VerifySignedRequestInput {
  /** The exact body text that was signed and sent. */
  body: string;
  /** The sending browser's CSRF cookie value (see the file's comment). */
  browser: string;
  signature: string | null | undefined;
  timestamp: string | null | undefined;
  /** Milliseconds since the epoch. */
  now: number;
  secret: string;
  /** Default: the process's in-memory store. */
  store?: ReplayStore;
  windowMs?: number;
}

/**
 * Checks, in order: both headers present, well-formed, the timestamp within the window (either
 * side of `now`), the signature correct (constant-time), and not seen before. Only a verified
 * signature is recorded, until its window ends, so forgeries cannot fill the store.
 */
export async function verifySignedRequest(input: VerifySignedRequestInput): Promise<SignatureCheck> {
  const { body, browser, signature, timestamp, now, secret, store = defaultReplayStore, windowMs = SIGNATURE_WINDOW_MS } = input;
  if (!signature || !timestamp) return { ok: false, reason: 'missing' };
  if (!SIGNATURE.test(signature) || !TIMESTAMP.test(timestamp) || typeof body !== 'string' || typeof browser !== 'string')
    return { ok: false, reason: 'malformed' };
  const signedAt = Number(timestamp);
  if (Math.abs(now - signedAt) > windowMs) return { ok: false, reason: 'expired' };
  if (!safeEqual(signature, signatureFor(secret, timestamp, body, browser))) return { ok: false, reason: 'forged' };
  const first = await store.claim(signature, signedAt + windowMs, now);
  return first ? { ok: true } : { ok: false, reason: 'replayed' };
}

/**
 * For the signed call (cart creation): reads the two headers of `request`, verifies them against
 * the body text the caller read, and answers null (verified) or the 403
 * `{ error: { code: 'SIGNATURE', message } }` in the shopper's language.
 */
export async function verifySignedRequestHeaders(
  request: Request,
  body: string,
  options: { secret: string; now?: number; store?: ReplayStore },
): Promise<Response | null> {
  const check = await verifySignedRequest({
    body,
    browser: browserOf(request),
    signature: request.headers.get(SIGNATURE_HEADER),
    timestamp: request.headers.get(TIMESTAMP_HEADER),
    now: options.now ?? Date.now(),
    secret: options.secret,
    store: options.store,
  });
  return check.ok ? null : forbiddenResponse(request, 'SIGNATURE');
}

/**
 * POST /api/sign-request: needs a valid `x-csrf-token` (else 403 CSRF); the body must be JSON
 * of at most MAX_SIGNED_BODY characters (else 400 MALFORMED_JSON). Answers `{}` with the
 * `x-hmac-signature` and `x-hmac-timestamp` headers, never cached.
 */
export async function handleSignRequest(
  request: Request,
  options: { csrfSecret: string; signSecret: string; now?: number },
): Promise<Response> {
  const { locale } = contextFromRequest(request, {});
  if (request.method !== 'POST') {
    const response = errorResponse(405, 'METHOD_NOT_ALLOWED', 'methodNotAllowed', locale);
    response.headers.set('allow', 'POST');
    return response;
  }
  if (!checkCsrf(request, options.csrfSecret).ok) return forbiddenResponse(request, 'CSRF');
  const body = await request.text();
  if (body.length > MAX_SIGNED_BODY || !isJson(body)) return errorResponse(400, 'MALFORMED_JSON', 'malformed', locale);
  const { signature, timestamp } = signRequest({ body, browser: browserOf(request), secret: options.signSecret, now: options.now });
  return Response.json({}, { headers: { 'cache-control': 'no-store', [SIGNATURE_HEADER]: signature, [TIMESTAMP_HEADER]: timestamp } });
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
