import { describe, expect, it } from 'vitest';
import type { ListingConfig } from '../catalogue/listing-params';
import { listingCanonicalQuery } from './listing-canonical';

const config: ListingConfig = {
  allowed: ['page', 'sort', 'size', 'colour', 'player', 'price', 'q', 'view'],
  sortOptions: ['position', 'price_asc', 'name'],
  sortUrls: { price_asc: 'price-low-to-high' },
  defaultSort: 'position',
};

describe('listingCanonicalQuery', () => {
  it('drops what only orders or shows the set: sort, view, and anything the listing does not read', () => {
    expect(listingCanonicalQuery({ sort: 'price-low-to-high', view: 'list', utm_source: 'mail', q: 'shirt' }, config)).toBe('');
    expect(listingCanonicalQuery(new URLSearchParams('sort=name&page=2'), config)).toBe('?page=2');
  });

  it('keeps what changes the set, normalised so that one set has one URL', () => {
    expect(listingCanonicalQuery({ size: 'M,l', colour: 'red', sort: 'name', page: '2' }, config)).toBe('?size=l%2Cm&colour=red&page=2');
    expect(listingCanonicalQuery({ colour: 'red', size: ['l', 'm'] }, config)).toBe('?size=l%2Cm&colour=red');
    expect(listingCanonicalQuery({ price: '100-500' }, config)).toBe('?price=100-500');
    expect(listingCanonicalQuery({ page: '1' }, config)).toBe('');
  });

  it('ignores filters the store does not allow', () => {
    expect(listingCanonicalQuery({ size: 'm' }, { ...config, allowed: ['page', 'sort'] })).toBe('');
  });
});
