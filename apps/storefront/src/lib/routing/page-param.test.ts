import { describe, expect, it } from 'vitest';
import { pageHref, paginationItems, parsePageParam } from './page-param';

describe('parsePageParam', () => {
  it('reads whole numbers from 1 to 1000', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(['2', '5'])).toBe(2);
  });
  it('falls back to 1 for anything else', () => {
    for (const v of [undefined, '', '0', '-1', '1.5', 'abc', '99999', '1001']) expect(parsePageParam(v)).toBe(1);
  });
});

describe('paginationItems', () => {
  it('is empty for a single page', () => {
    expect(paginationItems(1, 1)).toEqual([]);
  });
  it('shows first, last and neighbours with gaps', () => {
    expect(paginationItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('pageHref', () => {
  it('leaves page 1 bare and keeps other parameters', () => {
    expect(pageHref('/en/kits', 1)).toBe('/en/kits');
    expect(pageHref('/en/kits', 2)).toBe('/en/kits?page=2');
    expect(pageHref('/th/search', 3, { q: 'เสื้อ' })).toBe('/th/search?q=%E0%B9%80%E0%B8%AA%E0%B8%B7%E0%B9%89%E0%B8%AD&page=3');
  });
});
