import { describe, expect, it } from 'vitest';
import { keptQuery, type ListingRules } from './kept-query';

const rules: ListingRules = {
  allowed_query_params: ['page', 'sort', 'size', 'colour', 'price', 'q', 'view'],
  sort_options: [
    { value: 'position', label: 'Position', url: 'position' },
    { value: 'price_asc', label: 'Price', url: 'price-low-to-high' },
    { value: 'name', label: 'Name', url: 'name' },
  ],
  default_sort_by: 'position',
};

const key = (query: string, search = false, given: ListingRules | null = rules) =>
  keptQuery(new URLSearchParams(query), given ?? undefined, search);

describe('keptQuery: what splits the key of a kept listing', () => {
  it('keeps the allowed parameters in the listing’s order, whatever order they came in', () => {
    expect(key('sort=name&size=m&page=2')).toEqual({ kind: 'kept', query: 'size=m&sort=name&page=2' });
    expect(key('page=2&size=m&sort=name')).toEqual(key('sort=name&size=m&page=2'));
  });

  it('normalises case, spaces, value order, repeated names and old sort words', () => {
    expect(key('q=%20%20Home%20%20Shirt%20', true)).toEqual({ kind: 'kept', query: 'q=home+shirt' });
    expect(key('size=L,m')).toEqual(key('size=m&size=l'));
    expect(key('size=l,m')).toEqual({ kind: 'kept', query: 'size=l%2Cm' });
    expect(key('sort=price_asc')).toEqual({ kind: 'kept', query: 'sort=price-low-to-high' });
    expect(key('q=เสื้อ', true)).toEqual(key('q=%20เสื้อ ', true));
  });

  it('leaves defaults and values the listing ignores out of the key', () => {
    for (const query of [
      'page=1',
      'sort=position',
      'view=grid',
      'page=-3',
      'page=abc',
      'sort=bogus',
      'size=<script>',
      'price=abc',
      'q=shirt',
    ]) {
      expect(key(query), query).toEqual({ kind: 'kept', query: '' });
    }
  });

  it('never splits the key on a parameter the store does not allow or no listing reads', () => {
    expect(key('utm_source=mail&fbclid=x&size=m')).toEqual(key('size=m'));
    expect(key('player=7')).toEqual({ kind: 'kept', query: '' });
    expect(key('colour=green', false, { ...rules, allowed_query_params: ['page'] })).toEqual({ kind: 'kept', query: '' });
    expect(key('utm_campaign=x&gclid=y')).toEqual({ kind: 'kept', query: '' });
    expect(key('_rsc=abc&page=2')).toEqual({ kind: 'kept', query: 'page=2' });
  });

  it('reads the search text only on the search page', () => {
    expect(key('q=shirt&size=m')).toEqual({ kind: 'kept', query: 'size=m' });
    expect(key('q=shirt&size=m', true)).toEqual({ kind: 'kept', query: 'q=shirt&size=m' });
  });

  it('renders a product page’s own views, and listings before the store’s rules are known, per request', () => {
    expect(key('variant=HOME-M')).toEqual({ kind: 'per-request' });
    expect(key('reviews-page=2&size=m')).toEqual({ kind: 'per-request' });
    expect(key('size=m', false, null)).toEqual({ kind: 'per-request' });
    expect(key('utm_source=x', false, null)).toEqual({ kind: 'kept', query: '' });
  });
});
