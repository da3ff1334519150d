import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import { parseStoriesQuery, parseStoryQuery, toLanguage } from './params.js';

const q = (s: string) => new URLSearchParams(s);
const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected a failure');
};

describe('parseStoriesQuery', () => {
  it('returns Storyblok defaults when nothing is given', () => {
    expect(parseStoriesQuery(q(''))).toMatchObject({ version: 'published', language: 'default', per_page: 25, page: 1 });
  });

  it('reads paging, version, language and cv', () => {
    const p = parseStoriesQuery(q('per_page=100&page=3&version=draft&language=th&cv=1712345678'));
    expect(p).toMatchObject({ per_page: 100, page: 3, version: 'draft', language: 'th', cv: 1712345678 });
  });

  it('splits by_slugs and trims the items', () => {
    expect(parseStoriesQuery(q('by_slugs=*/home-kit, c/*,about')).by_slugs).toEqual(['*/home-kit', 'c/*', 'about']);
  });

  it('treats an empty value as absent', () => {
    expect(parseStoriesQuery(q('per_page=&starts_with=&language='))).toMatchObject({ per_page: 25, language: 'default' });
  });

  it.each([
    ['per_page=101', 'per_page must be at most 100'],
    ['per_page=0', 'per_page must be at least 1'],
    ['per_page=ten', 'per_page must be a whole number'],
    ['page=abc', 'page must be a whole number'],
    ['page=0', 'page must be at least 1'],
    ['page=-1', 'page must be a whole number'],
    ['version=preview', 'version must be draft or published'],
    ['starts_with=../etc', 'starts_with is not a valid slug'],
    ['starts_with=c%25zz', 'starts_with is not a valid slug'],
    ['by_slugs=c/..', 'by_slugs holds an invalid item'],
    ['by_uuids=not-a-uuid', 'by_uuids holds an invalid item'],
    [`language=${'x'.repeat(40)}`, 'language is too long'],
  ])('refuses %s with a 422 naming the problem', (query, message) => {
    const e = failure(() => parseStoriesQuery(q(query)));
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(422);
    expect(e.body).toEqual({ error: message });
  });

  it('refuses a 5000-character by_slugs', () => {
    expect(failure(() => parseStoriesQuery(q(`by_slugs=${'a'.repeat(5000)}`))).status).toBe(422);
  });

  it('ignores a cv that is not a number, as older clients send cv=undefined', () => {
    expect(parseStoriesQuery(q('cv=undefined')).cv).toBeUndefined();
  });

  it('ignores parameters it does not know (resolve_links, excluding_fields, ...)', () => {
    expect(() => parseStoriesQuery(q('resolve_links=url&excluding_fields=body'))).not.toThrow();
  });
});

describe('parseStoryQuery', () => {
  it('accepts find_by=uuid only', () => {
    expect(parseStoryQuery(q('find_by=uuid')).find_by).toBe('uuid');
    expect(failure(() => parseStoryQuery(q('find_by=id'))).status).toBe(422);
  });
});

describe('toLanguage', () => {
  it('selects th and falls back to the default language for anything else', () => {
    expect(toLanguage('th')).toBe('th');
    expect(toLanguage('en')).toBe('default');
    expect(toLanguage('default')).toBe('default');
    expect(toLanguage('fr')).toBe('default');
    expect(toLanguage(undefined)).toBe('default');
  });
});
