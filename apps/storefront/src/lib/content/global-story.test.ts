import { describe, expect, it } from 'vitest';
import { globalLinksOf, themeOf } from './global-story';

describe('themeOf', () => {
  it('is the theme the editor chose, or the default', () => {
    expect(themeOf({ theme: 'away' })).toBe('away');
    expect(themeOf({ theme: 'default' })).toBe('default');
    expect(themeOf({ theme: 'neon' })).toBe('default');
    expect(themeOf({ theme: 3 })).toBe('default');
    expect(themeOf({})).toBe('default');
    expect(themeOf(null)).toBe('default');
  });
});

describe('globalLinksOf', () => {
  const link = (url: string) => ({ id: '', url, linktype: 'url', fieldtype: 'multilink', cached_url: url });
  it('reads the nav_link bloks of global_links, leaving out what cannot be read', () => {
    const links = globalLinksOf({
      global_links: [
        { _uid: 'a', component: 'nav_link', label: 'Club website', link: link('https://www.talatfc.example/') },
        { _uid: 'b', component: 'nav_link', label: '  ', link: link('https://x.example/') },
        { _uid: 'c', component: 'teaser', label: 'Not a link' },
        { component: 'nav_link', label: 'Tickets', link: link('/tickets') },
      ],
    });
    expect(links.map((l) => [l.uid, l.label, l.link.url])).toEqual([
      ['a', 'Club website', 'https://www.talatfc.example/'],
      ['global-link-3', 'Tickets', '/tickets'],
    ]);
  });
  it('is empty without global links', () => {
    expect(globalLinksOf({})).toEqual([]);
    expect(globalLinksOf({ global_links: 'x' })).toEqual([]);
    expect(globalLinksOf(undefined)).toEqual([]);
  });
});
