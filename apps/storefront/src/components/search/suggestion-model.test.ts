import type { SearchSuggestions } from '@talat/commerce/types';
import { describe, expect, it } from 'vitest';
import { createAnswerCache, moveActive, statusText, suggestionQuery, toOptions } from './suggestion-model';

const answer: SearchSuggestions = {
  query: 'kit',
  products: [
    {
      uid: '1',
      name: 'Home Kit',
      url_key: 'home-kit',
      thumbnail: { url: 'http://x/assets/a.jpg', label: '' },
      price: { value: 1290, currency: 'THB' },
    },
  ],
  categories: [
    { uid: '2', name: 'Kits', url_key: 'kits', url_path: 'kits', position: 0 },
    { uid: '3', name: 'Home kit', url_key: 'home-kit', url_path: 'kits/home-kit', position: 1 },
  ],
};

describe('suggestionQuery', () => {
  it('needs two characters (code points, so Thai counts right)', () => {
    expect(suggestionQuery('k')).toBeNull();
    expect(suggestionQuery('  k  ')).toBeNull();
    expect(suggestionQuery('ki')).toBe('ki');
    expect(suggestionQuery('ดี')).toBe('ดี');
    expect(suggestionQuery(' home   kit ')).toBe('home kit');
    expect(Array.from(suggestionQuery('ก'.repeat(150)) ?? '')).toHaveLength(100);
  });
});

describe('toOptions', () => {
  it('lists products (price, image) then categories with ids and hrefs', () => {
    const options = toOptions(answer, 'th', 'sg');
    expect(options.map((o) => [o.id, o.kind, o.href])).toEqual([
      ['sg-p0', 'product', '/th/home-kit'],
      ['sg-c0', 'category', '/th/kits'],
      ['sg-c1', 'category', '/th/kits/home-kit'],
    ]);
    expect(options[0]?.price).toContain('1,290');
    expect(options[0]?.image).toBe('http://x/assets/a.jpg');
    expect(options[1]?.price).toBeUndefined();
  });
});

describe('moveActive', () => {
  it('wraps around with the arrows and jumps with Home and End', () => {
    expect(moveActive('ArrowDown', -1, 3)).toBe(0);
    expect(moveActive('ArrowDown', 2, 3)).toBe(0);
    expect(moveActive('ArrowUp', -1, 3)).toBe(2);
    expect(moveActive('ArrowUp', 0, 3)).toBe(2);
    expect(moveActive('ArrowUp', 2, 3)).toBe(1);
    expect(moveActive('Home', 2, 3)).toBe(0);
    expect(moveActive('End', 0, 3)).toBe(2);
    expect(moveActive('ArrowDown', 0, 0)).toBe(-1);
  });
});

describe('statusText', () => {
  const labels = { statusNone: 'No suggestions', statusOne: '1 suggestion', statusOther: '{count} suggestions' };
  it('announces the count', () => {
    expect(statusText(0, labels)).toBe('No suggestions');
    expect(statusText(1, labels)).toBe('1 suggestion');
    expect(statusText(4, labels)).toBe('4 suggestions');
  });
});

describe('createAnswerCache', () => {
  it('keeps the most recent answers', () => {
    const cache = createAnswerCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.size).toBe(2);
  });
});
