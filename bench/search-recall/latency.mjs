#!/usr/bin/env node
// In-process latency of the catalogue-search index (no HTTP, no database): builds the index of
// the demo catalogue (@talat/demo-catalogue) from its definition with the built engine (npm run
// build -w @talat/demo-catalogue -w @talat/commerce-engine first) and times 1000 suggestion and
// 1000 search queries.
// Writes latency.json next to this script. Usage: node bench/search-recall/latency.mjs
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const dist = path.join(here, '../../apps/commerce-engine/dist');
const { talatCatalogue } = require('@talat/demo-catalogue');
const { buildCatalogueIndex } = require(path.join(dist, 'plugins/catalogue-search/build-index.js'));
const { rawCatalogueFromDefinition } = require(path.join(dist, 'plugins/catalogue-search/from-definition.js'));
const { search, suggest } = require(path.join(dist, 'plugins/catalogue-search/search.js'));
const { validateSearchInput } = require(path.join(dist, 'plugins/catalogue-search/validate.js'));

const { queries } = JSON.parse(fs.readFileSync(path.join(here, 'queries.json'), 'utf8'));
// as-you-type prefixes of every query term (1..n characters), both languages
const typed = queries.flatMap((q) => [...q.term].map((_, i) => ({ term: [...q.term].slice(0, i + 1).join(''), locale: q.locale })));

let started = performance.now();
const index = buildCatalogueIndex(rawCatalogueFromDefinition(talatCatalogue));
const buildMs = performance.now() - started;

function time(n, run) {
  const samples = [];
  for (let i = 0; i < 200; i++) run(i); // warm-up
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    run(i);
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const at = (p) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))];
  const r = (x) => Math.round(x * 1000) / 1000;
  return { queries: n, meanMs: r(samples.reduce((a, b) => a + b, 0) / n), p50Ms: r(at(0.5)), p99Ms: r(at(0.99)), maxMs: r(samples[n - 1]) };
}

const ctx = (locale) => ({ languageCode: locale, currencyCode: locale === 'th' ? 'THB' : 'GBP' });
const suggestions = time(1000, (i) => {
  const q = typed[i % typed.length];
  suggest(index, q.term, 6, ctx(q.locale));
});
const searches = time(1000, (i) => {
  const q = queries[i % queries.length];
  const input = validateSearchInput({ term: q.term, take: 12, facets: i % 3 ? [] : [{ facet: 'colour', values: ['red'] }] });
  search(index, input.value, ctx(q.locale));
});
const browse = time(1000, (i) => {
  const input = validateSearchInput({ sort: ['POSITION', 'NAME', 'PRICE_ASC', 'NEWEST'][i % 4], take: 24 });
  search(index, input.value, ctx(i % 2 ? 'th' : 'en'));
});
const result = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  products: index.docs.length,
  indexBuildMs: Math.round(buildMs * 10) / 10,
  suggestions,
  searches,
  browse,
};
fs.writeFileSync(path.join(here, 'latency.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
