import { describe, expect, it } from 'vitest';
import { validateSearchInput, validateSuggestInput } from './validate';

describe('validateSearchInput', () => {
  it('applies defaults', () => {
    const r = validateSearchInput({});
    expect(r).toMatchObject({ ok: true, value: { term: '', sort: 'POSITION', skip: 0, take: 12 } });
    expect(validateSearchInput({ term: ' shirt ' })).toMatchObject({ ok: true, value: { term: 'shirt', sort: 'RELEVANCE' } });
  });
  it('clamps take and skip', () => {
    expect(validateSearchInput({ take: 5000, skip: 2_000_000_000 })).toMatchObject({ ok: true, value: { take: 100, skip: 100_000 } });
  });
  it('refuses negative numbers, long terms, reversed prices and unknown sorts', () => {
    expect(validateSearchInput({ skip: -1 }).ok).toBe(false);
    expect(validateSearchInput({ take: -5 }).ok).toBe(false);
    expect(validateSearchInput({ priceMin: -1 }).ok).toBe(false);
    expect(validateSearchInput({ priceMin: 500, priceMax: 100 }).ok).toBe(false);
    expect(validateSearchInput({ term: 'x'.repeat(201) }).ok).toBe(false);
    expect(validateSearchInput({ sort: '<script>' }).ok).toBe(false);
    expect(validateSearchInput({ facets: Array.from({ length: 21 }, () => ({ facet: 'size', values: ['m'] })) }).ok).toBe(false);
  });
  it('merges facet filters and skips empty ones', () => {
    const r = validateSearchInput({
      facets: [
        { facet: 'size', values: ['s'] },
        { facet: 'size', values: ['m'] },
        { facet: 'colour', values: [] },
      ],
    });
    expect(r.ok && [...r.value.facets.entries()].map(([k, v]) => [k, [...v]])).toEqual([['size', ['s', 'm']]]);
  });
});

describe('validateSuggestInput', () => {
  it('defaults to 6, caps at 10 and refuses negative take or a long term', () => {
    expect(validateSuggestInput('a', undefined)).toEqual({ ok: true, value: { term: 'a', take: 6 } });
    expect(validateSuggestInput('a', 50)).toEqual({ ok: true, value: { term: 'a', take: 10 } });
    expect(validateSuggestInput('a', -1).ok).toBe(false);
    expect(validateSuggestInput('a'.repeat(201), 1).ok).toBe(false);
  });
});
