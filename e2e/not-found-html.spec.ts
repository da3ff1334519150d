import { expect, test, type APIRequestContext } from '@playwright/test';
import { t } from './support/messages';
import { htmlLangOf, langs } from './support/services';
import { scaledIn } from './support/tags';

// The 404 page as the server sends it, before any script runs: what search engines and
// accessibility checks read (docs/decisions/0018).
async function rawNotFound(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  return { status: response.status(), cache: response.headers()['x-nextjs-cache'], html: await response.text() };
}

function expectNotFoundDocument(html: string, lang: (typeof langs)[number]) {
  const m = t(lang).notFound;
  const text = `<p>${m.text.replace(/'/g, '&#x27;')}</p>`;
  expect(/<html[^>]*>/.exec(html)?.[0], 'the <html> tag').toBe(
    `<html lang="${htmlLangOf[lang]}" class="${/<html[^>]* class="([^"]*)"/.exec(html)?.[1]}">`,
  );
  expect(/<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1], 'the heading').toBe(m.title);
  expect(html.includes(text), `the text ${text} in the HTML`).toBe(true);
  expect(html.includes('<meta name="robots" content="noindex"/>'), 'noindex').toBe(true);
}

for (const lang of langs) {
  test(`/${lang}: a first visit to a missing page gets 404 and the not-found page in its HTML, also from the cache`, async ({
    request,
  }) => {
    const path = `/${lang}/zz-no-such-page-${test.info().project.name}-${Date.now()}`;
    const first = await rawNotFound(request, path);
    expect(first.status).toBe(404);
    expectNotFoundDocument(first.html, lang);

    const again = await rawNotFound(request, path);
    expect(again.cache).toBe('HIT');
    expect(again.status).toBe(404);
    expectNotFoundDocument(again.html, lang);
  });

  test(`/${lang}: a missing page rendered per request (a product's own view) gets 404 and the not-found page in its HTML`, async ({
    request,
  }) => {
    const perRequest = await rawNotFound(request, `/${lang}/zz-no-such-page?variant=red`);
    expect(perRequest.cache).toBeUndefined();
    expect(perRequest.status).toBe(404);
    expectNotFoundDocument(perRequest.html, lang);
  });

  test(`/${lang}: a missing page asked for with a filter or a cart is the same kept 404`, async ({ request }) => {
    const withQuery = await rawNotFound(request, `/${lang}/zz-no-such-page-${test.info().project.name}?colour=red`);
    expect(withQuery.status).toBe(404);
    expectNotFoundDocument(withQuery.html, lang);

    const cart = encodeURIComponent(JSON.stringify({ id: null, total_quantity: 1 }));
    const withCart = await rawNotFound(request, `/${lang}/kits/zz-no-such-kit`, { cookie: `s7-cart=${cart}` });
    expect(withCart.status).toBe(404);
    expectNotFoundDocument(withCart.html, lang);
  });

  test(`/${lang}: a path that cannot be decoded gets 404 and the not-found page in its HTML`, scaledIn(lang), async ({ request }) => {
    const broken = await rawNotFound(request, `/${lang}/%E0%A4%A`);
    expect(broken.status).toBe(404);
    expectNotFoundDocument(broken.html, lang);
  });
}
