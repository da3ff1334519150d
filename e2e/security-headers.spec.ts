import { expect, test } from '@playwright/test';
import { storefrontLog } from './support/logs';
import { t } from './support/messages';
import { langs } from './support/services';
import { SCALED, scaledIn } from './support/tags';

// Issues 15 and 28: security headers on every page; a Content-Security-Policy that lets only the
// shop's own scripts run (files from its origin, and inline scripts that carry the nonce of their
// render, never 'unsafe-inline' or hashes of what a page happens to hold), also on pages the
// server keeps; a script injected into content does not run and is reported; and the engine's
// Admin API is not reachable through the shop.

/** The nonce each executable inline script of a page carries (data blocks such as JSON-LD aside). */
function inlineScriptNonces(html: string): (string | null)[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc\s*=/i.test(attrs ?? '') && !/application\/(ld\+)?json/i.test(attrs ?? ''))
    .map(([, attrs]) => /\bnonce="([^"]+)"/.exec(attrs ?? '')?.[1] ?? null);
}

for (const lang of langs) {
  test(
    `/${lang}: every page type has the security headers and a policy that admits exactly the scripts of its render`,
    scaledIn(lang),
    async ({ request }) => {
      for (const path of [
        `/${lang}`,
        `/${lang}/gifts`,
        `/${lang}/crest-mug`,
        `/${lang}/search?q=mug`,
        `/${lang}/cart`,
        `/${lang}/about`,
        `/${lang}/zz-no-such-page`,
      ]) {
        // Twice: the second answer may come from the server's page memory, and must carry its policy too.
        for (const round of [1, 2]) {
          const res = await request.get(path);
          expect(res.status(), path).toBeLessThan(500);
          const h = res.headers();
          const csp = h['content-security-policy'] ?? '';
          const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
          expect(scriptSrc, `${path} (${round})`).toContain("'self'");
          expect(scriptSrc).not.toContain('unsafe-inline');
          expect(scriptSrc).not.toContain('unsafe-eval');
          expect(scriptSrc).not.toContain('sha256-');
          expect(csp).toContain("frame-ancestors 'none'");
          expect(csp).toContain("object-src 'none'");
          const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
          expect(nonce, `${path} (${round}): a nonce`).toBeTruthy();
          const nonces = inlineScriptNonces(await res.text());
          expect(nonces.length, `${path}: inline scripts`).toBeGreaterThan(0);
          expect(new Set(nonces), `${path} (${round}): every inline script carries the policy's nonce`).toEqual(new Set([nonce]));
          expect(h['x-content-type-options']).toBe('nosniff');
          expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
          expect(h['permissions-policy']).toContain('camera=()');
        }
      }
    },
  );

  test(`/${lang}: a shopper's journey runs with no script blocked by the policy`, async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto(`/${lang}/crest-mug`);
    const cart = page.getByTestId('cart-link').first();
    const empty = (await cart.getAttribute('aria-label')) ?? '';
    await page
      .getByRole('main')
      .getByRole('button', { name: t(lang).product.addToCart, exact: true })
      .click();
    await expect(cart).not.toHaveAttribute('aria-label', empty);
    await page.goto(`/${lang}/gifts`);
    await page.goto(`/${lang}/cart`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(blocked).toEqual([]);
  });

  test(
    `/${lang}: a script injected into a page's content does not run, and its report reaches the log`,
    scaledIn(lang),
    async ({ page }) => {
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      const path = `/${lang}/test-only/injected-script`;
      await page.goto(path);
      await expect(page.getByTestId('injected-content')).toBeAttached();
      // The shop's own scripts ran: the header's search suggests as the shopper types.
      const search = page.getByRole('combobox', { name: t(lang).header.searchLabel });
      await search.click();
      await search.pressSequentially(lang === 'th' ? 'ผ้าพันคอ' : 'scarf', { delay: 30 });
      await expect(
        page
          .getByRole('listbox', { name: t(lang).search.suggestions.label })
          .getByRole('option')
          .first(),
      ).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.dataset.injected ?? null)).toBeNull();
      expect(blocked).toHaveLength(1);
      await expect
        .poll(
          () =>
            storefrontLog()
              .split('\n')
              .some((line) => line.includes('Content-Security-Policy violation') && line.includes(`"page":"${path}"`)),
          { timeout: 10_000 },
        )
        .toBe(true);
    },
  );
}

test('API, script-file, picture and health answers of the shop carry the security headers too', SCALED, async ({ request }) => {
  const html = await (await request.get('/en/crest-mug')).text();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  const picture = /(\/media\/assets\/[^"?\s]+\.(?:png|webp|jpg))/.exec(html)?.[1];
  expect(script, 'a script file of the page').toBeTruthy();
  expect(picture, 'a product picture of the page').toBeTruthy();
  for (const path of ['/api/csrf', '/api/commerce/getCurrencies', '/api/commerce/no-such-method', script!, picture!, '/health', '/ready']) {
    const res = await request.get(path);
    const h = res.headers();
    expect(h['x-frame-options'], path).toBe('DENY');
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    if (path.startsWith('/api/'))
      expect(h['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  }
});

test("the engine's Admin API and admin are not reachable through the shop's origin", SCALED, async ({ request }) => {
  const escapes = ['/media/assets/..%2Fadmin%2Findex.html', '/media/assets/..%2fadmin-api', '/media/assets/%2e%2e%2Fshop-api'];
  for (const path of [
    '/admin-api',
    '/admin',
    '/shop-api',
    '/en/admin-api',
    '/media/engine/..%2fadmin-api',
    '/media/engine/%2e%2e/admin-api',
    ...escapes,
  ]) {
    // Followed to the end: a path without a language goes to the shopper's language first.
    const get = await request.get(path);
    expect([400, 404], `GET ${path}`).toContain(get.status());
    const post = await request.post(path, { data: { query: '{ administrators { totalItems } }' } });
    expect(post.status(), `POST ${path}`).toBeGreaterThanOrEqual(400);
    expect(post.status(), `POST ${path}`).toBeLessThan(500);
    expect(await post.text()).not.toContain('totalItems');
  }
});
