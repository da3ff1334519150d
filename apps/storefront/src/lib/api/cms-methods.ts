import type { ContentVersion, StoryPage, StoryQuery } from '../content/content-client';
import type { Story } from '../content/story-schema';
import type { Locale } from '../locale/locales';
import { cmsInputs, type CmsMethod } from './contract';
import type { ApiMethod } from './handle-api';

/** What the CMS methods need from the content side (content.server.ts in the app). */
export interface CmsBackend {
  getStory(slug: string, locale: Locale, version?: ContentVersion): Promise<Story | null>;
  getStories(query: StoryQuery, locale: Locale, version?: ContentVersion): Promise<StoryPage>;
}

interface PageInput {
  slug: string;
  version?: ContentVersion;
}
interface EntriesInput extends StoryQuery {
  version?: ContentVersion;
  locale?: Locale;
}

export function cmsMethods(content: CmsBackend): Record<CmsMethod, ApiMethod> {
  return {
    getPage: {
      schema: cmsInputs.getPage,
      // Storyblok's `{ story }` shape, or null when there is no such story (CmsResults).
      run: (async (i: PageInput, ctx) => {
        const story = await content.getStory(i.slug.replace(/^\/+|\/+$/g, ''), ctx.locale, i.version);
        return story ? { story } : null;
      }) as ApiMethod['run'],
    },
    getEntries: {
      schema: cmsInputs.getEntries,
      run: (({ version, locale: _locale, ...query }: EntriesInput, ctx) =>
        content.getStories(query, ctx.locale, version)) as ApiMethod['run'],
    },
  };
}
