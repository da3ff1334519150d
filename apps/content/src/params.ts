import { z } from 'zod';
import { unprocessable } from './errors.js';
import { isValidPrefix, isValidSlugPattern, MAX_SLUG_LENGTH } from './slugs.js';
import { LANGUAGES, type Language } from './story-file.js';

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;
const MAX_PAGE = 100_000;
const MAX_LIST_ITEMS = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An empty query value counts as absent, as it does for Storyblok. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const integer = (name: string, min: number, max: number, fallback: number) =>
  optional(
    z
      .string()
      .regex(/^\d{1,9}$/, `${name} must be a whole number`)
      .transform(Number)
      .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`)),
  ).transform((v) => v ?? fallback);

const commaList = (name: string, isValid: (item: string) => boolean) =>
  optional(
    z
      .string()
      .max(MAX_LIST_ITEMS * (MAX_SLUG_LENGTH + 1), `${name} is too long`)
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.string().refine(isValid, `${name} holds an invalid item`))
          .max(MAX_LIST_ITEMS, `${name} holds more than ${MAX_LIST_ITEMS} items`),
      ),
  );

/**
 * Any known language code selects it; anything else (`en`, `default`, `fr`) falls back to the
 * default language, as Storyblok does for a language the space does not have.
 */
export function toLanguage(code: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(code ?? '') ? (code as Language) : 'default';
}

const commonShape = {
  token: optional(z.string().max(200, 'token is too long')),
  version: optional(z.enum(['draft', 'published'], 'version must be draft or published')).transform((v) => v ?? 'published'),
  language: optional(
    z
      .string()
      .max(32, 'language is too long')
      .regex(/^[A-Za-z0-9_-]+$/, 'language must be a language code'),
  ).transform(toLanguage),
  /** Clients send the last cache version they saw; any number is accepted, anything else ignored. */
  cv: optional(z.string().max(32, 'cv is too long')).transform((v) => (v !== undefined && /^\d+$/.test(v) ? Number(v) : undefined)),
  /** Linked stories in the answer's `links` (or their uuids in `link_uuids` past 50), as Storyblok does. */
  resolve_links: optional(z.enum(['url', 'link', 'story'], 'resolve_links must be url, link or story')),
};

export const storyQuerySchema = z.object({
  ...commonShape,
  find_by: optional(z.enum(['uuid'], 'find_by must be uuid')),
});

export const storiesQuerySchema = z.object({
  ...commonShape,
  starts_with: optional(
    z.string().max(MAX_SLUG_LENGTH, 'starts_with is too long').refine(isValidPrefix, 'starts_with is not a valid slug'),
  ),
  by_slugs: commaList('by_slugs', isValidSlugPattern),
  by_uuids: commaList('by_uuids', (u) => UUID.test(u)),
  per_page: integer('per_page', 1, MAX_PER_PAGE, DEFAULT_PER_PAGE),
  page: integer('page', 1, MAX_PAGE, 1),
});

export type StoryQuery = z.infer<typeof storyQuerySchema>;
export type StoriesQuery = z.infer<typeof storiesQuerySchema>;

/** First value of each parameter; parameters the API does not know are ignored, as Storyblok does. */
function toRecord(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of params) if (!(k in out)) out[k] = v;
  return out;
}

function parseWith<T extends z.ZodType>(schema: T, params: URLSearchParams): z.infer<T> {
  const parsed = schema.safeParse(toRecord(params));
  if (parsed.success) return parsed.data;
  throw unprocessable(parsed.error.issues.map((i) => i.message).join('; '));
}

export const parseStoryQuery = (params: URLSearchParams): StoryQuery => parseWith(storyQuerySchema, params);
export const parseStoriesQuery = (params: URLSearchParams): StoriesQuery => parseWith(storiesQuerySchema, params);
