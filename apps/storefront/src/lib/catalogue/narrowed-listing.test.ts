import { describe, expect, it } from 'vitest';
import { emptyListingState, parseListingParams, type ListingConfig } from './listing-params';
import { isNarrowedListing } from './narrowed-listing';

const config: ListingConfig = {
  allowed: ['size', 'colour', 'player', 'price', 'sort', 'page', 'view'],
  sortOptions: ['position', 'price_asc', 'price_desc'],
  sortUrls: { price_asc: 'price-low-to-high' },
  defaultSort: 'position',
};
const narrowed = (query: string) => isNarrowedListing(parseListingParams(new URLSearchParams(query), config));

describe('isNarrowedListing', () => {
  it('is false for the plain category page, and for the list view of it', () => {
    expect(isNarrowedListing(emptyListingState())).toBe(false);
    expect(narrowed('')).toBe(false);
    expect(narrowed('view=list')).toBe(false);
  });

  it('is true for a filter, a price range, a sort other than the default, or a later page', () => {
    expect(narrowed('size=m')).toBe(true);
    expect(narrowed('price=100-500')).toBe(true);
    expect(narrowed('sort=price-low-to-high')).toBe(true);
    expect(narrowed('sort=price_asc')).toBe(true);
    expect(narrowed('page=2')).toBe(true);
    expect(narrowed('size=m&sort=price_asc&view=list')).toBe(true);
  });

  it('is false for what the listing ignores: the default sort, page 1, unknown or bad values', () => {
    expect(narrowed('sort=position')).toBe(false);
    expect(narrowed('page=1')).toBe(false);
    expect(narrowed('page=-3&size=%3Cscript%3E&utm_source=mail')).toBe(false);
  });
});
