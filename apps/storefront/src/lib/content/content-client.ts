import { spaceResponseSchema, storiesResponseSchema, storyResponseSchema, type Story } from './story-schema';

/**
 * Reads stories from the content service (Storyblok CDN API v2 or apps/content) through a
 * Storyblok-client-like `get`. Pure: the client and the caching come in as parameters
 * (content.server.ts wires storyblok-js-client and the Next.js data cache).
 */
export type ContentVersion = 'draft' | 'published';

export interface StoryblokLike {
  get(path: string, params: Record<string, unknown>): Promise<{ data: unknown; total?: number; perPage?: number }>;
}

export type ContentErrorCode = 'UNREACHABLE' | 'BAD_RESPONSE';

export class ContentError extends Error {
  constructor(
    readonly code: ContentErrorCode,
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ContentError';
  }
}

export interface StoryQuery {
  starts_with?: string;
  by_slugs?: string;
  per_page?: number;
  page?: number;
}

export interface StoryPage {
  stories: Story[];
  total: number;
  page: number;
  per_page: number;
}

export interface ContentClient {
  getCacheVersion(version: ContentVersion): Promise<number>;
  /** null when the story does not exist. */
  getStory(slug: string, locale: string, version: ContentVersion, cv: number): Promise<Story | null>;
  getStories(query: StoryQuery, locale: string, version: ContentVersion, cv: number): Promise<StoryPage>;
}

export const DEFAULT_PER_PAGE = 25;

/**
 * Story links come with their stories' current full slugs (`link.story`), so a link to a story
 * that moved still leads to it; a link's own `cached_url` is only as fresh as the linking story's
 * last publication. Past 50 links the client fetches them by uuid, 50 at a time.
 */
export const RESOLVE_LINKS = 'url';

function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

function toContentError(error: unknown, what: string): ContentError {
  if (error instanceof ContentError) return error;
  const status = statusOf(error);
  const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
  if (status === undefined || status >= 500)
    return new ContentError('UNREACHABLE', `Content service unreachable (${what}): ${message}`, error);
  return new ContentError('BAD_RESPONSE', `Content service answered ${status} (${what}): ${message}`, error);
}

const SLUG = /^[a-z0-9][a-z0-9/_-]*$/i;

export function createContentClient(sb: StoryblokLike): ContentClient {
  return {
    async getCacheVersion(version) {
      let res;
      try {
        res = await sb.get('cdn/spaces/me', { version });
      } catch (error) {
        throw toContentError(error, 'space');
      }
      const parsed = spaceResponseSchema.safeParse(res.data);
      if (!parsed.success) throw new ContentError('BAD_RESPONSE', 'Content service: unexpected space answer', parsed.error);
      return parsed.data.space.version;
    },

    async getStory(slug, locale, version, cv) {
      if (!SLUG.test(slug) || slug.split('/').includes('..')) return null;
      let res;
      try {
        res = await sb.get(`cdn/stories/${slug}`, { version, language: locale, cv, resolve_links: RESOLVE_LINKS });
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw toContentError(error, slug);
      }
      const parsed = storyResponseSchema.safeParse(res.data);
      if (!parsed.success) throw new ContentError('BAD_RESPONSE', `Content service: unexpected story ${slug}`, parsed.error);
      return parsed.data.story;
    },

    async getStories(query, locale, version, cv) {
      const per_page = query.per_page ?? DEFAULT_PER_PAGE;
      const page = query.page ?? 1;
      let res;
      try {
        res = await sb.get('cdn/stories', { ...query, per_page, page, version, language: locale, cv, resolve_links: RESOLVE_LINKS });
      } catch (error) {
        throw toContentError(error, 'stories');
      }
      const parsed = storiesResponseSchema.safeParse(res.data);
      if (!parsed.success) throw new ContentError('BAD_RESPONSE', 'Content service: unexpected story list', parsed.error);
      return { stories: parsed.data.stories, total: res.total ?? parsed.data.stories.length, page, per_page };
    },
  };
}
