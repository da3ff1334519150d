import { describe, expect, it } from 'vitest';
import { talatCatalogue } from '@talat/demo-catalogue';
import { buildCatalogueIndex } from './build-index';
import { rawCatalogueFromDefinition } from './from-definition';
import { search, suggest } from './search';
import { SearchQuery } from './types';
import { validateSearchInput } from './validate';

const index = buildCatalogueIndex(rawCatalogueFromDefinition(talatCatalogue));
const en = { languageCode: 'en', currencyCode: 'THB' };
const th = { languageCode: 'th', currencyCode: 'THB' };
const gbp = { languageCode: 'en', currencyCode: 'GBP' };

function q(input: Parameters<typeof validateSearchInput>[0]): SearchQuery {
  const r = validateSearchInput(input);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}
const slugs = (input: Parameters<typeof validateSearchInput>[0], ctx = en) =>
  search(index, q({ take: 100, ...input }), ctx).items.map((h) => h.slug);
const collectionId = (slug: string) => index.collections.find((c) => c.slug.en === slug)!.id;
/** The products a shopper browses: all but those listed nowhere (the gift-wrap service). */
const listed = talatCatalogue.products.filter((p) => p.visibility !== 'none');

describe('search on the demo catalogue', () => {
  it('finds a Thai word from the middle of a name', () => {
    expect(slugs({ term: 'แขนยาว' }, th)[0]).toBe('home-shirt-long-sleeve-2025');
    expect(slugs({ term: 'ตราสโมสร' }, th)).toEqual(expect.arrayContaining(['crest-tshirt', 'crest-hoodie', 'crest-mug', 'crest-keyring']));
    expect(slugs({ term: 'ไหมพรม' }, th)[0]).toBe('knitted-beanie');
  });
  it('finds by English name on th and by Thai name on en', () => {
    const hit = search(index, q({ term: 'hoodie' }), th).items[0]!;
    expect(hit).toMatchObject({ slug: 'crest-hoodie', name: 'เสื้อฮู้ดตราสโมสร' });
    expect(slugs({ term: 'กระบอกน้ำ' }, en)[0]).toBe('water-bottle');
  });
  it('ranks products holding every Thai word first', () => {
    expect(slugs({ term: 'ถุงเท้าเยือน' }, th)[0]).toBe('away-socks-2025');
    expect(slugs({ term: 'เสื้อ เยือน เด็ก' }, th)[0]).toBe('junior-away-shirt-2025');
  });
  it('finds a Thai word found only in a description', () => {
    expect(slugs({ term: 'มรสุม' }, th)).toEqual(['rain-jacket']);
  });
  it('browses in position order by default and pages', () => {
    const page1 = search(index, q({ take: 5 }), en);
    const page2 = search(index, q({ take: 5, skip: 5 }), en);
    expect(listed.length).toBe(talatCatalogue.products.length - 1);
    expect(page1.totalItems).toBe(listed.length);
    expect(page1.items[0]!.slug).toBe(listed[0]!.slug);
    expect(page2.items[0]!.slug).toBe(listed[5]!.slug);
  });
  it('leaves the gift-wrap service out of search, suggestions and browsing in both languages', () => {
    for (const [term, ctx] of [
      ['gift wrap', en],
      ['wrap', gbp],
      ['ห่อของขวัญ', th],
    ] as const) {
      expect(slugs({ term }, ctx)).not.toContain('gift-wrap');
      expect(suggest(index, term, 10, ctx).products.map((p) => p.slug)).not.toContain('gift-wrap');
    }
    expect(slugs({})).not.toContain('gift-wrap');
    // Other gifts are still found by the same words.
    expect(slugs({ term: 'gift' }, en)).toContain('digital-gift-card');
  });
  it('filters by collection with its descendants', () => {
    const kits = slugs({ collectionId: collectionId('kits') });
    expect(kits).toContain('home-shirt-2025');
    expect(kits).toContain('goalkeeper-gloves-pro');
    expect(slugs({ collectionId: collectionId('away-kit') })).toEqual([
      'away-shirt-2025',
      'away-shorts-2025',
      'away-socks-2025',
      'junior-away-shirt-2025',
    ]);
    expect(slugs({ collectionId: '99999' })).toEqual([]);
  });
  it('filters facets (OR within, AND across) and counts disjunctively', () => {
    const r = search(index, q({ collectionId: collectionId('kits'), facets: [{ facet: 'colour', values: ['white', 'navy'] }] }), th);
    expect(r.items.map((h) => h.slug).sort()).toEqual(['away-shirt-2025', 'away-shorts-2025', 'away-socks-2025', 'junior-away-shirt-2025']);
    const colour = r.facets.find((f) => f.code === 'colour')!;
    expect(colour.name).toBe('สี');
    expect(colour.values.find((v) => v.code === 'red')).toMatchObject({ name: 'แดง', count: 6 });
    expect(r.facets.find((f) => f.code === 'category')).toBeUndefined();
    const sized = search(
      index,
      q({
        collectionId: collectionId('kits'),
        facets: [
          { facet: 'colour', values: ['white'] },
          { facet: 'size', values: ['xxl'] },
        ],
      }),
      en,
    );
    expect(sized.items.map((h) => h.slug)).toEqual(['away-shirt-2025']);
  });
  it('filters by price in the request currency, bounds before the price filter', () => {
    const r = search(index, q({ collectionId: collectionId('away-kit'), priceMin: 1500, priceMax: 3000 }), gbp);
    expect(r.items.map((h) => [h.slug, h.priceMin, h.currencyCode])).toEqual([['away-shorts-2025', 2999, 'GBP']]);
    expect(r.priceBounds).toEqual({ min: 1499, max: 6499, currencyCode: 'GBP' });
    expect(search(index, q({ term: 'zzzzzz' }), en).priceBounds).toBeNull();
  });
  it('sorts by price, name and newest', () => {
    const asc = search(index, q({ collectionId: collectionId('away-kit'), sort: 'PRICE_ASC' }), gbp).items.map((h) => h.priceMin);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = search(index, q({ collectionId: collectionId('away-kit'), sort: 'PRICE_DESC' }), gbp).items.map((h) => h.priceMin);
    expect(desc).toEqual([...asc].reverse());
    expect(slugs({ collectionId: collectionId('away-kit'), sort: 'NAME' })).toEqual([
      'away-shirt-2025',
      'away-shorts-2025',
      'away-socks-2025',
      'junior-away-shirt-2025',
    ]);
    const thNames = search(index, q({ collectionId: collectionId('away-kit'), sort: 'NAME' }), th).items.map((h) => h.name);
    expect(thNames).toEqual([...thNames].sort(new Intl.Collator('th').compare));
    expect(slugs({ sort: 'NEWEST' })[0]).toBe(listed[listed.length - 1]!.slug);
  });
  it('gives hits with both price ends in the currency', () => {
    const card = search(index, q({ term: 'gift card' }), gbp).items[0]!;
    expect(card).toMatchObject({ slug: 'digital-gift-card', priceMin: 2500, priceMax: 12500, currencyCode: 'GBP' });
  });
});

