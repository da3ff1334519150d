import { expect, test } from '@playwright/test';
import { extraPort, startExtraStorefront, type ExtraStorefront } from './support/extra-storefront';
import { t } from './support/messages';
import { htmlLangOf, langs } from './support/services';

// Bounded under overload (issue 30, docs/decisions/0036): a storefront of its own that renders
// one page at a time and queues none. Pages it must render while it is busy are answered at
// once: a kept copy where it holds one, else 503 with Retry-After and the busy page in the
// shopper's language, never a wait without limit or a 500.

test.describe.configure({ mode: 'serial' });

let shop: ExtraStorefront;

test.beforeAll(async () => {
  shop = await startExtraStorefront(await extraPort(), { STOREFRONT_MAX_RENDERS: '1', STOREFRONT_RENDER_QUEUE: '0' });
});
test.afterAll(async () => {
  await shop?.stop();
});

for (const lang of langs) {
  const other = langs.find((l) => l !== lang)!;

  test(`/${lang}: a burst of never-seen searches: one renders at a time, the rest are told to come back in the shopper's language`, async ({
    request,
  }) => {
    const word = lang === 'th' ? 'เสื้อ' : 'shirt';
    const burst = Array.from({ length: 8 }, (_, i) => `${shop.url}/${lang}/search?q=${encodeURIComponent(`${word} ${Date.now()}-${i}`)}`);
    const answers = await Promise.all(burst.map((url) => request.get(url, { headers: { 'accept-language': lang } })));
    const statuses = answers.map((a) => a.status());
    expect(
      statuses.every((s) => s === 200 || s === 503),
      statuses.join(','),
    ).toBe(true);
    expect(statuses).toContain(200);
    const refused = answers.find((a) => a.status() === 503);
    expect(refused, statuses.join(',')).toBeDefined();
    expect(refused!.headers()['retry-after']).toBe('2');
    expect(refused!.headers()['cache-control']).toBe('no-store');
    const html = await refused!.text();
    expect(html).toContain(`<html lang="${htmlLangOf[lang]}">`);
    expect(html).toContain(`<h1>${t(lang).pageBusy.title}</h1>`);
    expect(html).toContain(`<section lang="${htmlLangOf[other]}"><h2>${t(other).pageBusy.title}</h2>`);

    // Asked again once the burst is over, the same search renders.
    const again = await request.get(burst[burst.length - 1]!);
    expect(again.status()).toBe(200);
  });
}
