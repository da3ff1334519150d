import { DEMO_REDIRECTS, PROMOTIONS, SHIPPING_METHODS, talatCatalogue } from '@talat/demo-catalogue';
import type { ArtSpec, CollectionDef, Money, ProductDef, Tr } from '@talat/demo-catalogue';

/**
 * The demo catalogue (@talat/demo-catalogue, which the engine's seed loads too), laid out as a Magento
 * store keeps it: categories under a root category with url paths, products by SKU with their
 * configurable variants, layered-navigation attributes, reviews, redirects (URL rewrites),
 * shipping rates and cart price rules. Both backends show the same shop.
 */
export type Language = 'th' | 'en';
export type CurrencyCode = keyof Money;

export const CURRENCIES: CurrencyCode[] = ['THB', 'GBP'];
export const STORES: Record<Language, { code: string; locale: string; currency: CurrencyCode; name: Tr }> = {
  th: { code: 'th', locale: 'th_TH', currency: 'THB', name: { th: 'ตลาด เอฟซี', en: 'Talat FC' } },
  en: { code: 'en', locale: 'en_GB', currency: 'GBP', name: { th: 'ตลาด เอฟซี', en: 'Talat FC' } },
};

/** Magento's ids are base64 of the entity id (`uid`). */
export const uidOf = (id: string | number) => Buffer.from(String(id)).toString('base64');

export interface StandInCategory {
  id: number;
  uid: string;
  slug: string;
  urlPath: string;
  position: number;
  def: CollectionDef;
  parentUid: string | null;
}

export interface StandInVariant {
  sku: string;
  /** Attribute code -> value code (`size` -> `m`). */
  values: Record<string, string>;
  stock: number;
}

export interface StandInProduct {
  id: number;
  uid: string;
  def: ProductDef;
  typename: 'SimpleProduct' | 'ConfigurableProduct' | 'BundleProduct';
  variants: StandInVariant[];
  /** Stock of a product without variants. */
  stock: number;
  /** `category:x` facets -> categories the product is in. */
  categoryUids: string[];
  inCatalog: boolean;
  inSearch: boolean;
  position: number;
}

const facets = new Map(talatCatalogue.facets.map((f) => [f.code, f]));
const optionSets = new Map(talatCatalogue.optionSets.map((s) => [s.code, s]));

/** Layered navigation: the attributes a shopper filters by (store-attributes.ts of the connector's contract). */
export const FILTER_ATTRIBUTES = ['size', 'colour', 'player'] as const;

export function label(tr: Tr, language: Language): string {
  return tr[language] || tr.en;
}

function buildCategories(): StandInCategory[] {
  const bySlug = new Map(talatCatalogue.collections.map((c) => [c.slug, c]));
  const pathOf = (c: CollectionDef): string => (c.parent && bySlug.get(c.parent) ? `${pathOf(bySlug.get(c.parent)!)}/${c.slug}` : c.slug);
  const ids = new Map(talatCatalogue.collections.map((c, i) => [c.slug, i + 3]));
  return talatCatalogue.collections.map((def, i) => ({
    id: i + 3,
    uid: uidOf(i + 3),
    slug: def.slug,
    urlPath: pathOf(def),
    position: i + 1,
    def,
    parentUid: def.parent && ids.has(def.parent) ? uidOf(ids.get(def.parent)!) : null,
  }));
}

export const CATEGORIES = buildCategories();
/** Magento's root category ("Default Category"): the store's categories are its children. */
export const ROOT_CATEGORY_UID = uidOf(2);

function stockOf(def: ProductDef, option?: string): number {
  if (def.trackInventory === false) return 1_000_000;
  if (typeof def.stock === 'number') return def.stock;
  if (def.stock && option && typeof def.stock[option] === 'number') return def.stock[option];
  return def.stock?.default ?? 100;
}

