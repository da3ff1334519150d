import 'server-only';
import type { SitemapEntry } from '@talat/commerce/types';
import { getConnector } from '../commerce/connector.server';
import { getStories } from '../content/content.server';
import type { Story } from '../content/story-schema';
import { LOCALE_ENTRIES, LOCALES, type Locale } from '../locale/locales';
import { logger } from '../log/logger.server';
import { contentEntries } from './content-entries';
import type { LanguageEntries } from './sitemap';

/**
 * What the sitemaps list, for every language (docs/decisions/0052): the connector's categories and
 * products (kept in the Next.js data cache under the tags that expire catalogue pages: a change
 * notification refreshes the sitemap as it refreshes the pages) and the content service's
 * published stories (kept under the content tags and its cache version, as the pages' stories).
 */
const STORY_PAGE = 100;
const MAX_STORY_PAGES = 50;

async function publishedStories(locale: Locale): Promise<Story[]> {
  const stories: Story[] = [];
  for (let page = 1; page <= MAX_STORY_PAGES; page++) {
    const answer = await getStories({ per_page: STORY_PAGE, page }, locale, 'published');
    stories.push(...answer.stories);
    if (answer.stories.length < STORY_PAGE || stories.length >= answer.total) break;
  }
  return stories;
}

async function languageEntries(locale: Locale): Promise<LanguageEntries> {
  const ctx = { locale, currency: LOCALE_ENTRIES[locale].defaultCurrency };
  const [catalogue, stories] = await Promise.all([getConnector().getSitemapEntries(ctx), publishedStories(locale)]);
  const content = contentEntries(stories);
  const home: SitemapEntry[] = content.home.length > 0 ? content.home : [{ uid: 'home', path: '', updated_at: null }];
  return {
    home,
    category: catalogue.categories,
    product: catalogue.products.ok ? catalogue.products.value : [],
    page: content.pages,
  };
}

/** Every language's entries; a backend that cannot list its products lists none. */
export async function sitemapEntries(): Promise<Record<Locale, LanguageEntries>> {
  const lists = await Promise.all(LOCALES.map((locale) => languageEntries(locale)));
  return Object.fromEntries(LOCALES.map((locale, i) => [locale, lists[i]!])) as Record<Locale, LanguageEntries>;
}

export function logSitemapFailure(error: unknown): void {
  logger.error({ err: error }, 'sitemap: the catalogue or the content could not be listed');
}
