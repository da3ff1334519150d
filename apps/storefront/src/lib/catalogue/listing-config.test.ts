import { describe, expect, it } from 'vitest';
import { listingConfig, pageSizeOf, sortSelectOptions } from './listing-config';

const store = {
  allowed_query_params: ['page', 'sort', 'size'],
  sort_options: [
    { value: 'position', label: 'Featured', url: 'position' },
    { value: 'price_asc', label: 'Price: low to high', url: 'price-low-to-high' },
  ],
  default_sort_by: 'position',
};

describe('listingConfig', () => {
  it('takes the allowed parameters, sort options and default from store config', () => {
    expect(listingConfig(store)).toEqual({
      allowed: ['page', 'sort', 'size'],
      sortOptions: ['position', 'price_asc'],
      sortUrls: { price_asc: 'price-low-to-high' },
      defaultSort: 'position',
    });
  });
  it('falls back when the default is not an option or nothing is allowed', () => {
    expect(listingConfig({ ...store, default_sort_by: 'nope' }).defaultSort).toBe('position');
    expect(listingConfig({ ...store, allowed_query_params: [] }).allowed).toContain('page');
  });
  it('puts relevance first as the search default', () => {
    expect(listingConfig(store, true)).toMatchObject({
      sortOptions: ['relevance', 'position', 'price_asc'],
      defaultSort: 'relevance',
      search: true,
    });
    expect(sortSelectOptions(store, 'Relevance')[0]).toEqual({ value: 'relevance', label: 'Relevance', url: 'relevance' });
    expect(sortSelectOptions(store)).toHaveLength(2);
  });
});

describe('pageSizeOf', () => {
  it('uses grid_per_page within 1..100, else 12', () => {
    expect(pageSizeOf({ grid_per_page: 24 })).toBe(24);
    expect(pageSizeOf({ grid_per_page: 0 })).toBe(12);
    expect(pageSizeOf({ grid_per_page: 500 })).toBe(12);
  });
});
