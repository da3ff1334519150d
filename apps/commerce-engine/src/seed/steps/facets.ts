import { INestApplicationContext } from '@nestjs/common';
import { FacetService, FacetValueService, ID, RequestContext } from '@vendure/core';
import { FacetDef } from '@talat/demo-catalogue';
import { translations } from './context';

/** Facet value ids by `facet:value` code. */
export type FacetValueIds = Map<string, ID>;

export async function seedFacets(app: INestApplicationContext, ctx: RequestContext, facets: FacetDef[]): Promise<FacetValueIds> {
  const ids: FacetValueIds = new Map();
  for (const def of facets) {
    const facet = await app.get(FacetService).create(ctx, {
      code: def.code,
      isPrivate: def.isPrivate ?? false,
      translations: translations(def.name),
    });
    for (const v of def.values) {
      const value = await app.get(FacetValueService).create(ctx, facet, { code: v.code, translations: translations(v.name) });
      ids.set(`${def.code}:${v.code}`, value.id);
    }
  }
  return ids;
}

/** Ids for `facet:value` codes; an unknown code is a mistake in the seed data. */
export function facetIds(ids: FacetValueIds, codes: string[]): ID[] {
  return codes.map((code) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`seed: unknown facet value "${code}"`);
    return id;
  });
}
