#!/usr/bin/env node
// Search recall: sends every query of queries.json to the engine's Shop API catalogueSearch
// (languageCode = the query's locale, take 10) and writes results.json with recall@10 per
// query language and overall, and the misses.
// Usage: node bench/search-recall/run.mjs [shopApiUrl]
//   default: $COMMERCE_SHOP_API_URL, else http://localhost:3201/shop-api (the bench stack's engine)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const shopApi = process.argv[2] ?? process.env.COMMERCE_SHOP_API_URL ?? 'http://localhost:3201/shop-api';
const { queries } = JSON.parse(fs.readFileSync(path.join(here, 'queries.json'), 'utf8'));

const QUERY = `query ($input: TalatCatalogueSearchInput!) {
  catalogueSearch(input: $input) { totalItems items { slug name } }
}`;

async function search(term, locale) {
  const url = `${shopApi}?languageCode=${encodeURIComponent(locale)}`;
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    // The Shop API answers only the storefront's key (SHOP_API_KEY; the development one by default).
    headers: { 'content-type': 'application/json', 'x-talat-shop-key': process.env.SHOP_API_KEY ?? 'talat-dev-shop-api-key' },
    body: JSON.stringify({ query: QUERY, variables: { input: { term, take: 10 } } }),
  });
  const body = await res.json();
  const ms = performance.now() - started;
  if (!res.ok || body.errors) throw new Error(`${term}: HTTP ${res.status} ${JSON.stringify(body.errors ?? body)}`);
  return { hits: body.data.catalogueSearch.items, totalItems: body.data.catalogueSearch.totalItems, ms };
}

const perQuery = [];
for (const q of queries) {
  const { hits, totalItems, ms } = await search(q.term, q.locale);
  const got = hits.map((h) => h.slug);
  const found = q.expected.filter((s) => got.includes(s));
  perQuery.push({
    ...q,
    recall: found.length / q.expected.length,
    missing: q.expected.filter((s) => !got.includes(s)),
    got,
    totalItems,
    ms,
  });
}

const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const round = (x, d = 4) => Math.round(x * 10 ** d) / 10 ** d;
const byLang = (lang) => perQuery.filter((q) => q.lang === lang);
const summary = (qs) => ({
  queries: qs.length,
  recallAt10: round(mean(qs.map((q) => q.recall))),
  perfect: qs.filter((q) => q.recall === 1).length,
  // where the first expected product ranks (1 = top)
  meanReciprocalRank: round(
    mean(
      qs.map((q) => {
        const ranks = q.expected.map((s) => q.got.indexOf(s)).filter((i) => i >= 0);
        return ranks.length ? 1 / (Math.min(...ranks) + 1) : 0;
      }),
    ),
  ),
});
const result = {
  measuredAt: new Date().toISOString(),
  shopApi,
  k: 10,
  overall: summary(perQuery),
  th: summary(byLang('th')),
  en: summary(byLang('en')),
  crossLanguage: summary(perQuery.filter((q) => q.lang !== q.locale)),
  httpMsMean: round(mean(perQuery.map((q) => q.ms)), 2),
  misses: perQuery
    .filter((q) => q.recall < 1)
    .map(({ lang, locale, term, note, recall, missing, got }) => ({ lang, locale, term, note, recall: round(recall), missing, got })),
};
fs.writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `recall@10  th ${result.th.recallAt10}  en ${result.en.recallAt10}  overall ${result.overall.recallAt10}  (${perQuery.length} queries, ${result.misses.length} with misses)`,
);
for (const m of result.misses) console.log(`  miss [${m.lang} on ${m.locale}] "${m.term}": ${m.missing.join(', ')}`);