function buildProducts(): StandInProduct[] {
  const out: StandInProduct[] = [];
  talatCatalogue.products.forEach((def, index) => {
    // Gift cards are an Adobe Commerce product type: Magento Open Source has none to sell.
    if (def.kind === 'giftcard') return;
    const set = def.options ? optionSets.get(def.options) : undefined;
    const options = set ? set.options.filter((o) => !def.optionCodes || def.optionCodes.includes(o.code)) : [];
    const variants: StandInVariant[] = options.map((o) => ({
      sku: `${def.sku}-${o.code.toUpperCase()}`,
      values: { [set?.facet ?? set?.code ?? 'size']: o.code },
      stock: stockOf(def, o.code),
    }));
    const categoryCodes = def.facets.filter((f) => f.startsWith('category:'));
    const visibility = def.visibility ?? 'catalog_search';
    out.push({
      id: index + 1,
      uid: uidOf(index + 1),
      def,
      typename: variants.length > 0 ? 'ConfigurableProduct' : def.kind === 'bundle' ? 'BundleProduct' : 'SimpleProduct',
      variants,
      stock: stockOf(def),
      categoryUids: CATEGORIES.filter((c) => c.def.facets.some((f) => categoryCodes.includes(f))).map((c) => c.uid),
      inCatalog: visibility === 'catalog_search' || visibility === 'catalog',
      inSearch: visibility === 'catalog_search' || visibility === 'search',
      position: index,
    });
  });
  return out;
}

export const PRODUCTS = buildProducts();

export function productBySku(sku: string): StandInProduct | undefined {
  return PRODUCTS.find((p) => p.def.sku === sku);
}

/** The product and variant a cart line's SKU names (a variant SKU or a product's own). */
export function findSku(sku: string): { product: StandInProduct; variant: StandInVariant | null } | null {
  for (const product of PRODUCTS) {
    if (product.def.sku === sku) return { product, variant: null };
    const variant = product.variants.find((v) => v.sku === sku);
    if (variant) return { product, variant };
  }
  return null;
}

/** A facet value's name (`size` `m` -> "M"). */
export function valueLabel(attribute: string, code: string, language: Language): string {
  const value = facets.get(attribute)?.values.find((v) => v.code === code);
  return value ? label(value.name, language) : code;
}

export function attributeLabel(attribute: string, language: Language): string {
  const facet = facets.get(attribute);
  return facet ? label(facet.name, language) : attribute;
}

/** Value codes of a filter attribute a product has (its variants' sizes, its colour and players). */
export function attributeValues(product: StandInProduct, attribute: string): string[] {
  const own = product.def.facets.filter((f) => f.startsWith(`${attribute}:`)).map((f) => f.slice(attribute.length + 1));
  const fromVariants = product.variants.map((v) => v.values[attribute]).filter((v): v is string => !!v);
  return [...new Set([...own, ...fromVariants])];
}

/** Configurable option value uid, as Magento builds it: base64 of `configurable/<attribute>/<value>`. */
export function optionValueUid(attribute: string, code: string): string {
  return Buffer.from(`configurable/${attribute}/${code}`).toString('base64');
}

export function priceOf(product: StandInProduct, currency: CurrencyCode): { final: number; regular: number } {
  const final = product.def.price[currency] / 100;
  const compare = talatCatalogue.compareAtPrices?.[product.def.slug];
  return { final, regular: compare ? compare[currency] / 100 : final };
}

export function reviewsOf(product: StandInProduct) {
  return (talatCatalogue.reviews ?? []).filter((r) => r.product === product.def.slug);
}

/** The item's pictures: `/assets/products/<slug>-<n>.svg` (drawn from the seed's art). */
export function imagesOf(product: StandInProduct): ArtSpec[] {
  return product.def.images;
}

export const REDIRECTS = DEMO_REDIRECTS.map((r) => ({ source: r.source, target: r.target.replace(/^\/+/, ''), status: Number(r.status) }));

export const SHIPPING = SHIPPING_METHODS.filter((m) => m.code !== 'click-collect');

export const COUPONS = PROMOTIONS;
