// Direct reads from the engine and the content service, so browser tests compare what the
// shopper sees with what the backends hold instead of hard-coding demo data.

export const commerceUrl = process.env.E2E_COMMERCE_URL ?? 'http://localhost:3001';
export const contentUrl = process.env.E2E_CONTENT_URL ?? 'http://localhost:3002';
export const contentToken = process.env.CONTENT_TOKEN ?? 'talat-preview-token';
/** The engine's Shop API answers only requests with the storefront's key (docs/decisions/0030). */
export const shopApiKey = process.env.SHOP_API_KEY ?? 'talat-dev-shop-api-key';

export type Lang = 'th' | 'en';
export const langs: Lang[] = ['en', 'th'];
export const currencyOf: Record<Lang, 'THB' | 'GBP'> = { th: 'THB', en: 'GBP' };
export const htmlLangOf: Record<Lang, string> = { th: 'th', en: 'en-GB' };

export async function shopApi<T>(query: string, lang: Lang, currency = currencyOf[lang]): Promise<T> {
  const res = await fetch(`${commerceUrl}/shop-api?languageCode=${lang}&currencyCode=${currency}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-talat-shop-key': shopApiKey },
    body: JSON.stringify({ query }),
  });
  const json = (await res.json()) as { data: T; errors?: unknown };
  if (json.errors) throw new Error(`shop api: ${JSON.stringify(json.errors)}`);
  return json.data;
}

export interface StoryJson {
  story: { name: string; full_slug: string; content: Record<string, unknown> & { body?: Record<string, unknown>[] } };
}

export async function story(slug: string, lang: Lang, version = 'draft'): Promise<StoryJson['story']> {
  const res = await fetch(`${contentUrl}/v2/cdn/stories/${slug}?token=${contentToken}&version=${version}&language=${lang}`);
  if (!res.ok) throw new Error(`content service: ${slug} ${res.status}`);
  return ((await res.json()) as StoryJson).story;
}

/** The first string field of the first blok of a story's body that has one of these fields. */
export function firstText(content: StoryJson['story']['content'], fields = ['headline', 'title', 'text']): string {
  for (const blok of content.body ?? []) {
    for (const f of fields) {
      const v = blok[f];
      if (typeof v === 'string' && v.trim()) return v.trim();
    }
  }
  throw new Error('story has no text blok');
}

/** Formats money as the storefront does (Intl, locale of the language). */
export function formatMoney(minorUnits: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'th' ? 'th-TH' : 'en-GB', { style: 'currency', currency }).format(minorUnits / 100);
}

/** Every string field of the top-level bloks of a story's body (headlines, notices, titles). */
export function bodyTexts(content: StoryJson['story']['content']): string[] {
  return (content.body ?? []).flatMap((blok) =>
    Object.entries(blok)
      .filter(([key]) => key !== 'component' && key !== '_uid')
      .map(([, value]) => value)
      .filter((v): v is string => typeof v === 'string' && v.trim().length > 3),
  );
}
