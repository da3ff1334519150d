import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as account from '@talat/commerce/vendure/queries/account';
import * as cart from '@talat/commerce/vendure/queries/cart';
import * as collections from '@talat/commerce/vendure/queries/collections';
import * as currencies from '@talat/commerce/vendure/queries/currencies';
import * as customer from '@talat/commerce/vendure/queries/customer';
import * as product from '@talat/commerce/vendure/queries/product';
import * as reviews from '@talat/commerce/vendure/queries/reviews';
import * as route from '@talat/commerce/vendure/queries/route';
import * as search from '@talat/commerce/vendure/queries/search';
import * as sitemap from '@talat/commerce/vendure/queries/sitemap';
import * as storeConfig from '@talat/commerce/vendure/queries/store-config';
import { ADMIN_QUERY_LIMITS, queryLimitRules, SHOP_QUERY_LIMITS, type QueryLimits } from './query-limits';

// The rules count the document, not the schema: a schema of one field is enough to run them.
const schema = buildSchema('type Query { x: Int }');

/** Every operation the storefront's Vendure connector sends (its queries/ folder). */
const STOREFRONT_DOCUMENTS = Object.entries({
  account,
  cart,
  collections,
  currencies,
  customer,
  product,
  reviews,
  route,
  search,
  sitemap,
  storeConfig,
})
  .flatMap(([file, exports]) =>
    Object.entries(exports as Record<string, unknown>).map(([name, value]): [string, unknown] => [`${file}.${name}`, value]),
  )
  .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && /^\s*(query|mutation)\b/.test(entry[1]));

const HUGE: QueryLimits = { depth: 1e6, aliases: 1e6, cost: 1e9, tokens: 1e6, directives: 1e6 };

function refusals(document: string, limits: QueryLimits): string[] {
  return validate(schema, parse(document), queryLimitRules(limits)).map((e) => e.message);
}

/** What each rule measures of a document: the smallest limit each rule accepts. */
function measure(document: string): QueryLimits {
  const smallest = (key: keyof QueryLimits) => {
    let low = 0;
    let high = 1;
    while (refusals(document, { ...HUGE, [key]: high }).length > 0) high *= 2;
    while (low < high) {
      const mid = Math.floor((low + high) / 2);
      if (refusals(document, { ...HUGE, [key]: mid }).length > 0) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  return {
    depth: smallest('depth'),
    aliases: smallest('aliases'),
    cost: smallest('cost'),
    tokens: smallest('tokens'),
    directives: smallest('directives'),
  };
}

describe('the Shop API query limits', () => {
  const measured = STOREFRONT_DOCUMENTS.map(([name, document]) => ({ name, ...measure(document) }));
  const heaviest = (key: keyof QueryLimits) => measured.reduce((a, b) => (b[key] > a[key] ? b : a));

  it('reads every document the storefront sends', () => {
    expect(STOREFRONT_DOCUMENTS.length).toBeGreaterThan(40);
  });

  it('let every storefront document through with room to spare: 4 levels deeper, twice the rest', () => {
    const depth = heaviest('depth');
    expect(depth.depth + 4, `depth: ${depth.name} measures ${depth.depth}`).toBeLessThanOrEqual(SHOP_QUERY_LIMITS.depth);
    for (const key of ['aliases', 'cost', 'tokens', 'directives'] as const) {
      const top = heaviest(key);
      expect(top[key] * 2, `${key}: ${top.name} measures ${top[key]}`).toBeLessThanOrEqual(SHOP_QUERY_LIMITS[key]);
    }
    for (const [name, document] of STOREFRONT_DOCUMENTS) expect(refusals(document, SHOP_QUERY_LIMITS), name).toEqual([]);
    // The record in README.md ("Query limits") comes from here.
    console.log(
      Object.fromEntries(
        (['depth', 'aliases', 'cost', 'tokens', 'directives'] as const).map((k) => [k, `${heaviest(k)[k]} (${heaviest(k).name})`]),
      ),
    );
  });

  it('refuses a document nested too deep', () => {
    const deep = `query { ${'a { '.repeat(SHOP_QUERY_LIMITS.depth + 1)}b${' }'.repeat(SHOP_QUERY_LIMITS.depth + 1)} }`;
    expect(refusals(deep, SHOP_QUERY_LIMITS)).toEqual([expect.stringMatching(/depth limit of 12 exceeded/)]);
  });

  it('refuses a hundred aliases', () => {
    const aliased = `query { ${Array.from({ length: 100 }, (_, i) => `a${i}: x`).join(' ')} }`;
    expect(refusals(aliased, SHOP_QUERY_LIMITS)).toContainEqual(expect.stringMatching(/Aliases limit of 10 exceeded, found 100/));
  });

  it('refuses a costly selection and a document of too many tokens or directives', () => {
    const wide = (n: number) => Array.from({ length: n }, (_, i) => `f${i}`).join(' ');
    const costly = `query { a { b { c { d { e { ${wide(1000)} } } } } } }`;
    expect(refusals(costly, SHOP_QUERY_LIMITS)).toContainEqual(expect.stringMatching(/Cost limit of 5000 exceeded/));
    expect(refusals(`query { ${wide(2100)} }`, SHOP_QUERY_LIMITS)).toContainEqual(expect.stringMatching(/Token limit of 2000 exceeded/));
    expect(refusals(`query { x${' @skip(if: false)'.repeat(11)} }`, SHOP_QUERY_LIMITS)).toContainEqual(
      expect.stringMatching(/Directives limit of 10 exceeded/),
    );
  });

  it('are tighter on the Shop API than on the Admin API', () => {
    for (const key of Object.keys(SHOP_QUERY_LIMITS) as (keyof QueryLimits)[])
      expect(ADMIN_QUERY_LIMITS[key]).toBeGreaterThan(SHOP_QUERY_LIMITS[key]);
  });
});
