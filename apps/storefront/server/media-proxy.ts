import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { MEDIA_TEXT, mediaHeaders, upstreamUrl, type MediaOrigins } from './media-upstream';

const PREFIX = '/media/';
const TIMEOUT_MS = 10_000;
const agents = { http: new HttpAgent({ keepAlive: true, maxSockets: 64 }), https: new HttpsAgent({ keepAlive: true, maxSockets: 64 }) };

/**
 * The commerce backend's media origin (`COMMERCE_MEDIA_URL`, else the embedded engine's
 * `COMMERCE_SHOP_API_URL`) and the content service's, from the storefront's environment, or null.
 */
export function mediaOriginsFromEnv(env: NodeJS.ProcessEnv): MediaOrigins | null {
  try {
    const commerce = env.COMMERCE_MEDIA_URL || env.COMMERCE_SHOP_API_URL;
    if (!commerce || !env.CONTENT_API_URL) return null;
    return { commerce: new URL(commerce).origin, content: new URL(env.CONTENT_API_URL).origin };
  } catch {
    return null;
  }
}

function segmentsOf(pathname: string): string[] | null {
  try {
    return pathname.slice(PREFIX.length).split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
}

function answer(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

/**
 * Answers GET and HEAD for `/media/...` (same-origin images, see media-upstream.ts) by streaming
 * the engine's or the content service's answer straight through Node's HTTP client: the same
 * rules as the Next.js route (`src/app/media`), without a Next.js request per image. Returns false
 * for every other request, which then goes on to Next.js.
 */
export function proxyMedia(req: IncomingMessage, res: ServerResponse, origins: MediaOrigins): boolean {
  const [pathname = '', search = ''] = (req.url ?? '').split(/\?(.*)/s, 2);
  if (!pathname.startsWith(PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const segments = segmentsOf(pathname);
  const target = segments && upstreamUrl(segments, search ? `?${search}` : '', origins);
  if (!target) {
    answer(res, 404, MEDIA_TEXT.notFound);
    return true;
  }
  const url = new URL(target);
  const secure = url.protocol === 'https:';
  const send = (retry: boolean) => {
    const upstream = (secure ? httpsRequest : httpRequest)(url, {
      method: req.method,
      agent: secure ? agents.https : agents.http,
      timeout: TIMEOUT_MS,
      headers: { accept: 'image/*' },
    });
    upstream.on('response', (image) => {
      const type = image.headers['content-type'] ?? '';
      if ((image.statusCode ?? 500) >= 300 || !type.startsWith('image/')) {
        image.resume();
        answer(res, 404, MEDIA_TEXT.notFound);
        return;
      }
      res.writeHead(200, mediaHeaders(type, image.headers['content-length']));
      image.on('error', () => res.destroy());
      image.pipe(res);
    });
    upstream.on('timeout', () => upstream.destroy(new Error('timed out')));
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the image service closed as this request went out: ask once
      // more on a new one (a GET or HEAD may be repeated).
      if (retry && upstream.reusedSocket && !res.headersSent && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) {
        send(false);
        return;
      }
      console.warn(`media: ${url.pathname} failed: ${error.code ?? error.message}`);
      if (!res.headersSent) answer(res, 502, MEDIA_TEXT.unavailable);
      else res.destroy();
    });
    // A shopper who leaves the page stops the upstream request too.
    res.once('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end();
  };
  send(true);
  return true;
}
