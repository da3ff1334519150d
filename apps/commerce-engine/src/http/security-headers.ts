import type { IncomingMessage, ServerResponse } from 'node:http';
import { DATA_CONTENT_SECURITY_POLICY, isSvg, securityHeaders, setHeaders, SVG_HEADERS } from '@talat/service-kit';

export interface EngineHeaderOptions {
  /** COMMERCE_PUBLIC_URL is https: Strict-Transport-Security too. */
  https: boolean;
  /** The asset server's path (`/assets/`): its SVG files are sandboxed and downloaded. */
  assetsPath: string;
  /** The admin UI's path (`/admin/`): its pages run its own script files and nothing else. */
  adminPath?: string;
}

/**
 * The admin UI's pages: Angular's script files from the engine's origin, no inline script (its
 * index has none), inline styles (its components set them), pictures from the asset server.
 * `'unsafe-eval'`: the admin's translation compiler (messageformat) makes its messages into
 * functions from strings; the admin is for staff behind a login and shows no shopper's content.
 */
export const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Runs `decide` just before the response's head is written, when its status and content type
 * are known (Express, Nest and the asset server all end in `writeHead`).
 */
function beforeHead(res: ServerResponse, decide: () => void): void {
  const writeHead = res.writeHead;
  let done = false;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!done) {
      done = true;
      // writeHead(status, headers) may bring the content type itself.
      const headers = args.find((a, i) => i > 0 && a && typeof a === 'object' && !Array.isArray(a)) as Record<string, unknown> | undefined;
      const type = headers && Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type');
      if (type && !res.hasHeader('content-type')) res.setHeader('content-type', String(type[1]));
      decide();
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

/**
 * Security headers on every answer of the engine (APIs, admin, assets, errors, health): the
 * kit's set (framing by the same origin only: the admin UI frames itself), the data policy on
 * JSON answers, and the SVG policy with `Content-Disposition: attachment` on SVG assets.
 */
export function engineSecurityHeaders(options: EngineHeaderOptions) {
  const common = securityHeaders({ https: options.https, frames: 'sameorigin' });
  const assets = `/${options.assetsPath.replace(/^\/+|\/+$/g, '')}/`;
  const admin = `/${(options.adminPath ?? 'admin').replace(/^\/+|\/+$/g, '')}`;
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    setHeaders(res, common);
    // Read now: a router mounted on a path (the asset server's) shortens req.url later.
    const path = (req.url ?? '').split('?')[0] ?? '';
    const asset = path.startsWith(assets);
    const adminPage = path === admin || path.startsWith(`${admin}/`);
    beforeHead(res, () => {
      // Express names itself on every answer: a stranger learns nothing of the stack from us.
      res.removeHeader('x-powered-by');
      const type = String(res.getHeader('content-type') ?? '');
      if (asset && isSvg(type)) setHeaders(res, SVG_HEADERS);
      else if (/^application\/(graphql-response\+)?json\b/i.test(type))
        res.setHeader('content-security-policy', DATA_CONTENT_SECURITY_POLICY);
      // A page of the engine's own (the test card challenge) brings its policy; any other page
      // is the admin's, or an error page that runs nothing.
      else if (/^text\/html\b/i.test(type) && !res.hasHeader('content-security-policy')) {
        res.setHeader('content-security-policy', adminPage ? ADMIN_CONTENT_SECURITY_POLICY : DATA_CONTENT_SECURITY_POLICY);
      }
    });
    next();
  };
}
