import { describe, expect, it } from 'vitest';
import { reviewsDisplayOf } from './reviews-settings';

const origins = ['https://widgets.example'];
const reviews = (over: Partial<{ enabled: boolean; provider: string; script_url: string | null; element_name: string | null }>) => ({
  reviews: { enabled: true, provider: 'engine', script_url: null, element_name: null, ...over },
});

describe('reviewsDisplayOf', () => {
  it('shows the engine’s reviews by default and without a store config', () => {
    expect(reviewsDisplayOf(reviews({}), origins)).toEqual({ kind: 'engine' });
    expect(reviewsDisplayOf(null, origins)).toEqual({ kind: 'engine' });
  });
  it('shows nothing when the shop turns reviews off', () => {
    expect(reviewsDisplayOf(reviews({ enabled: false }), origins)).toEqual({ kind: 'off' });
  });
  it('shows a provider’s widget from an allowed origin, else the engine’s reviews', () => {
    const acme = { provider: 'acme', script_url: 'https://widgets.example/r.js', element_name: 'acme-reviews' };
    expect(reviewsDisplayOf(reviews(acme), origins)).toEqual({
      kind: 'provider',
      provider: 'acme',
      scriptUrl: 'https://widgets.example/r.js',
      elementName: 'acme-reviews',
    });
    expect(reviewsDisplayOf(reviews(acme), [])).toEqual({ kind: 'engine' });
    expect(reviewsDisplayOf(reviews({ ...acme, element_name: null }), origins)).toEqual({ kind: 'engine' });
  });
});
