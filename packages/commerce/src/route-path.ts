/** A shop path the storefront asks a backend to resolve, guarded before any request (every connector). */
const MAX_PATH_LENGTH = 512;
const MAX_SEGMENTS = 8;
/** Slugs, and the dotted names of old addresses a redirect may answer (`home-shirt.html`). */
const SEGMENT = /^[a-z0-9][a-z0-9._~-]{0,199}$/i;

export interface RoutePath {
  /** The path without leading or trailing slashes, e.g. `kits/home-kit`. */
  path: string;
  segments: string[];
  /** The last segment: the slug looked up in the engine. */
  slug: string;
}

/**
 * Guards a path before any request: null when empty, too long, too deep, or when a segment
 * is not a slug (letters, digits, hyphens, dots, underscores and tildes, starting with a letter or digit).
 */
export function parseRoutePath(input: unknown): RoutePath | null {
  if (typeof input !== 'string' || input.length > MAX_PATH_LENGTH) return null;
  const path = input.replace(/^\/+|\/+$/g, '');
  if (!path) return null;
  const segments = path.split('/');
  if (segments.length > MAX_SEGMENTS || !segments.every((s) => SEGMENT.test(s))) return null;
  const slug = segments.at(-1);
  return slug ? { path, segments, slug } : null;
}
