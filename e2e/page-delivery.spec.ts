import { expect, test, type Page } from '@playwright/test';
import { fmt, t } from './support/messages';
import { SCALED, scaledIn } from './support/tags';

/** The web fonts the page fetched, and the faces the browser has loaded once fonts settle. */
async function fontsInUse(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const loaded: { family: string; range: string }[] = [];
    document.fonts.forEach((f) => {
      if (f.status === 'loaded') loaded.push({ family: f.family, range: f.unicodeRange });
    });
    const fetched = performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => /\.(woff2?|ttf|otf)$/.test(p));
    return { fetched, loaded };
  });
}

/** The Thai face: Thai letters only; the baht sign and Latin text are left to the system font. */
function expectThaiFace(loaded: { family: string; range: string }[]) {
  expect(loaded).toHaveLength(1);
  const range = loaded[0]!.range.toUpperCase();
  expect(range).toContain('U+E01-E3E');
  expect(range).toContain('U+E40-E5B');
  return loaded[0]!.family;
}

test(`/th: Thai text is set in the shop's own Thai font, and no font is fetched for Latin text`, async ({ page }) => {
  await page.goto('/th');
  await expect(page.locator('header').getByText('ไทย').first()).toBeAttached();
  const { fetched, loaded } = await fontsInUse(page);
  expect(fetched).toHaveLength(1);
  expect(fetched[0]).toMatch(/^\/_next\/static\/media\/noto_sans_thai_thai[^/]*\.woff2$/);
  // The Thai words use the loaded face, the prices and Latin words the system font.
  const family = expectThaiFace(loaded);
  expect(await page.evaluate((f) => document.fonts.check(`16px ${f}`, 'ไทย'), family)).toBe(true);
  const stack = await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily);
  expect(stack.startsWith(family) || stack.startsWith(`"${family}"`) || stack.startsWith(`'${family}'`)).toBe(true);
  expect(stack).toContain('system-ui');
});

test(`/en: no web font is fetched until Thai text shows (the language picker's Thai name)`, async ({ page }) => {
  await page.goto('/en');
  // The promotion bar's baht sign is the system font's: it fetches nothing.
  await expect(page.locator('header')).toContainText('฿');
  expect((await fontsInUse(page)).fetched).toEqual([]);
  const h = t('en').header;
  await page
    .getByRole('banner')
    .getByRole('button', { name: fmt(h.languageLabel, { language: t('en').languages.en }) })
    .click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'ภาษาไทย' })).toBeVisible();
  await expect.poll(async () => (await fontsInUse(page)).fetched).toHaveLength(1);
  expectThaiFace((await fontsInUse(page)).loaded);
});

test(
  'styles come inside the page, and scripts arrive as brotli for a browser that takes it, gzip or plain for one that does not',
  SCALED,
  async ({ page, request }) => {
    const assets: { url: string; encoding: string | undefined }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/_next/static/') && /\.(js|css)$/.test(url.pathname)) {
        assets.push({ url: url.pathname, encoding: response.headers()['content-encoding'] });
      }
    });
    await page.goto('/en/kits/home-kit');
    await page.waitForLoadState('load');
    // Styles are inlined (decision 0017): no stylesheet to wait for before the first paint.
    expect(assets.filter((a) => a.url.endsWith('.css'))).toEqual([]);
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0);
    expect(await page.locator('head style').first().textContent()).toContain('--green');
    expect(assets.some((a) => a.url.endsWith('.js'))).toBe(true);
    expect(assets.filter((a) => a.encoding !== 'br')).toEqual([]);

    const script = assets.find((a) => a.url.endsWith('.js'))!.url;
    const plain = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(plain.status()).toBe(200);
    expect(plain.headers()['content-encoding']).not.toBe('br');
    expect(plain.headers()['cache-control']).toContain('immutable');
    expect((await plain.text()).length).toBeGreaterThan(0);
  },
);

for (const lang of ['th', 'en'] as const) {
  test(`/${lang}: every script a product page runs on load carries V8's compile hint`, async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    await page.goto(`/${lang}/home-shirt-2025`);
    await page.waitForLoadState('load');
    expect(scripts.length).toBeGreaterThan(3);
    const unhinted: string[] = [];
    for (const script of scripts) {
      // The same bytes in either encoding: check the plain copy.
      const body = await (await request.get(script, { headers: { 'Accept-Encoding': 'identity' } })).text();
      if (!body.startsWith('//# allFunctionsCalledOnLoad\n')) unhinted.push(script);
    }
    expect(unhinted).toEqual([]);
  });
}

for (const lang of ['th', 'en'] as const) {
  test(
    `/${lang}: product images come from the shop's own origin and load; a media path outside the assets is refused`,
    scaledIn(lang),
    async ({ page, request, baseURL }) => {
      const images: { path: string; status: number; type: string | undefined }[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/media/'))
          images.push({ path: url.pathname, status: response.status(), type: response.headers()['content-type'] });
      });
      await page.goto(`/${lang}/home-shirt-2025`);
      const main = page.locator('main img').first();
      await expect(main).toBeVisible();
      expect(new URL(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).origin).toBe(new URL(baseURL!).origin);
      await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(images.length).toBeGreaterThan(0);
      expect(images.filter((i) => i.status !== 200 || !i.type?.startsWith('image/'))).toEqual([]);

      const refused = await request.get('/media/admin-api');
      expect(refused.status()).toBe(404);
      expect(await refused.text()).not.toContain('<');
    },
  );
}

test(
  'pages and storefront API answers arrive as brotli for a browser that takes it, gzip for one that takes only gzip',
  SCALED,
  async ({ request }) => {
    for (const path of ['/th/kits/home-kit', '/en/home-shirt-2025', '/api/commerce/getStoreConfig']) {
      const br = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(br.status()).toBe(200);
      expect(br.headers()['content-encoding']).toBe('br');
      expect(br.headers()['vary']).toContain('Accept-Encoding');
      const gzip = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers()['content-encoding']).toBe('gzip');
      // Whole documents either way (the client decodes both).
      for (const body of [await br.text(), await gzip.text()]) {
        if (path.startsWith('/api/')) expect(JSON.parse(body)).toHaveProperty('data');
        else expect(body.trimEnd().endsWith('</html>')).toBe(true);
      }
    }
  },
);
