import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress, normaliseAddress, type TrustProxy } from '@talat/service-kit';
import { CLIENT_ADDRESS_HEADER, SHOP_API_FORBIDDEN_BODY, SHOP_KEY_HEADER } from './constants';

type HeaderValue = string | string[] | undefined;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether a request's `x-talat-shop-key` is the shop key, compared in constant time (both sides
 * hashed first, so neither the key's length nor its first differing byte shows in the timing).
 */
export function shopKeyMatches(sent: HeaderValue, key: string): boolean {
  const value = Array.isArray(sent) ? sent[0] : sent;
  if (!value || !key) return false;
  return timingSafeEqual(digest(value), digest(key));
}

/**
 * Express middleware for the Shop API path: a request without the right key is answered 403
 * with a GraphQL-shaped error and goes no further.
 */
export function requireShopKey(key: string) {
  const body = JSON.stringify(SHOP_API_FORBIDDEN_BODY);
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (shopKeyMatches(req.headers[SHOP_KEY_HEADER], key)) {
      next();
      return;
    }
    res.writeHead(403, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    });
    res.end(body);
  };
}

/**
 * The shopper a request comes from, for per-client limits: the storefront's
 * `x-talat-client-address` when the request carries the valid shop key (the storefront's server
 * found it from the connection or a trusted proxy), else the connection's own address, through
 * the proxies TRUST_PROXY names.
 */
export function requestClient(req: IncomingMessage, key: string, trust: TrustProxy): string {
  if (shopKeyMatches(req.headers[SHOP_KEY_HEADER], key)) {
    const sent = req.headers[CLIENT_ADDRESS_HEADER];
    const told = normaliseAddress(Array.isArray(sent) ? sent[0] : sent);
    if (told) return told;
  }
  return clientAddress(req.socket?.remoteAddress, req.headers['x-forwarded-for'], trust);
}
