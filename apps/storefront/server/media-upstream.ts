import { isSvg, SVG_HEADERS } from '@talat/service-kit';

/**
 * Same-origin image delivery: `/media/assets/...` is the engine's asset server and `/media/a/...`
 * the content service's assets. Serving them from the storefront's own origin saves the
 * browser a connection to another host before the largest image of a page can load.
 * Only these two prefixes are forwarded (no open proxy), and only images come back.
 */
export interface MediaOrigins {
  commerce: string;
  content: string;
}

/** Images may change under the same URL (an admin replaces one): a day, then revalidated. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * What `/media` answers instead of an image, in both of the shop's languages: the request has
 * no page around it to know the shopper's language from.
 */
export const MEDIA_TEXT = {
  notFound: 'Image not found.\nไม่พบรูปภาพ\n',
  unavailable: 'Image unavailable. Please try again.\nไม่สามารถโหลดรูปภาพได้ โปรดลองอีกครั้ง\n',
} as const;

const SAFE_PATH = /^[A-Za-z0-9._\/-]{1,512}$/;
const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

/**
 * The upstream URL for a `/media/...` path (its segments, percent-decoded) and its query, or null
 * when it is not an asset path. A segment that decoded to a slash (`..%2Fadmin`) or a dot segment
 * would leave the media folder: refused, as is anything but plain file-name characters.
 */
export function upstreamUrl(segments: readonly string[], search: string, origins: MediaOrigins): string | null {
  const path = segments.join('/');
  if (!SAFE_PATH.test(path) || segments.some((s) => !SAFE_SEGMENT.test(s) || s === '..' || s === '.')) return null;
  const [first] = segments;
  const origin = first === 'assets' ? origins.commerce : first === 'a' ? origins.content : null;
  if (!origin) return null;
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ['w', 'h', 'format', 'q', 'preset', 'mode']) {
    const value = query.get(key);
    if (value !== null && /^[a-z0-9]{1,12}$/i.test(value)) kept.set(key, value);
  }
  const qs = kept.toString();
  return `${origin}/${path}${qs ? `?${qs}` : ''}`;
}

/**
 * The headers of an image answered from upstream. An SVG is a document a browser could open on
 * the shop's origin and run: it goes with a sandboxing policy and as an attachment (an `<img>`
 * shows it all the same).
 */
export function mediaHeaders(contentType: string, contentLength?: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    ...(contentLength ? { 'Content-Length': contentLength } : {}),
    'Cache-Control': MEDIA_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
    ...(isSvg(contentType) ? SVG_HEADERS : {}),
  };
}
