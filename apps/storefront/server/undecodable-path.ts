import type { IncomingMessage, ServerResponse } from 'node:http';

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

const NOT_FOUND = {
  error: {
    code: 'NOT_FOUND',
    // Both languages: which one the shopper reads is not known without reading further.
    message: 'This service does not exist. / ไม่มีบริการนี้',
  },
};

/** Answers an API request whose path cannot be decoded; false for anything else. */
export function refuseUndecodableApiPath(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/';
  if (!(url.startsWith('/api/') || url.startsWith('/sso/')) || !hasUndecodablePath(url)) return false;
  res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(NOT_FOUND));
  return true;
}
