import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { t } from './support/messages';
import { langs } from './support/services';

// Issue 15: security headers on every page; a Content-Security-Policy that lets only the shop's
// own scripts run (files from its origin, inline scripts by hash, never 'unsafe-inline'), also
// on pages the server keeps; and the engine's Admin API is not reachable through the shop.

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc\s*=/i.test(attrs ?? '') && !/application\/(ld\+)?json/i.test(attrs ?? ''))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`);
}

for (const lang of langs) {
  test(`/${lang}: every page type has the security headers and a policy that covers exactly its own scripts`, async ({ request }) => {
    for (const path of [`/${lang}`, `/${lang}/gifts`, `/${lang}/crest-mug`, `/${lang}/search?q=mug`, `/${lang}/cart`, `/${lang}/about`, `/${lang}/zz-no-such-page`]) {
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
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        for (const hash of inlineScripts(await res.text())) expect(scriptSrc, `${path}: ${hash}`).toContain(hash);
        expect(h['x-content-type-options']).toBe('nosniff');
        expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(h['permissions-policy']).toContain('camera=()');
      }
    }
  });

  test(`/${lang}: a shopper's journey runs with no script blocked by the policy`, async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto(`/${lang}/crest-mug`);
    const cart = page.getByTestId('cart-link').first();
    const empty = (await cart.getAttribute('aria-label')) ?? '';
    await page.getByRole('main').getByRole('button', { name: t(lang).product.addToCart, exact: true }).click();
    await expect(cart).not.toHaveAttribute('aria-label', empty);
    await page.goto(`/${lang}/gifts`);
    await page.goto(`/${lang}/cart`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(blocked).toEqual([]);
  });
}

test("the engine's Admin API and admin are not reachable through the shop's origin", async ({ request }) => {
  for (const path of ['/admin-api', '/admin', '/shop-api', '/en/admin-api', '/media/engine/..%2fadmin-api', '/media/engine/%2e%2e/admin-api']) {
    // Followed to the end: a path without a language goes to the shopper's language first.
    const get = await request.get(path);
    expect([400, 404], `GET ${path}`).toContain(get.status());
    const post = await request.post(path, { data: { query: '{ administrators { totalItems } }' } });
    expect(post.status(), `POST ${path}`).toBeGreaterThanOrEqual(400);
    expect(post.status(), `POST ${path}`).toBeLessThan(500);
    expect(await post.text()).not.toContain('totalItems');
  }
});
