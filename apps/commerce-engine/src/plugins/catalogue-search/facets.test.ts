import { describe, expect, it } from 'vitest';
import { facetCounts, knownFacetFilters, passesFacets } from './facets';
import { FacetMeta, SearchDoc } from './types';

const doc = (id: string, facetValues: string[]): SearchDoc => ({
  productId: id,
  position: Number(id),
  createdAt: 0,
  slug: { en: id },
  name: { en: id },
  facetValues,
  collectionIds: [],
  prices: { THB: [100] },
  convertedIn: [],
  preview: null,
  listedIn: { catalog: true, search: true },
});

const docs = [
  doc('1', ['colour:red', 'size:s', 'size:m']),
  doc('2', ['colour:red', 'size:l']),
  doc('3', ['colour:white', 'size:m']),
  doc('4', ['colour:navy']),
];

const facets: FacetMeta[] = [
  {
    code: 'colour',
    name: { en: 'Colour', th: 'สี' },
    values: ['red', 'white', 'navy', 'gold'].map((c) => ({ code: c, name: { en: c, th: `th-${c}` } })),
  },
  { code: 'size', name: { en: 'Size', th: 'ไซซ์' }, values: ['s', 'm', 'l'].map((c) => ({ code: c, name: { en: c.toUpperCase() } })) },
];

const f = (entries: Array<[string, string[]]>) => new Map(entries.map(([k, v]) => [k, new Set(v)]));

describe('passesFacets', () => {
  it('ANDs across facets and ORs within one', () => {
    const filters = f([
      ['colour', ['red', 'white']],
      ['size', ['m']],
    ]);
    expect(docs.filter((d) => passesFacets(d, filters)).map((d) => d.productId)).toEqual(['1', '3']);
  });
  it('can leave one facet out', () => {
    const filters = f([
      ['colour', ['red']],
      ['size', ['m']],
    ]);
    expect(docs.filter((d) => passesFacets(d, filters, 'size')).map((d) => d.productId)).toEqual(['1', '2']);
  });
});

describe('facetCounts', () => {
  it('counts each facet with the other facets applied (disjunctive)', () => {
    const counts = facetCounts(docs, f([['colour', ['red']]]), facets, 'en', 'en');
    expect(counts).toEqual([
      {
        code: 'colour',
        name: 'Colour',
        values: [
          { code: 'red', name: 'red', count: 2 },
          { code: 'white', name: 'white', count: 1 },
          { code: 'navy', name: 'navy', count: 1 },
        ],
      },
      {
        code: 'size',
        name: 'Size',
        values: [
          { code: 's', name: 'S', count: 1 },
          { code: 'm', name: 'M', count: 1 },
          { code: 'l', name: 'L', count: 1 },
        ],
      },
    ]);
  });
  it('names in the request language with a fallback, keeps a chosen value with no products', () => {
    const counts = facetCounts(docs.slice(3), f([['colour', ['gold']]]), facets, 'th', 'en');
    expect(counts[0]).toEqual({
      code: 'colour',
      name: 'สี',
      values: [
        { code: 'navy', name: 'th-navy', count: 1 },
        { code: 'gold', name: 'th-gold', count: 0 },
      ],
    });
    expect(counts).toHaveLength(1);
  });
});

describe('knownFacetFilters', () => {
  it('drops unknown facets and values', () => {
    const known = knownFacetFilters(
      f([
        ['colour', ['red', 'pink']],
        ['shape', ['round']],
        ['size', ['xxxl']],
      ]),
      facets,
    );
    expect([...known.entries()].map(([k, v]) => [k, [...v]])).toEqual([['colour', ['red']]]);
  });
});
