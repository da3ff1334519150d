import { mergeConfig } from '@vendure/core';
import { createTestEnvironment, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../src/environment';
import { CatalogueSearchPlugin, CatalogueSearchService } from '../src/plugins/catalogue-search';
import { ProductFieldsPlugin } from '../src/plugins/product-fields';
import { money, CatalogueDef } from '@talat/demo-catalogue';
import { seedStore, waitForJobs } from '../src/seed/seed';
import { EMPTY_INITIAL_DATA } from './initial-data';
import { buildConfig } from '../src/vendure-config';
// registers the cached sql.js initializer shared by the engine specs
import './test-server';

/** Thai names with words in the middle, two colours, sizes, and a collection with a child. */
const searchCatalogue: CatalogueDef = {
  facets: [
    {
      code: 'size',
      name: { en: 'Size', th: 'ไซซ์' },
      values: ['s', 'm', 'l'].map((c) => ({ code: c, name: { en: c.toUpperCase(), th: c.toUpperCase() } })),
    },
    {
      code: 'colour',
      name: { en: 'Colour', th: 'สี' },
      values: [
        { code: 'red', name: { en: 'Red', th: 'แดง' } },
        { code: 'navy', name: { en: 'Navy', th: 'กรมท่า' } },
      ],
    },
  ],
  optionSets: [
    {
      code: 'size',
      name: { en: 'Size', th: 'ไซซ์' },
      facet: 'size',
      options: ['s', 'm', 'l'].map((c) => ({ code: c, name: { en: c.toUpperCase(), th: c.toUpperCase() } })),
    },
  ],
  products: [
    {
      slug: 'search-home-shirt',
      sku: 'S-SHIRT',
      name: { en: 'Home Shirt Long Sleeve', th: 'เสื้อเหย้าแขนยาว' },
      description: { en: '<p>Red and gold, <b>recycled</b> fabric.</p>', th: '<p>ผ้ารีไซเคิลน้ำหนักเบา</p>' },
      price: money(2290, 64.99),
      facets: ['colour:red'],
      options: 'size',
      images: [],
    },
    {
      slug: 'search-away-socks',
      sku: 'S-SOCKS',
      name: { en: 'Away Socks', th: 'ถุงเท้าเยือนสีกรมท่า' },
      description: { en: 'Navy match socks.', th: 'ถุงเท้าแข่ง' },
      price: money(490, 14.99),
      facets: ['colour:navy'],
      options: 'size',
      optionCodes: ['s', 'm'],
      images: [],
    },
    {
      slug: 'search-crest-hoodie',
      sku: 'S-HOODIE',
      name: { en: 'Crest Hoodie', th: 'เสื้อฮู้ดตราสโมสร' },
      description: { en: 'Fleece hoodie.', th: 'ผ้าฟลีซด้านในนุ่ม' },
      price: money(1890, 54.99),
      facets: ['colour:red'],
      options: 'size',
      images: [],
    },
    {
      slug: 'search-club-scarf',
      sku: 'S-SCARF',
      name: { en: 'Club Scarf', th: 'ผ้าพันคอลายแถบ' },
      description: { en: 'Knitted bar scarf.', th: 'ผ้าพันคอถัก' },
      price: money(790, 19.99),
      facets: ['colour:red'],
      images: [],
    },
  ],
  collections: [
    { slug: 'search-apparel', name: { en: 'Apparel', th: 'เครื่องแต่งกาย' }, description: { en: '', th: '' }, facets: ['colour:navy'] },
    {
      slug: 'search-red',
      parent: 'search-apparel',
      name: { en: 'Red things', th: 'ของสีแดง' },
      description: { en: '', th: '' },
      facets: ['colour:red'],
    },
  ],
};

const SEARCH = gql`
  query ($input: TalatCatalogueSearchInput!) {
    catalogueSearch(input: $input) {
      totalItems
      items { productId slug name score previewUrl priceMin priceMax currencyCode }
      facets { code name values { code name count } }
      priceBounds { min max currencyCode }
    }
  }
`;
const SUGGEST = gql`
  query ($term: String!, $take: Int) {
    searchSuggestions(term: $term, take: $take) {
      products { slug name priceMin currencyCode }
      collections { id slug name path }
    }
  }
`;
const COLLECTION = gql`
  query ($slug: String!) { collection(slug: $slug) { id } }
`;
const PRODUCT = gql`
  query ($slug: String!) { product(slug: $slug) { variants { id priceWithTax currencyCode } } }
`;
const UPDATE_PRODUCT = gql`
  mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { id customFields { visibility } } }
`;
const UPDATE_VARIANTS = gql`
  mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }
`;

type Hit = { slug: string; name: string; priceMin: number; priceMax: number; currencyCode: string };

describe('catalogue-search on the Shop API', () => {
  const engine = buildConfig({ ...readEnv({}), port: 3115 });
  const { server, shopClient, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
      apiOptions: { port: 3115 },
      authOptions: { tokenMethod: 'bearer' },
      paymentOptions: engine.paymentOptions,
      shippingOptions: engine.shippingOptions,
      taxOptions: engine.taxOptions,
      catalogOptions: engine.catalogOptions,
      plugins: [ProductFieldsPlugin.init(), CatalogueSearchPlugin.init({ debounceMs: 50 })],
    }),
  );
  const settle = async () => {
    await waitForJobs(server.app);
    await server.app.get(CatalogueSearchService).rebuild();
    await server.app.get(CatalogueSearchService).settle();
  };
  const search = async (input: object, options: Record<string, string> = {}) =>
    (await shopClient.query(SEARCH, { input }, options)).catalogueSearch as {
      totalItems: number;
      items: Hit[];
      facets: Array<{ code: string; name: string; values: Array<{ code: string; name: string; count: number }> }>;
      priceBounds: { min: number; max: number; currencyCode: string } | null;
    };
  let apparelId: string;

  beforeAll(async () => {
    await server.init({
      initialData: EMPTY_INITIAL_DATA,
      customerCount: 0,
    });
    await seedStore(server.app, searchCatalogue, { images: false });
    await settle();
    apparelId = (await shopClient.query(COLLECTION, { slug: 'search-apparel' })).collection.id;
  });
  afterAll(async () => {
    await server.destroy();
  });

  it('finds a Thai word from the middle of a name', async () => {
    const r = await search({ term: 'แขน' }, { languageCode: 'th' });
    expect(r.items[0]).toMatchObject({ slug: 'search-home-shirt', name: 'เสื้อเหย้าแขนยาว', currencyCode: 'THB', priceMin: 229000 });
    expect((await search({ term: 'ตราสโมสร' }, { languageCode: 'th' })).items.map((h) => h.slug)).toEqual(['search-crest-hoodie']);
    expect((await search({ term: 'เยือน' }, { languageCode: 'en' })).items[0]).toMatchObject({
      slug: 'search-away-socks',
      name: 'Away Socks',
    });
  });

  it('finds by an English word on th, and by a description word (HTML stripped)', async () => {
    const r = await search({ term: 'hoodie' }, { languageCode: 'th' });
    expect(r.items.map((h) => [h.slug, h.name])).toEqual([['search-crest-hoodie', 'เสื้อฮู้ดตราสโมสร']]);
    expect((await search({ term: 'recycled' })).items.map((h) => h.slug)).toEqual(['search-home-shirt']);
    expect((await search({ term: 'p' })).items).toEqual([]);
  });

  it('filters by facet with disjunctive counts in the request language', async () => {
    const r = await search({ facets: [{ facet: 'colour', values: ['red'] }], take: 10 }, { languageCode: 'th' });
    expect(r.totalItems).toBe(3);
    expect(r.items.map((h) => h.slug).sort()).toEqual(['search-club-scarf', 'search-crest-hoodie', 'search-home-shirt']);
    const colour = r.facets.find((f) => f.code === 'colour')!;
    expect(colour).toEqual({
      code: 'colour',
      name: 'สี',
      values: [
        { code: 'red', name: 'แดง', count: 3 },
        { code: 'navy', name: 'กรมท่า', count: 1 },
      ],
    });
    expect(r.facets.find((f) => f.code === 'size')!.values).toEqual([
      { code: 's', name: 'S', count: 2 },
      { code: 'm', name: 'M', count: 2 },
      { code: 'l', name: 'L', count: 2 },
    ]);
    const both = await search({
      facets: [
        { facet: 'colour', values: ['red', 'navy'] },
        { facet: 'size', values: ['s'] },
      ],
    });
    expect(both.items.map((h) => h.slug).sort()).toEqual(['search-away-socks', 'search-crest-hoodie', 'search-home-shirt']);
  });

  it('filters a collection with its descendants', async () => {
    const r = await search({ collectionId: apparelId });
    expect(r.totalItems).toBe(4);
  });

  it('filters by price in GBP, with bounds before the price filter', async () => {
    const r = await search({ priceMin: 1500, priceMax: 6000, sort: 'PRICE_ASC' }, { currencyCode: 'GBP' });
    expect(r.items.map((h) => [h.slug, h.priceMin, h.currencyCode])).toEqual([
      ['search-club-scarf', 1999, 'GBP'],
      ['search-crest-hoodie', 5499, 'GBP'],
    ]);
    expect(r.priceBounds).toEqual({ min: 1499, max: 6499, currencyCode: 'GBP' });
  });

  it('sorts by price in GBP with the Shop API priceWithTax', async () => {
    const r = await search({ sort: 'PRICE_DESC' }, { currencyCode: 'GBP' });
    expect(r.items.map((h) => h.slug)).toEqual(['search-home-shirt', 'search-crest-hoodie', 'search-club-scarf', 'search-away-socks']);
    const { product } = await shopClient.query(PRODUCT, { slug: 'search-home-shirt' }, { currencyCode: 'GBP' });
    expect(r.items[0]).toMatchObject({ priceMin: product.variants[0].priceWithTax, currencyCode: 'GBP' });
  });

  it('suggests products and collections as you type', async () => {
    const en = (await shopClient.query(SUGGEST, { term: 'hoo' })).searchSuggestions;
    expect(en.products.map((p: Hit) => p.slug)).toEqual(['search-crest-hoodie']);
    const th = (await shopClient.query(SUGGEST, { term: 'ของสี' }, { languageCode: 'th' })).searchSuggestions;
    expect(th.collections).toEqual([{ id: expect.any(String), slug: 'search-red', name: 'ของสีแดง', path: 'search-apparel/search-red' }]);
    const capped = (await shopClient.query(SUGGEST, { term: 'เสื้อ', take: 1 })).searchSuggestions;
    expect(capped.products).toHaveLength(1);
  });

  it('refuses bad input with a user input error and caps take', async () => {
    await expect(search({ take: -1 })).rejects.toThrow(/take/);
    await expect(search({ term: 'x'.repeat(201) })).rejects.toThrow(/200/);
    await expect(search({ priceMin: 500, priceMax: 100 })).rejects.toThrow(/priceMin/);
    await expect(shopClient.query(SUGGEST, { term: 'a', take: -3 })).rejects.toThrow(/take/);
    const r = await search({ take: 1000, facets: [{ facet: 'nope', values: ['x'] }] });
    expect(r.items).toHaveLength(4);
  });

  it('follows a price change made in the admin', async () => {
    await adminClient.asSuperAdmin();
    const { product } = await shopClient.query(PRODUCT, { slug: 'search-club-scarf' }, { currencyCode: 'GBP' });
    await adminClient.query(UPDATE_VARIANTS, { input: [{ id: product.variants[0].id, prices: [{ currencyCode: 'GBP', price: 2499 }] }] });
    // no explicit rebuild: the ProductVariantPriceEvent / ProductVariantEvent schedules one
    let hit: Hit | undefined;
    for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
      hit = (await search({ term: 'scarf' }, { currencyCode: 'GBP' })).items[0];
      if (hit?.priceMin === 2499) break;
    }
    expect(hit).toMatchObject({ slug: 'search-club-scarf', priceMin: 2499, currencyCode: 'GBP' });
  });

  it("follows a product's visibility set in the admin: search only, catalogue only, neither", async () => {
    await adminClient.asSuperAdmin();
    const { product } = await shopClient.query(gql`{ product(slug: "search-club-scarf") { id } }`);
    const slugsOf = (r: { items: Hit[] }) => r.items.map((h) => h.slug);
    const listed = async () => ({
      term: slugsOf(await search({ term: 'scarf' })),
      thaiTerm: slugsOf(await search({ term: 'ผ้าพันคอ' }, { languageCode: 'th' })),
      suggested: ((await shopClient.query(SUGGEST, { term: 'scar' })).searchSuggestions.products as Hit[]).map((h) => h.slug),
      browsed: slugsOf(await search({ take: 100 })),
      inCollection: slugsOf(await search({ collectionId: apparelId, take: 100 })),
    });
    const expectListed = async (inSearch: boolean, inCatalogue: boolean) => {
      let seen: Awaited<ReturnType<typeof listed>> | undefined;
      // no explicit rebuild: the ProductEvent schedules one
      for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
        seen = await listed();
        if (seen.term.includes('search-club-scarf') === inSearch && seen.browsed.includes('search-club-scarf') === inCatalogue) break;
      }
      expect(seen!.term.includes('search-club-scarf')).toBe(inSearch);
      expect(seen!.thaiTerm.includes('search-club-scarf')).toBe(inSearch);
      expect(seen!.suggested.includes('search-club-scarf')).toBe(inSearch);
      expect(seen!.browsed.includes('search-club-scarf')).toBe(inCatalogue);
      expect(seen!.inCollection.includes('search-club-scarf')).toBe(inCatalogue);
    };
    await expectListed(true, true);
    for (const [visibility, inSearch, inCatalogue] of [
      ['search', true, false],
      ['catalog', false, true],
      ['none', false, false],
      ['catalog_search', true, true],
    ] as const) {
      const updated = await adminClient.query(UPDATE_PRODUCT, { input: { id: product.id, customFields: { visibility } } });
      expect(updated.updateProduct.customFields.visibility).toBe(visibility);
      await expectListed(inSearch, inCatalogue);
    }
    await expect(
      adminClient.query(UPDATE_PRODUCT, { input: { id: product.id, customFields: { visibility: 'hidden' } } }),
    ).rejects.toThrow();
  });
});
