import { describe, expect, it } from 'vitest';
import { storyLinkHref } from './links';

const story = (cached_url: string, anchor?: string) => ({ linktype: 'story' as const, cached_url, url: '', anchor });

describe('storyLinkHref', () => {
  it('prefixes story links with the locale', () => {
    expect(storyLinkHref(story('about'), 'th')).toBe('/th/about');
    expect(storyLinkHref(story('/kits/home-kit/'), 'en')).toBe('/en/kits/home-kit');
  });
  it('follows the linked story to its current slug when the content service resolved it', () => {
    const moved = { ...story('old/size-guide'), story: { full_slug: 'help/size-guide' } };
    expect(storyLinkHref(moved, 'en')).toBe('/en/help/size-guide');
    // Resolved in the reader's language, with the language prefix Storyblok gives a translation.
    expect(storyLinkHref({ ...moved, story: { full_slug: 'th/help/size-guide' } }, 'th')).toBe('/th/help/size-guide');
    expect(storyLinkHref({ ...moved, anchor: 'shirts' }, 'th')).toBe('/th/help/size-guide#shirts');
  });
  it('replaces a locale already in the story slug', () => {
    expect(storyLinkHref(story('en/delivery'), 'th')).toBe('/th/delivery');
  });
  it('links the home story to the locale home', () => {
    expect(storyLinkHref(story('home'), 'en')).toBe('/en');
  });
  it('keeps anchors', () => {
    expect(storyLinkHref(story('size-guide', 'shirts'), 'en')).toBe('/en/size-guide#shirts');
  });
  it('passes safe URL links and drops unsafe ones', () => {
    expect(storyLinkHref({ linktype: 'url', url: 'https://talatfc.example', cached_url: '' }, 'en')).toBe('https://talatfc.example');
    expect(storyLinkHref({ linktype: 'url', url: 'javascript:alert(1)', cached_url: '' }, 'en')).toBeNull();
  });
  it('prefixes root-relative URL links with the locale', () => {
    expect(storyLinkHref({ linktype: 'url', url: '/home-kit', cached_url: '/home-kit' }, 'th')).toBe('/th/home-kit');
    expect(storyLinkHref({ linktype: 'url', url: '/en/about', cached_url: '' }, 'th')).toBe('/en/about');
    expect(storyLinkHref({ linktype: 'url', url: '//cdn.example/x', cached_url: '' }, 'th')).toBeNull();
  });
  it('returns null for an empty link', () => {
    expect(storyLinkHref(story(''), 'en')).toBeNull();
    expect(storyLinkHref(undefined, 'en')).toBeNull();
  });
});
