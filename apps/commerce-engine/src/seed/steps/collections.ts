import { INestApplicationContext } from '@nestjs/common';
import { CollectionService, facetValueCollectionFilter, ID, RequestContext } from '@vendure/core';
import { CollectionDef } from '@talat/demo-catalogue';
import { translations } from './context';
import { facetIds, FacetValueIds } from './facets';

/**
 * Collections filtered by facet values (any of the listed ones). Children do not inherit their
 * parent's filter: each lists its own values, so a parent can gather several children.
 */
export async function seedCollections(
  app: INestApplicationContext,
  ctx: RequestContext,
  defs: CollectionDef[],
  facetValueIds: FacetValueIds,
  assetIds: Map<string, ID[]>,
): Promise<Map<string, ID>> {
  const ids = new Map<string, ID>();
  for (const def of defs) {
    const featured = def.imageFrom ? assetIds.get(def.imageFrom)?.[0] : undefined;
    const collection = await app.get(CollectionService).create(ctx, {
      parentId: def.parent ? ids.get(def.parent) : undefined,
      isPrivate: false,
      inheritFilters: false,
      featuredAssetId: featured,
      assetIds: featured ? [featured] : [],
      translations: translations(def.name, (lang) => ({ slug: def.slug, description: def.description[lang] })),
      filters: [
        {
          code: facetValueCollectionFilter.code,
          arguments: [
            { name: 'facetValueIds', value: JSON.stringify(facetIds(facetValueIds, def.facets)) },
            { name: 'containsAny', value: 'true' },
          ],
        },
      ],
    });
    ids.set(def.slug, collection.id);
  }
  return ids;
}
