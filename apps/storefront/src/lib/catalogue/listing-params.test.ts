import { describe, expect, it } from 'vitest';
import {
  emptyListingState,
  facetParams,
  hasFilters,
  hiddenFields,
  listingHref,
  paginationQuery,
  parseListingParams,
  parsePrice,
  parseQuery,
  serialiseListingParams,
  toProductFilters,
  withFacetValue,
  withoutFilters,
  withPage,
  withPrice,
  withSort,
  withKnownFacetValues,
  withView,
  type ListingConfig,
} from './listing-params';

const config: ListingConfig = {
  allowed: ['page', 'sort', 'size', 'colour', 'player', 'price', 'q', 'view'],
  sortOptions: ['position', 'name', 'price_asc', 'price_desc', 'newest'],
  defaultSort: 'position',
};
const search: ListingConfig = { ...config, search: true, sortOptions: ['relevance', ...config.sortOptions], defaultSort: 'relevance' };

const parse = (query: string, c: ListingConfig = config) => parseListingParams(new URLSearchParams(query), c);
const roundTrip = (query: string, c: ListingConfig = config) => serialiseListingParams(parse(query, c), c).toString();

describe('parseListingParams', () => {
  it('reads an empty query as the default view', () => {
    expect(parse('')).toEqual(emptyListingState());
  });

  it('reads facets, price, sort, page and view', () => {
    expect(parse('size=m,l&colour=green&price=100-500&sort=price_asc&page=2&view=list')).toEqual({
      q: null,
      facets: { size: ['m', 'l'], colour: ['green'] },
      price: { min: 100, max: 500 },
      sort: 'price_asc',
      page: 2,
      view: 'list',
    });
  });

  it('reads Next.js searchParams objects with arrays', () => {
    const state = parseListingParams({ size: ['m', 'l'], colour: 'red', page: '3', other: undefined }, config);
    expect(state.facets).toEqual({ size: ['m', 'l'], colour: ['red'] });
    expect(state.page).toBe(3);
  });

  it('reads repeated facet parameters (a GET form) like comma lists, without duplicates', () => {
    expect(parse('size=m&size=l&size=m').facets).toEqual({ size: ['m', 'l'] });
    expect(parse('size=M,%20l').facets).toEqual({ size: ['m', 'l'] });
  });

  it('ignores parameters store config does not allow', () => {
    const narrow: ListingConfig = { ...config, allowed: ['page'] };
    expect(parse('size=m&sort=name&price=1-2&view=list&page=2', narrow)).toEqual({ ...emptyListingState(), page: 2 });
    expect(parse('brand=x&utm_source=y&__proto__=z&constructor=1')).toEqual(emptyListingState());
  });

  it('ignores facets that are not engine facets even when allowed', () => {
    const c = { ...config, allowed: [...config.allowed, 'utm_source'] };
    expect(facetParams(c)).toEqual(['size', 'colour', 'player']);
    expect(parse('utm_source=mail', c).facets).toEqual({});
  });

  it('ignores malformed and script-bearing facet values', () => {
    expect(parse('size=<script>alert(1)</script>,m').facets).toEqual({ size: ['m'] });
    expect(parse('colour=%22%3E%3Cimg%20src%3Dx%3E').facets).toEqual({});
    expect(parse(`size=${'a'.repeat(65)}`).facets).toEqual({});
    expect(parse('size=-m,m_1,m.1,,').facets).toEqual({});
  });

  it('keeps at most 20 values per facet', () => {
    const many = Array.from({ length: 30 }, (_, i) => `v${i}`).join(',');
    expect(parse(`size=${many}`).facets.size).toHaveLength(20);
  });

  it('reads a sort by its URL word or, from an older link, its value, and writes the word', () => {
    const worded: ListingConfig = { ...config, sortUrls: { position: 'featured', price_asc: 'price-low-to-high' } };
    expect(parse('sort=price-low-to-high', worded).sort).toBe('price_asc');
    expect(parse('sort=price_asc', worded).sort).toBe('price_asc');
    expect(parse('sort=featured', worded).sort).toBeNull();
    expect(parse('sort=price-high-to-low', worded).sort).toBeNull();
    expect(serialiseListingParams(parse('sort=price_asc&page=2', worded), worded).toString()).toBe('sort=price-low-to-high&page=2');
    expect(serialiseListingParams(parse('sort=name', worded), worded).toString()).toBe('sort=name');
  });
  it('ignores unknown sorts and leaves the default out', () => {
    expect(parse('sort=random').sort).toBeNull();
    expect(parse('sort=<script>').sort).toBeNull();
    expect(parse('sort=position').sort).toBeNull();
    expect(parse('sort=name&sort=price_asc').sort).toBe('name');
    expect(parse('sort=relevance').sort).toBeNull();
    expect(parse('sort=price_desc', search).sort).toBe('price_desc');
  });

  it('reads only whole pages from 1 to 1000', () => {
    for (const bad of ['0', '-1', '1001', '99999999999', '1.5', '1e3', 'abc', '%3Cscript%3E', '']) {
      expect(parse(`page=${bad}`).page).toBe(1);
    }
    expect(parse('page=1000').page).toBe(1000);
    expect(parse('page=007').page).toBe(7);
  });

  it('reads only view=list, anything else is grid', () => {
    expect(parse('view=list').view).toBe('list');
    expect(parse('view=grid').view).toBe('grid');
    expect(parse('view=table').view).toBe('grid');
  });

  it('reads q only on the search page, cleaned and cut to 200 characters', () => {
    expect(parse('q=shirt').q).toBeNull();
    expect(parse('q=%20%20home%20%20kit%20', search).q).toBe('home kit');
    expect(parse('q=a%00b%1Fc%E2%80%AEd', search).q).toBe('a b c d');
    expect(parse(`q=${'ก'.repeat(300)}`, search).q).toHaveLength(200);
    expect(parse('q=%20', search).q).toBeNull();
    expect(parse('q=<script>alert(1)</script>', search).q).toBe('<script>alert(1)</script>');
  });
});

