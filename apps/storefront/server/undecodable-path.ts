import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { cookieLanguage } from './locale-cookie';

/**
 * Next.js answers 500 when a route parameter cannot be percent-decoded (`/api/cms/%ff`). Pages
 * get the shopper's 404 page from the proxy (src/proxy.ts); the API routes and `/sso/cookie`,
 * which the proxy does not see, get a 404 in JSON here, before Next.js is asked.
 */
export function hasUndecodablePath(url: string | undefined): boolean {
  const path = (url ?? '/').split('?')[0] ?? '/';
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** `api.errors.notFound` of each message catalogue, as the API routes answer it. */
export function notFoundMessages(storefrontDir: string): Record<string, string> {
  const read = (locale: string) =>
    JSON.parse(readFileSync(join(storefrontDir, 'messages', `${locale}.json`), 'utf8')).api.errors.notFound as string;
  return { en: read('en'), th: read('th') };
}

/**
 * Answers an API request whose path cannot be decoded, in the language of the shopper's locale
 * cookie (English without one, the default locale); false for anything else.
 */
export function refuseUndecodableApiPath(req: IncomingMessage, res: ServerResponse, messages: Record<string, string>): boolean {
  const url = req.url ?? '/';
  if (!(url.startsWith('/api/') || url.startsWith('/sso/')) || !hasUndecodablePath(url)) return false;
  const locale = cookieLanguage(req.headers.cookie) ?? 'en';
  res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: messages[locale] } }));
  return true;
}
