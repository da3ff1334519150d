import { INestApplicationContext } from '@nestjs/common';
import {
  CurrencyCode,
  ID,
  ProductOptionGroupService,
  ProductOptionService,
  ProductService,
  ProductVariantService,
  RequestContext,
} from '@vendure/core';
import { GlobalFlag } from '@vendure/common/lib/generated-types';
import { serialiseBundleComponents } from '../../plugins/product-fields';
import { CatalogueDef, Money, OptionSetDef, ProductDef, TaxCategoryKey } from '@talat/demo-catalogue';
import { translations } from './context';
import { facetIds, FacetValueIds } from './facets';

interface ProductSeedDeps {
  ctx: RequestContext;
  taxCategoryIds: Record<TaxCategoryKey, ID>;
  facetValueIds: FacetValueIds;
  assetIds: Map<string, ID[]>;
}

interface VariantPlan {
  sku: string;
  name: { en: string; th: string };
  optionIds: ID[];
  facetCodes: string[];
  price: Money;
  stock: number;
}

function stockFor(p: ProductDef, optionCode: string | undefined): number {
  if (p.stock === undefined) return 40;
  if (typeof p.stock === 'number') return p.stock;
  return (optionCode !== undefined ? p.stock[optionCode] : undefined) ?? p.stock.default;
}

async function planOptions(app: INestApplicationContext, d: ProductSeedDeps, p: ProductDef, productId: ID, set: OptionSetDef) {
  const group = await app.get(ProductOptionGroupService).create(d.ctx, {
    code: `${p.slug}-${set.code}`,
    translations: translations(set.name),
  });
  await app.get(ProductService).addOptionGroupToProduct(d.ctx, productId, group.id);
  const wanted = set.options.filter((o) => !p.optionCodes || p.optionCodes.includes(o.code));
  const plans: VariantPlan[] = [];
  for (const o of wanted) {
    const option = await app.get(ProductOptionService).create(d.ctx, group, { code: o.code, translations: translations(o.name) });
    plans.push({
      sku: `${p.sku}-${o.code.toUpperCase()}`,
      name: { en: `${p.name.en} – ${o.name.en}`, th: `${p.name.th} – ${o.name.th}` },
      optionIds: [option.id],
      facetCodes: set.facet ? [`${set.facet}:${o.code}`] : [],
      price: o.price ?? p.price,
      stock: stockFor(p, o.code),
    });
  }
  return plans;
}

export async function seedProduct(
  app: INestApplicationContext,
  d: ProductSeedDeps,
  p: ProductDef,
  sets: Map<string, OptionSetDef>,
): Promise<ID> {
  const assets = d.assetIds.get(p.slug) ?? [];
  const product = await app.get(ProductService).create(d.ctx, {
    enabled: true,
    translations: translations(p.name, (lang) => ({ slug: p.slug, description: p.description[lang] })),
    facetValueIds: facetIds(d.facetValueIds, p.facets),
    featuredAssetId: assets[0],
    assetIds: assets,
    customFields: {
      kind: p.kind ?? 'standard',
      preorder: p.preorder ?? false,
      personalisable: p.printPrice !== undefined,
      printPriceThb: p.printPrice?.THB ?? 0,
      printPriceGbp: p.printPrice?.GBP ?? 0,
      bundleComponents: serialiseBundleComponents(p.bundle ?? []),
      virtual: p.virtual ?? false,
      visibility: p.visibility ?? 'catalog_search',
    },
  });
  const set = p.options ? sets.get(p.options) : undefined;
  if (p.options && !set) throw new Error(`seed: unknown option set "${p.options}"`);
  const plans: VariantPlan[] = set
    ? await planOptions(app, d, p, product.id, set)
    : [{ sku: p.sku, name: p.name, optionIds: [], facetCodes: [], price: p.price, stock: stockFor(p, undefined) }];
  const track = p.trackInventory === false ? GlobalFlag.FALSE : GlobalFlag.TRUE;
  const variants = await app.get(ProductVariantService).create(
    d.ctx,
    plans.map((v) => ({
      productId: product.id,
      sku: v.sku,
      translations: translations(v.name),
      optionIds: v.optionIds,
      facetValueIds: facetIds(d.facetValueIds, v.facetCodes),
      price: v.price.THB,
      // A gift card is a multi-purpose voucher: no VAT when it is sold (data/store-settings.ts).
      taxCategoryId: d.taxCategoryIds[p.kind === 'giftcard' ? 'voucher' : 'standard'],
      stockOnHand: v.stock,
      trackInventory: track,
    })),
  );
  const variantService = app.get(ProductVariantService);
  for (const [i, variant] of variants.entries()) {
    const gbp = plans[i]!.price.GBP;
    await variantService.createOrUpdateProductVariantPrice(d.ctx, variant.id, gbp, d.ctx.channelId, CurrencyCode.GBP);
  }
  return product.id;
}

/** Creates every product with its variants, THB and GBP prices, stock and pictures. */
export async function seedProducts(app: INestApplicationContext, d: ProductSeedDeps, catalogue: CatalogueDef): Promise<Map<string, ID>> {
  const sets = new Map(catalogue.optionSets.map((s) => [s.code, s]));
  const ids = new Map<string, ID>();
  for (const p of catalogue.products) ids.set(p.slug, await seedProduct(app, d, p, sets));
  return ids;
}
