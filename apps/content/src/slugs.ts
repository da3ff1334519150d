/**
 * Slugs as Storyblok allows them: lowercase-ish letters, digits, `-` and `_` per segment,
 * segments joined by `/`. Anything else (`..`, `%`, spaces, empty segments) is refused before
 * it reaches a lookup.
 */
export const MAX_SLUG_LENGTH = 255;
const SEGMENT = /^[A-Za-z0-9_-]+$/;
const PATTERN_SEGMENT = /^[A-Za-z0-9_*-]+$/;

export function isValidFullSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= MAX_SLUG_LENGTH && slug.split('/').every((s) => SEGMENT.test(s));
}

/** A `starts_with` prefix: segments like a slug, optionally ending in `/`. */
export function isValidPrefix(prefix: string): boolean {
  const body = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return isValidFullSlug(body);
}

/** A `by_slugs` item: slug segments where `*` stands for any run of characters. */
export function isValidSlugPattern(pattern: string): boolean {
  return pattern.length > 0 && pattern.length <= MAX_SLUG_LENGTH && pattern.split('/').every((s) => PATTERN_SEGMENT.test(s));
}

/**
 * Compiles `by_slugs` items into one predicate. `*` matches any characters including `/`, so
 * `c/*` is everything in folder `c` and `*\/home-kit` is `home-kit` in any folder.
 */
export function slugMatcher(patterns: readonly string[]): (fullSlug: string) => boolean {
  const regexes = patterns.map((p) => new RegExp(`^${p.split('*').map(escapeRegExp).join('.*')}$`));
  return (fullSlug) => regexes.some((r) => r.test(fullSlug));
}

export function startsWith(prefix: string): (fullSlug: string) => boolean {
  return (fullSlug) => fullSlug.startsWith(prefix);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
