import type { IncomingMessage, ServerResponse } from 'node:http';
import { DATA_CONTENT_SECURITY_POLICY, isSvg, securityHeaders, setHeaders, SVG_HEADERS } from '@talat/service-kit';

export interface EngineHeaderOptions {
  /** COMMERCE_PUBLIC_URL is https: Strict-Transport-Security too. */
  https: boolean;
  /** The asset server's path (`/assets/`): its SVG files are sandboxed and downloaded. */
  assetsPath: string;
}

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
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    setHeaders(res, common);
    // Read now: a router mounted on a path (the asset server's) shortens req.url later.
    const asset = (req.url ?? '').startsWith(assets);
    beforeHead(res, () => {
      const type = res.getHeader('content-type');
      if (asset && isSvg(type)) setHeaders(res, SVG_HEADERS);
      else if (/^application\/(graphql-response\+)?json\b/i.test(String(type ?? ''))) res.setHeader('content-security-policy', DATA_CONTENT_SECURITY_POLICY);
    });
    next();
  };
}
