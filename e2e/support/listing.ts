import type { Page } from '@playwright/test';
import { shopApi, type Lang } from './services';

/** Facet and value names in a language, as the engine names them (facet code -> value code -> name). */
export async function facetNames(lang: Lang): Promise<Record<string, { name: string; values: Record<string, string> }>> {
  const data = await shopApi<{ facets: { items: { code: string; name: string; values: { code: string; name: string }[] }[] } }>(
    '{ facets(options: { take: 20 }) { items { code name values { code name } } } }',
    lang,
  );
  return Object.fromEntries(
    data.facets.items.map((f) => [f.code, { name: f.name, values: Object.fromEntries(f.values.map((v) => [v.code, v.name])) }]),
  );
}

export async function collectionId(slug: string, lang: Lang): Promise<string> {
  const data = await shopApi<{ collection: { id: string } }>(`{ collection(slug: "${slug}") { id } }`, lang);
  return data.collection.id;
}

/** What the engine's catalogue search answers for a query (the oracle of listing tests). */
export async function catalogueSearch(
  lang: Lang,
  input: {
    term?: string;
    collectionId?: string;
    facets?: { facet: string; values: string[] }[];
    sort?: string;
    take?: number;
    skip?: number;
  },
): Promise<{ totalItems: number; items: { slug: string; name: string; priceMin: number }[] }> {
  const data = await shopApi<{ catalogueSearch: { totalItems: number; items: { slug: string; name: string; priceMin: number }[] } }>(
    `query { catalogueSearch(input: ${JSON.stringify(input)
      .replace(/"(\w+)":/g, '$1:')
      .replace(/sort:"(\w+)"/, 'sort:$1')}) { totalItems items { slug name priceMin } } }`,
    lang,
  );
  return data.catalogueSearch;
}

/** The prices shown on the listing's tiles, as numbers, in page order. */
export async function tilePrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('main').getByTestId('price').allTextContents();
  return texts.map((t) => Number(t.replace(/[^0-9.]/g, '')));
}
