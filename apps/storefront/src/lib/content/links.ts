import { isSafeUrl } from '../html/sanitize-html';
import { isLocale, localePath, type Locale } from '../locale/locales';
import type { StoryLink } from './story-schema';

/**
 * The href of a Storyblok multilink: story links get the shopper's locale prefix (a `home` story
 * is the locale home), URL links pass if their scheme is safe. null when there is nothing to link.
 */
export function storyLinkHref(link: StoryLink | null | undefined, locale: Locale): string | null {
  if (!link) return null;
  if (link.linktype === 'email') return link.email ? `mailto:${link.email}` : null;
  if (link.linktype === 'story') {
    // The story's current slug when the content service resolved it, else the slug cached at publication.
    const slug = (link.story?.full_slug || link.cached_url || link.url).replace(/^\/+|\/+$/g, '');
    if (!slug && !link.anchor) return null;
    const parts = slug.split('/');
    if (parts[0] !== undefined && isLocale(parts[0])) parts.shift();
    const path = parts.join('/');
    const href = localePath(locale, path === 'home' ? '' : path);
    return link.anchor ? `${href}#${link.anchor}` : href;
  }
  const url = link.url || link.cached_url;
  if (!url || !isSafeUrl(url)) return null;
  // A root-relative URL is a shop path: it gets the locale prefix unless it has one.
  if (url.startsWith('/') && !url.startsWith('//')) {
    const first = url.split(/[/?#]/)[1];
    return isLocale(first) ? url : `/${locale}${url === '/' ? '' : url}`;
  }
  return url;
}

export function isExternalHref(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href);
}