describe('parsePrice', () => {
  it('reads min-max with either end optional', () => {
    expect(parsePrice(['100-500'])).toEqual({ min: 100, max: 500 });
    expect(parsePrice(['100-'])).toEqual({ min: 100, max: null });
    expect(parsePrice(['-500'])).toEqual({ min: null, max: 500 });
    expect(parsePrice(['99.5-100.25'])).toEqual({ min: 99.5, max: 100.25 });
  });
  it('reads the two values of the form inputs', () => {
    expect(parsePrice(['100', '500'])).toEqual({ min: 100, max: 500 });
    expect(parsePrice(['', '500'])).toEqual({ min: null, max: 500 });
    expect(parsePrice(['', ''])).toBeNull();
  });
  it('swaps a reversed range and drops a zero minimum', () => {
    expect(parsePrice(['500-100'])).toEqual({ min: 100, max: 500 });
    expect(parsePrice(['0-100'])).toEqual({ min: null, max: 100 });
  });
  it('ignores negative, huge and malformed prices', () => {
    expect(parsePrice(['--5'])).toBeNull();
    expect(parsePrice(['-5-10'])).toBeNull();
    expect(parsePrice(['-', ''])).toBeNull();
    expect(parsePrice(['-5', '10'])).toEqual({ min: null, max: 10 });
    expect(parsePrice(['1-99999999999'])).toEqual({ min: 1, max: null });
    expect(parsePrice(['1e3-2'])).toEqual({ min: null, max: 2 });
    expect(parsePrice(['abc'])).toBeNull();
    expect(parsePrice(['<script>-1'])).toEqual({ min: null, max: 1 });
    expect(parsePrice(['1', '2', '3'])).toBeNull();
    expect(parsePrice([])).toBeNull();
    expect(parsePrice(['1.234-5'])).toEqual({ min: null, max: 5 });
  });
});

