import type { SitemapEntry } from '@talat/commerce/types';
import type { Story } from '../content/story-schema';
import { isContentPageSlug } from '../routing/resolve-path';

/**
 * The content pages a sitemap lists (docs/decisions/0052): published stories that are pages of
 * their own (not the global, cart, checkout or category stories: lib/routing/resolve-path.ts), by
 * their slug in the default language (Storyblok's `default_full_slug`; a translated answer's
 * `full_slug` carries the language in front), `lastmod` their `published_at`. The `home` story is
 * the home page's content: its time is the home page's.
 */
export interface ContentEntries {
  home: SitemapEntry[];
  pages: SitemapEntry[];
}

const SLUG = /^[a-z0-9][a-z0-9/_-]*$/i;

export function storySlug(story: Story): string {
  const base = (story as { default_full_slug?: unknown }).default_full_slug;
  if (typeof base === 'string' && base) return base.replace(/\/+$/, '');
  const lang = story.lang && story.lang !== 'default' ? `${story.lang}/` : '';
  const slug = lang && story.full_slug.startsWith(lang) ? story.full_slug.slice(lang.length) : story.full_slug;
  return slug.replace(/\/+$/, '');
}

export function contentEntries(stories: readonly Story[]): ContentEntries {
  const home: SitemapEntry[] = [];
  const pages: SitemapEntry[] = [];
  for (const story of stories) {
    if (!story.published_at) continue;
    const slug = storySlug(story);
    if (slug === 'home') home.push({ uid: 'home', path: '', updated_at: story.published_at });
    else if (SLUG.test(slug) && !slug.split('/').includes('..') && isContentPageSlug(slug))
      pages.push({ uid: story.uuid, path: slug, updated_at: story.published_at });
  }
  return { home: home.slice(0, 1), pages };
}
