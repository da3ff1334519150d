import { CatalogueDef } from '@talat/demo-catalogue';
import { RawCatalogue, RawProduct, RawTranslation } from './build-index';

const langs = ['en', 'th'] as const;

/**
 * The index's input made straight from a seed catalogue definition, as the database would give
 * it after seeding (ids in definition order, prices tax included, collections by their facet
 * filters). For unit tests and the in-process latency benchmark; the engine reads the database.
 */
export function rawCatalogueFromDefinition(def: CatalogueDef): RawCatalogue {
  const facetIds = new Map<string, string>();
  let id = 0;
  const facets = def.facets.map((f) => ({
    code: f.code,
    isPrivate: f.isPrivate ?? false,
    translations: langs.map((l) => ({ languageCode: l, name: f.name[l] })),
    values: f.values.map((v) => {
      const vid = String(++id);
      facetIds.set(`${f.code}:${v.code}`, vid);
      return { id: vid, code: v.code, translations: langs.map((l) => ({ languageCode: l, name: v.name[l] })) };
    }),
  }));
  const sets = new Map(def.optionSets.map((s) => [s.code, s]));
  const products: Array<RawProduct & { codes: string[] }> = def.products.map((p, i) => {
    const set = p.options ? sets.get(p.options) : undefined;
    const options = set ? set.options.filter((o) => !p.optionCodes || p.optionCodes.includes(o.code)) : [];
    const variantCodes = set?.facet ? options.map((o) => `${set.facet}:${o.code}`) : [];
    const prices = options.length ? options.map((o) => o.price ?? p.price) : [p.price];
    const codes = [...p.facets, ...variantCodes];
    const translations: RawTranslation[] = langs.map((l) => ({
      languageCode: l,
      name: p.name[l],
      slug: p.slug,
      description: p.description[l],
    }));
    return {
      id: String(i + 1),
      createdAt: Date.UTC(2025, 0, 1) + i * 1000,
      translations,
      facetValueIds: codes.flatMap((c) => facetIds.get(c) ?? []),
      collectionIds: [],
      prices: { THB: prices.map((m) => m.THB), GBP: prices.map((m) => m.GBP) },
      preview: p.images.length ? `preview/${p.slug}.png` : null,
      visibility: p.visibility,
      codes,
    };
  });
  const collectionIds = new Map<string, string>();
  const collections = def.collections.map((c, i) => {
    const cid = String(i + 2); // 1 is the root collection
    collectionIds.set(c.slug, cid);
    for (const p of products) if (c.facets.some((f) => p.codes.includes(f))) p.collectionIds.push(cid);
    return {
      id: cid,
      parentId: c.parent ? (collectionIds.get(c.parent) ?? null) : '1',
      isPrivate: false,
      translations: langs.map((l) => ({ languageCode: l, name: c.name[l], slug: c.slug })),
    };
  });
  return { defaultLanguage: 'en', products: products.map(({ codes: _codes, ...p }) => p), facets, collections };
}
