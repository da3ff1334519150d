import { FacetCount, FacetMeta, SearchDoc, translated } from './types';

/** Whether a product passes every facet filter except `skipFacet`'s (AND across facets, OR within). */
export function passesFacets(doc: SearchDoc, filters: Map<string, Set<string>>, skipFacet?: string): boolean {
  for (const [facet, values] of filters) {
    if (facet === skipFacet) continue;
    const prefix = `${facet}:`;
    if (!doc.facetValues.some((fv) => fv.startsWith(prefix) && values.has(fv.slice(prefix.length)))) return false;
  }
  return true;
}

/**
 * Disjunctive facet counts: each facet's values are counted over the products that pass the
 * OTHER facets' filters, so choosing a value does not hide its siblings. `docs` has every other
 * filter (term, collection, price) applied. Values with no product are left out unless chosen;
 * facets with no value left are left out.
 */
export function facetCounts(
  docs: SearchDoc[],
  filters: Map<string, Set<string>>,
  facets: FacetMeta[],
  languageCode: string,
  defaultLanguage: string,
): FacetCount[] {
  const out: FacetCount[] = [];
  for (const facet of facets) {
    const counts = new Map<string, number>();
    const prefix = `${facet.code}:`;
    for (const doc of docs) {
      if (!passesFacets(doc, filters, facet.code)) continue;
      for (const fv of doc.facetValues) {
        if (fv.startsWith(prefix)) {
          const value = fv.slice(prefix.length);
          counts.set(value, (counts.get(value) ?? 0) + 1);
        }
      }
    }
    const chosen = filters.get(facet.code);
    const values = facet.values
      .filter((v) => (counts.get(v.code) ?? 0) > 0 || chosen?.has(v.code))
      .map((v) => ({ code: v.code, name: translated(v.name, languageCode, defaultLanguage), count: counts.get(v.code) ?? 0 }));
    if (values.length > 0) out.push({ code: facet.code, name: translated(facet.name, languageCode, defaultLanguage), values });
  }
  return out;
}

/**
 * Keeps the filters on known facets and values (unknown ones are ignored); a facet whose
 * values are all unknown is dropped.
 */
export function knownFacetFilters(filters: Map<string, Set<string>>, facets: FacetMeta[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [code, values] of filters) {
    const meta = facets.find((f) => f.code === code);
    if (!meta) continue;
    const known = new Set([...values].filter((v) => meta.values.some((mv) => mv.code === v)));
    if (known.size > 0) out.set(code, known);
  }
  return out;
}