describe('suggest', () => {
  it('suggests products by prefix and collections by name in either language', () => {
    const s = suggest(index, 'hoo', 6, en);
    expect(s.products.map((p) => p.slug)).toEqual(expect.arrayContaining(['crest-hoodie', 'heritage-zip-hoodie']));
    expect(suggest(index, 'ชุดเหย้า', 6, th).collections[0]).toMatchObject({ slug: 'home-kit', name: 'ชุดเหย้า', path: 'kits/home-kit' });
    expect(suggest(index, 'goalk', 6, en).collections.map((c) => c.slug)).toEqual(['goalkeeper-kit']);
    expect(suggest(index, 'shirt', 3, en).products).toHaveLength(3);
    expect(suggest(index, '', 6, en)).toEqual({ products: [], collections: [] });
  });
  it('answers in well under 5 ms per query', () => {
    const terms = ['ho', 'hood', 'เสื้อ', 'เสื้อเห', 'ถุงเท้า', 'shirt', 'crest t', 'ตราสโมสร', 'okafor', 'g'];
    const started = performance.now();
    for (let i = 0; i < 1000; i++) suggest(index, terms[i % terms.length]!, 6, i % 2 ? th : en);
    const perQuery = (performance.now() - started) / 1000;
    expect(perQuery).toBeLessThan(5);
  });
});
