import { describe, expect, it } from 'vitest';
import type { Story } from '../content/story-schema';
import { contentEntries, storySlug } from './content-entries';

const story = (fields: Partial<Story> & Record<string, unknown>): Story =>
  ({
    id: 1,
    uuid: 'u',
    name: 'x',
    slug: 'x',
    full_slug: 'x',
    lang: 'default',
    published_at: '2025-07-01T02:00:00.000Z',
    content: { _uid: 'b', component: 'page' },
    ...fields,
  }) as Story;

describe('storySlug', () => {
  it("reads the default language's slug, else the full slug without the answer's language", () => {
    expect(storySlug(story({ full_slug: 'th/about', lang: 'th', default_full_slug: 'about' }))).toBe('about');
    expect(storySlug(story({ full_slug: 'th/help/size-guide', lang: 'th' }))).toBe('help/size-guide');
    expect(storySlug(story({ full_slug: 'delivery' }))).toBe('delivery');
  });
});

describe('contentEntries', () => {
  it('lists published pages of their own with their publication time, and the home story as the home page', () => {
    const entries = contentEntries([
      story({ uuid: 'a', full_slug: 'about' }),
      story({ uuid: 'h', full_slug: 'home', published_at: '2026-01-01T00:00:00.000Z' }),
      story({ uuid: 'g', full_slug: 'global' }),
      story({ uuid: 'c', full_slug: 'cart' }),
      story({ uuid: 'k', full_slug: 'c/kits' }),
      story({ uuid: 'd', full_slug: 'draft-only', published_at: null }),
    ]);
    expect(entries).toEqual({
      home: [{ uid: 'home', path: '', updated_at: '2026-01-01T00:00:00.000Z' }],
      pages: [{ uid: 'a', path: 'about', updated_at: '2025-07-01T02:00:00.000Z' }],
    });
  });
});