describe('serialiseListingParams', () => {
  it('writes the canonical form in a fixed order', () => {
    expect(roundTrip('view=list&page=2&sort=name&price=500-100&colour=red&size=m&size=l')).toBe(
      'size=m%2Cl&colour=red&price=100-500&sort=name&page=2&view=list',
    );
    expect(roundTrip('q=เสื้อ&size=m', search)).toBe(`q=${encodeURIComponent('เสื้อ')}&size=m`);
  });
  it('is stable: parsing its output gives the same state', () => {
    const state = parse('size=m,l&price=-250.5&sort=price_desc&page=3&view=list');
    expect(parseListingParams(serialiseListingParams(state, config), config)).toEqual(state);
  });
  it('leaves defaults out', () => {
    expect(roundTrip('sort=position&page=1&view=grid')).toBe('');
  });
  it('never writes a parameter store config does not allow', () => {
    const state = parse('size=m&sort=name&page=2&view=list&price=1-2');
    expect(serialiseListingParams(state, { ...config, allowed: ['size'] }).toString()).toBe('size=m');
  });
  it('builds hrefs and pagination queries', () => {
    const state = parse('size=m&page=4');
    expect(listingHref('/en/kits', state, config)).toBe('/en/kits?size=m&page=4');
    expect(listingHref('/en/kits', emptyListingState(), config)).toBe('/en/kits');
    expect(paginationQuery(state, config)).toEqual({ size: 'm' });
  });
  it('lists hidden fields that carry the rest of the state through a form', () => {
    const state = parse('q=kit&size=m&price=1-2&sort=name&page=3&view=list', search);
    expect(hiddenFields(state, search, ['sort'])).toEqual([
      ['q', 'kit'],
      ['size', 'm'],
      ['price', '1-2'],
      ['view', 'list'],
    ]);
    expect(hiddenFields(state, search, ['facets', 'price'])).toEqual([
      ['q', 'kit'],
      ['sort', 'name'],
      ['view', 'list'],
    ]);
  });
});

describe('transitions', () => {
  const state = parse('size=m&price=10-20&sort=name&page=3&view=list');
  it('adds and removes facet values, back to page 1', () => {
    expect(withFacetValue(state, 'size', 'l', true)).toMatchObject({ facets: { size: ['m', 'l'] }, page: 1 });
    expect(withFacetValue(state, 'size', 'm', true).facets).toEqual({ size: ['m'] });
    expect(withFacetValue(state, 'size', 'm', false).facets).toEqual({});
    expect(withFacetValue(state, 'colour', 'red', true).facets).toEqual({ size: ['m'], colour: ['red'] });
  });
  it('sets and clears the price, clears all filters, keeps sort and view', () => {
    expect(withPrice(state, null)).toMatchObject({ price: null, page: 1, sort: 'name' });
    expect(withoutFilters(state)).toMatchObject({ facets: {}, price: null, page: 1, sort: 'name', view: 'list' });
    expect(hasFilters(state)).toBe(true);
    expect(hasFilters(withoutFilters(state))).toBe(false);
  });
  it('changes sort (page 1), page and view (page kept)', () => {
    expect(withSort(state, 'price_asc')).toMatchObject({ sort: 'price_asc', page: 1 });
    expect(withPage(state, 5).page).toBe(5);
    expect(withView(state, 'grid')).toMatchObject({ view: 'grid', page: 3 });
  });
  it('turns a state into connector filters', () => {
    expect(toProductFilters(state)).toEqual({ facets: { size: ['m'] }, price: { min: 10, max: 20 } });
    expect(toProductFilters(parse('price=-20'))).toEqual({ price: { max: 20 } });
    expect(toProductFilters(emptyListingState())).toEqual({});
  });
});

describe('withKnownFacetValues', () => {
  const aggregations = [{ code: 'size', options: [{ code: 'm' }, { code: 'l' }] }];
  it('drops values and facets the result does not know', () => {
    const state = parse('size=m,zzz&colour=red&page=2');
    expect(withKnownFacetValues(state, aggregations)).toMatchObject({ facets: { size: ['m'] }, page: 2 });
  });
  it('keeps everything when the result reports no facets', () => {
    const state = parse('size=zzz');
    expect(withKnownFacetValues(state, [])).toBe(state);
  });
});

describe('parseQuery', () => {
  it('returns null for non-strings', () => {
    expect(parseQuery(undefined)).toBeNull();
  });
});
