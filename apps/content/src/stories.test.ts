import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import { parseStoriesQuery } from './params.js';
import { findStory, listStories, splitLanguagePrefix, withAbsoluteAssets } from './stories.js';
import { fixtureSnapshot } from './test-fixtures.js';

const snap = fixtureSnapshot();
const URL_ = 'http://content.test';
const find = (key: string, version: 'draft' | 'published' = 'published', language: 'default' | 'th' = 'default') =>
  findStory(snap, { key, byUuid: false, version, language }, URL_);
const list = (query: string) => listStories(snap, parseStoriesQuery(new URLSearchParams(query)), URL_);
const notice = (content: Record<string, unknown>) => (content.body as { text: string }[])[0]?.text;

describe('findStory', () => {
  it('returns the story object with Storyblok fields', () => {
    const s = find('about');
    expect(s).toMatchObject({ slug: 'about', full_slug: 'about', lang: 'default', default_full_slug: 'about', parent_id: 0 });
    expect(s.id).toBeTypeOf('number');
    expect(s.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(s.content).toMatchObject({ component: 'page' });
    expect(s.translated_slugs).toEqual([{ path: 'about', name: 'เกี่ยวกับเรา', lang: 'th', published: true }]);
  });

  it('shows a draft change with version=draft and not with version=published', () => {
    expect(notice(find('about', 'published').content)).toBe('About live');
    expect(notice(find('about', 'draft').content)).toBe('About draft');
  });

  it('shows published content as the draft when there are no unpublished changes', () => {
    expect(notice(find('home', 'draft').content)).toBe('Hello');
  });

  it('finds a never-published story with version=draft only', () => {
    expect(notice(find('secret', 'draft').content)).toBe('Soon');
    expect(() => find('secret', 'published')).toThrow(ApiError);
  });

  it('serves Thai with language=th and under the th/ prefix, with the prefixed full_slug', () => {
    for (const s of [find('about', 'published', 'th'), find('th/about')]) {
      expect(notice(s.content)).toBe('เกี่ยวกับ (เผยแพร่)');
      expect(s).toMatchObject({ lang: 'th', full_slug: 'th/about', default_full_slug: 'about', name: 'เกี่ยวกับเรา' });
    }
  });

  it('falls back to English content and name where a story has no Thai', () => {
    const s = find('english-only', 'published', 'th');
    expect(notice(s.content)).toBe('Only English');
    expect(s.name).toBe('English only');
  });

  it('gives stories in a folder the folder as parent', () => {
    expect(find('c/home-kit').parent_id).toBe(find('c/away-kit').parent_id);
    expect(find('c/home-kit').parent_id).not.toBe(0);
  });

  it('finds by uuid with byUuid', () => {
    const uuid = find('about').uuid;
    expect(findStory(snap, { key: uuid, byUuid: true, version: 'published', language: 'default' }, URL_).slug).toBe('about');
  });

  it('throws a 404 with Storyblok’s message for an unknown slug', () => {
    try {
      find('nope');
      throw new Error('expected a 404');
    } catch (e) {
      expect((e as ApiError).status).toBe(404);
      expect((e as ApiError).body).toEqual(['This record could not be found']);
    }
  });

  it('writes absolute asset URLs under the public URL', () => {
    const hero = (find('home').content.body as Record<string, { filename: string }>[])[1];
    expect(hero?.image?.filename).toBe('http://content.test/a/x.svg');
  });
});

describe('listStories', () => {
  it('lists published stories only with version=published', () => {
    const page = list('');
    expect(page.stories.map((s) => s.full_slug)).not.toContain('secret');
    expect(page.total).toBe(8);
    expect(list('version=draft').total).toBe(9);
  });

  it('filters by starts_with', () => {
    expect(list('starts_with=c/').stories.map((s) => s.full_slug)).toEqual([
      'c/home-kit',
      'c/away-kit',
      'c/training',
      'c/accessories',
      'c/gifts',
    ]);
  });

  it('filters by by_slugs wildcards together with starts_with', () => {
    expect(list('starts_with=c/&by_slugs=*/home-kit').stories.map((s) => s.full_slug)).toEqual(['c/home-kit']);
    expect(list('by_slugs=c/*,about').total).toBe(6);
  });

  it('cuts pages and reports the total over all pages', () => {
    const first = list('starts_with=c/&per_page=2&page=1');
    const third = list('starts_with=c/&per_page=2&page=3');
    expect(first.stories.map((s) => s.slug)).toEqual(['home-kit', 'away-kit']);
    expect(third.stories.map((s) => s.slug)).toEqual(['gifts']);
    expect(first.total).toBe(5);
    expect(third.total).toBe(5);
    expect(list('starts_with=c/&per_page=2&page=9').stories).toEqual([]);
  });

  it('serves Thai for language=th and for a th/ prefix in starts_with', () => {
    expect(list('starts_with=c/&language=th').stories[0]?.full_slug).toBe('th/c/home-kit');
    expect(list('starts_with=th/c/').stories[0]).toMatchObject({ full_slug: 'th/c/home-kit', lang: 'th' });
  });

  it('filters by uuids', () => {
    const uuid = list('by_slugs=about').stories[0]?.uuid ?? '';
    expect(list(`by_uuids=${uuid}`).stories.map((s) => s.slug)).toEqual(['about']);
  });
});

describe('splitLanguagePrefix', () => {
  it('splits a known language code only', () => {
    expect(splitLanguagePrefix('th/c/home-kit')).toEqual({ language: 'th', rest: 'c/home-kit' });
    expect(splitLanguagePrefix('c/home-kit')).toEqual({ rest: 'c/home-kit' });
    expect(splitLanguagePrefix('thai')).toEqual({ rest: 'thai' });
  });
});

describe('withAbsoluteAssets', () => {
  it('leaves absolute URLs and non-asset fields alone and does not change its input', () => {
    const input = { a: { fieldtype: 'asset', filename: 'https://cdn.test/x.png' }, b: { filename: '/a/y.svg' } };
    const out = withAbsoluteAssets(input, URL_);
    expect(out).toEqual(input);
    expect(out).not.toBe(input);
  });
});
