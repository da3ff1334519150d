import { notFound } from './errors.js';
import type { StoriesQuery } from './params.js';
import { slugMatcher, startsWith } from './slugs.js';
import type { ContentSnapshot, StoryRecord } from './store.js';
import { type Blok, LANGUAGES, type Language } from './story-file.js';

export type Version = 'draft' | 'published';

/** The story object of the CDN API v2 (the fields Storyblok sends for a story). */
export interface StoryObject {
  name: string;
  created_at: string;
  published_at: string | null;
  updated_at: string;
  id: number;
  uuid: string;
  content: Blok;
  slug: string;
  full_slug: string;
  sort_by_date: string | null;
  position: number;
  tag_list: string[];
  is_startpage: boolean;
  parent_id: number;
  meta_data: null;
  group_id: string;
  first_published_at: string | null;
  release_id: null;
  lang: string;
  path: null;
  alternates: never[];
  default_full_slug: string;
  translated_slugs: { path: string; name: string; lang: string; published: boolean }[] | null;
}

/**
 * The content a reader sees: `published` shows live content only; `draft` shows unpublished
 * changes where there are any and live content elsewhere. Untranslated content falls back to
 * the default language, as Storyblok does for fields without a translation.
 */
export function selectContent(record: StoryRecord, version: Version, language: Language): Blok | undefined {
  const { published, draft } = record.file;
  const chosen = version === 'draft' ? (draft ?? published) : published;
  if (!chosen) return undefined;
  return (language === 'th' ? chosen.th : undefined) ?? chosen.en;
}

/**
 * Asset fields are stored with a path (`/a/home-hero.svg`) so the files do not depend on
 * where the service runs; answers carry absolute URLs under the public URL.
 */
export function withAbsoluteAssets<T>(value: T, publicUrl: string): T {
  if (Array.isArray(value)) return value.map((v) => withAbsoluteAssets(v, publicUrl)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = withAbsoluteAssets(v, publicUrl);
  if (out.fieldtype === 'asset' && typeof out.filename === 'string' && out.filename.startsWith('/')) {
    out.filename = `${publicUrl}${out.filename}`;
  }
  return out as T;
}

export function toStoryObject(record: StoryRecord, version: Version, language: Language, publicUrl: string): StoryObject | undefined {
  const content = selectContent(record, version, language);
  if (!content) return undefined;
  const f = record.file;
  const translated = language !== 'default';
  return {
    name: (translated ? f.name.th : undefined) ?? f.name.en,
    created_at: f.created_at,
    published_at: f.published_at,
    updated_at: f.updated_at ?? f.published_at ?? f.created_at,
    id: record.id,
    uuid: record.uuid,
    content: withAbsoluteAssets(content, publicUrl),
    slug: record.slug,
    full_slug: translated ? `${language}/${record.fullSlug}` : record.fullSlug,
    sort_by_date: f.sort_by_date,
    position: f.position,
    tag_list: f.tag_list,
    is_startpage: f.is_startpage,
    parent_id: record.parentId,
    meta_data: null,
    group_id: record.groupId,
    first_published_at: f.first_published_at,
    release_id: null,
    lang: language,
    path: null,
    alternates: [],
    default_full_slug: record.fullSlug,
    translated_slugs: LANGUAGES.map((lang) => ({
      path: record.fullSlug,
      name: f.name[lang] ?? f.name.en,
      lang,
      published: Boolean(f.published),
    })),
  };
}

/**
 * Splits a leading language code off a slug (`th/about` -> `th`, `about`), the way Storyblok
 * serves a translation under its language prefix.
 */
export function splitLanguagePrefix(slug: string): { language?: Language; rest: string } {
  const cut = slug.indexOf('/');
  const head = cut < 0 ? slug : slug.slice(0, cut);
  if ((LANGUAGES as readonly string[]).includes(head)) {
    return { language: head as Language, rest: cut < 0 ? '' : slug.slice(cut + 1) };
  }
  return { rest: slug };
}

export interface StoryLookup {
  /** Full slug, or a uuid with `byUuid`. */
  key: string;
  byUuid: boolean;
  version: Version;
  language: Language;
}

/** One story, or a 404 ApiError (unknown slug, or never published when asking for published). */
export function findStory(snapshot: ContentSnapshot, lookup: StoryLookup, publicUrl: string): StoryObject {
  let { key, language } = lookup;
  if (!lookup.byUuid) {
    const prefixed = splitLanguagePrefix(key);
    if (prefixed.language && prefixed.rest) {
      language = prefixed.language;
      key = prefixed.rest;
    }
  }
  const record = lookup.byUuid ? snapshot.byUuid.get(key.toLowerCase()) : snapshot.bySlug.get(key);
  const story = record && toStoryObject(record, lookup.version, language, publicUrl);
  if (!story) throw notFound();
  return story;
}

export interface StoryPage {
  stories: StoryObject[];
  /** Matching stories over all pages (the `total` header). */
  total: number;
  perPage: number;
}

/** The stories endpoint: filter by prefix, slug patterns and uuids, then cut one page. */
export function listStories(snapshot: ContentSnapshot, query: StoriesQuery, publicUrl: string): StoryPage {
  let language = query.language;
  const filters: ((r: StoryRecord) => boolean)[] = [];
  if (query.starts_with !== undefined) {
    const prefixed = splitLanguagePrefix(query.starts_with);
    if (prefixed.language) language = prefixed.language;
    const matches = startsWith(prefixed.language ? prefixed.rest : query.starts_with);
    filters.push((r) => matches(r.fullSlug));
  }
  if (query.by_slugs) {
    const matches = slugMatcher(query.by_slugs);
    filters.push((r) => matches(r.fullSlug));
  }
  if (query.by_uuids) {
    const uuids = new Set(query.by_uuids.map((u) => u.toLowerCase()));
    filters.push((r) => uuids.has(r.uuid));
  }
  const matching = snapshot.stories.filter((r) => filters.every((f) => f(r)) && selectContent(r, query.version, language) !== undefined);
  const start = (query.page - 1) * query.per_page;
  const stories = matching
    .slice(start, start + query.per_page)
    .map((r) => toStoryObject(r, query.version, language, publicUrl))
    .filter((s): s is StoryObject => s !== undefined);
  return { stories, total: matching.length, perPage: query.per_page };
}
