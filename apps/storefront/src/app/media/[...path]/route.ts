import { MEDIA_TEXT, mediaHeaders, upstreamUrl } from '@server/media-upstream';
import { getEnv } from '@/lib/config/env.server';

function mediaText(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

type Context = { params: Promise<{ path: string[] }> };

/**
 * Same-origin images (server/media-upstream.ts) under `next dev`, or when Next.js runs without
 * the storefront's own server: that server answers them itself (server/media-proxy.ts).
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { path } = await params;
  const env = getEnv();
  const target = upstreamUrl(path, new URL(request.url).search, {
    commerce: new URL(env.COMMERCE_MEDIA_URL ?? env.COMMERCE_SHOP_API_URL).origin,
    content: new URL(env.CONTENT_API_URL).origin,
  });
  if (!target) return mediaText(404, MEDIA_TEXT.notFound);
  let upstream: Response;
  try {
    upstream = await fetch(target, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
  } catch {
    return mediaText(502, MEDIA_TEXT.unavailable);
  }
  const type = upstream.headers.get('content-type') ?? '';
  if (!upstream.ok || !type.startsWith('image/')) return mediaText(404, MEDIA_TEXT.notFound);
  return new Response(upstream.body, { headers: mediaHeaders(type) });
}
