import { describe, expect, it } from 'vitest';
import { reviewsPageHref } from './reviews-pagination';

describe('reviewsPageHref', () => {
  it('links page 1 to the bare path and keeps the chosen variant', () => {
    expect(reviewsPageHref('/en/home-shirt', 1, { variant: 'SHIRT-M', 'reviews-page': '3' })).toBe(
      '/en/home-shirt?variant=SHIRT-M#reviews',
    );
    expect(reviewsPageHref('/th/home-shirt', 2, {})).toBe('/th/home-shirt?reviews-page=2#reviews');
  });
});
