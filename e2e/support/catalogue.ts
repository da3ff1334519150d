import { currencyOf, formatMoney, shopApi, type Lang } from './services';

export interface Tile {
  name: string;
  slug: string;
  /** Lowest variant price in minor units, tax included. */
  minPrice: number;
}

interface SearchResult {
  search: {
    totalItems: number;
    items: { productName: string; slug: string }[];
  };
}

/**
 * The products of a collection in the engine's order, each with its lowest variant price in
 * `currency`. Vendure's search index holds the default currency only, so prices come from the
 * products themselves.
 */
export async function collectionProducts(slug: string, lang: Lang, currency = currencyOf[lang]): Promise<Tile[]> {
  const data = await shopApi<SearchResult>(
    `{ search(input: { collectionSlug: "${slug}", groupByProduct: true, take: 100 }) {
        totalItems
        items { productName slug } } }`,
    lang,
    currency,
  );
  const slugs = data.search.items.map((i) => i.slug);
  const priced = await shopApi<{ products: { items: { slug: string; variants: { priceWithTax: number }[] }[] } }>(
    `{ products(options: { filter: { slug: { in: ${JSON.stringify(slugs)} } }, take: 100 }) { items { slug variants { priceWithTax } } } }`,
    lang,
    currency,
  );
  const minBySlug = new Map(priced.products.items.map((p) => [p.slug, Math.min(...p.variants.map((v) => v.priceWithTax))]));
  return data.search.items.map((i) => ({ name: i.productName, slug: i.slug, minPrice: minBySlug.get(i.slug) ?? NaN }));
}

export async function collectionName(slug: string, lang: Lang): Promise<{ name: string; parentSlug: string | null }> {
  const data = await shopApi<{ collection: { name: string; parent: { slug: string; name: string } | null } | null }>(
    `{ collection(slug: "${slug}") { name parent { slug name } } }`,
    lang,
  );
  if (!data.collection) throw new Error(`no collection ${slug}`);
  const parentSlug = data.collection.parent && data.collection.parent.name !== '__root_collection__' ? data.collection.parent.slug : null;
  return { name: data.collection.name, parentSlug };
}

export async function product(slug: string, lang: Lang, currency = currencyOf[lang]) {
  const data = await shopApi<{
    product: { name: string; variants: { sku: string; name: string; priceWithTax: number; stockLevel: string }[] } | null;
  }>(`{ product(slug: "${slug}") { name variants { sku name priceWithTax stockLevel } } }`, lang, currency);
  if (!data.product) throw new Error(`no product ${slug}`);
  return data.product;
}

export const price = (minor: number, currency: string, lang: Lang) => formatMoney(minor, currency, lang);
