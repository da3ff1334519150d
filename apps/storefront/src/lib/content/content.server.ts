import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import StoryblokClient from 'storyblok-js-client';
import { CACHE_TAGS, REVALIDATE_SECONDS, storyTag } from '../cache/tags';
import { getEnv } from '../config/env.server';
import { logger } from '../log/logger.server';
import type { Locale } from '../locale/locales';
import { storyblokOptions } from './content-client-options';
import { createContentClient, type ContentClient, type ContentVersion, type StoryPage, type StoryQuery } from './content-client';
import type { Story } from './story-schema';

/**
 * Stories for server components and route handlers. storyblok-js-client talks to the content
 * service (its rate limit and 429 retries: content-client-options.ts); the Next.js data cache sits
 * in front of it, keyed by the space's cache version `cv`, so cached reads never queue behind
 * the rate limit. React's cache() dedupes calls within one render.
 */
let client: ContentClient | undefined;

function contentClient(): ContentClient {
  if (!client) {
    const env = getEnv();
    const sb = new StoryblokClient(storyblokOptions(env));
    client = createContentClient({ get: (path, params) => sb.get(path, params) });
  }
  return client;
}

export function contentVersion(requested?: ContentVersion): ContentVersion {
  // Drafts only when the storefront is configured for drafts; a published shop never shows them.
  const configured = getEnv().CONTENT_VERSION;
  return configured === 'published' ? 'published' : (requested ?? configured);
}

const getCacheVersion = cache(async (version: ContentVersion): Promise<number> =>
  unstable_cache(() => contentClient().getCacheVersion(version), ['content-cv', version], {
    revalidate: REVALIDATE_SECONDS.contentVersion[version],
    tags: [CACHE_TAGS.content, CACHE_TAGS.contentVersion],
  })(),
);

export const getStory = cache(async (slug: string, locale: Locale, requested?: ContentVersion): Promise<Story | null> => {
  const version = contentVersion(requested);
  const cv = await getCacheVersion(version);
  return unstable_cache(() => contentClient().getStory(slug, locale, version, cv), ['content-story', slug, locale, version, String(cv)], {
    revalidate: REVALIDATE_SECONDS.content,
    tags: [CACHE_TAGS.content, storyTag(slug), storyTag(slug, locale)],
  })();
});

export async function getStories(query: StoryQuery, locale: Locale, requested?: ContentVersion): Promise<StoryPage> {
  const version = contentVersion(requested);
  const cv = await getCacheVersion(version);
  return unstable_cache(
    () => contentClient().getStories(query, locale, version, cv),
    ['content-stories', JSON.stringify(query), locale, version, String(cv)],
    {
      revalidate: REVALIDATE_SECONDS.content,
      tags: [CACHE_TAGS.content],
    },
  )();
}

/** A story that may be missing or whose service may be down: logs and returns null (spec 8). */
export async function getOptionalStory(slug: string, locale: Locale): Promise<Story | null> {
  try {
    return await getStory(slug, locale);
  } catch (error) {
    // One line, no stack: while the content service is away every page says this (the build's
    // prerender too), and the client's message names what it could not reach.
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    logger.error(
      { source: 'server', code: typeof code === 'string' ? code : undefined, reason: String(message ?? error), slug, locale },
      'Content story could not be loaded; the page goes without it',
    );
    return null;
  }
}
