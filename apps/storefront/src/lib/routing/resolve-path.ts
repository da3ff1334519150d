import { isLocale } from '../locale/locales';

/**
 * Path resolution rules of spec section 2, as a pure function of the request path.
 * `reserved`: a shop route of its own (home, cart, checkout steps), never resolved;
 * `invalid`: malformed, answered as not found without asking any backend;
 * `resolve`: the path to hand to the commerce route resolver (locale and `cp/` or `p/` stripped).
 */
export type PathDecision = { kind: 'reserved'; path: string } | { kind: 'invalid'; reason: string } | { kind: 'resolve'; path: string };

export const RESERVED_PATHS = ['', 'cart', 'checkout', 'checkout/secure', 'checkout/shipping', 'checkout/payment'] as const;
export const MAX_PATH_LENGTH = 512;
/** `/{lang}/404`: its own route that only renders the not-found page (the proxy sends malformed paths there). */
export const NOT_FOUND_SEGMENT = '404';

const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
const PREFIXES = new Set(['cp', 'p']);

/** Accepts a path (`/en/kits/home-kit`) or catch-all segments (`['kits', 'home-kit']`), encoded or not. */
export function classifyPath(input: string | readonly string[]): PathDecision {
  const raw = typeof input === 'string' ? input : input.join('/');
  if (raw.length > MAX_PATH_LENGTH) return { kind: 'invalid', reason: 'too long' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { kind: 'invalid', reason: 'bad escape' };
  }
  if (decoded.length > MAX_PATH_LENGTH) return { kind: 'invalid', reason: 'too long' };
  if (CONTROL_CHARS.test(decoded)) return { kind: 'invalid', reason: 'control character' };
  if (decoded.includes('\\') || decoded.includes('%')) return { kind: 'invalid', reason: 'bad character' };

  const trimmed = decoded.replace(/^\/+|\/+$/g, '');
  const segments = trimmed === '' ? [] : trimmed.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return { kind: 'invalid', reason: 'bad segment' };

  if (segments[0] !== undefined && isLocale(segments[0])) segments.shift();
  const withoutLocale = segments.join('/');
  if ((RESERVED_PATHS as readonly string[]).includes(withoutLocale)) return { kind: 'reserved', path: withoutLocale };

  if (segments[0] !== undefined && PREFIXES.has(segments[0])) segments.shift();
  if (segments.length === 0) return { kind: 'invalid', reason: 'empty' };
  return { kind: 'resolve', path: segments.join('/') };
}

/** Content-service stories that are parts of other pages, never pages of their own. */
const INTERNAL_STORIES = new Set(['global', 'home', 'cart', 'checkout']);

export function isContentPageSlug(slug: string): boolean {
  return !INTERNAL_STORIES.has(slug) && !slug.startsWith('c/');
}
