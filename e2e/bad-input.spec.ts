import { expect, test } from '@playwright/test';
import { fmt, t } from './support/messages';

const badPaths = [
  '/%',
  '/en/%',
  '/en/%E0%B8',
  '/th/..',
  '/en/../../etc/passwd',
  '/en/%2e%2e/%2e%2e',
  `/en/${'a'.repeat(5000)}`,
  `/th/${'ก'.repeat(1200)}`,
  '/zz/anything',
  '/en/<script>alert(1)</script>',
  '/en/p/',
  '/en/cp/x/y/z/w/v/u/t/s/r/q',
];

for (const path of badPaths) {
  test(`bad path ${path.slice(0, 40)} answers 4xx or not-found, never 5xx`, async ({ request }) => {
    const res = await request.get(path, { maxRedirects: 5, failOnStatusCode: false });
    expect(res.status(), path).toBeLessThan(500);
    const body = await res.text();
    expect(body).not.toMatch(/\bat .+\(.+:\d+:\d+\)/); // no stack trace
    expect(body).not.toContain('<script>alert(1)</script>');
  });
}

test.describe('storefront API bad input', () => {
  test('malformed JSON body answers 400 with a message', async ({ request }) => {
    const res = await request.post('/api/commerce/getProducts', { data: '{not json', headers: { 'content-type': 'application/json' } });
    expect(res.status()).toBe(400);
    expect((await res.json()).error.message).toBeTruthy();
  });

  test('an invalid input answers 400', async ({ request }) => {
    for (const data of [{ page: -1 }, { pageSize: 10_000 }, { sort: 'drop table' }, { unknown: true }]) {
      const res = await request.post('/api/commerce/getProducts', { data });
      expect(res.status(), JSON.stringify(data)).toBe(400);
      expect((await res.json()).error.message).toBeTruthy();
    }
  });

  test('GET with a malformed body parameter answers 400', async ({ request }) => {
    const res = await request.get('/api/commerce/getProducts?body=%7Bbroken');
    expect(res.status()).toBe(400);
  });

  test('an unknown method answers 404 with a message', async ({ request }) => {
    for (const path of ['/api/commerce/dropDatabase', '/api/cms/nothing', `/api/commerce/${'x'.repeat(3000)}`]) {
      const res = await request.post(path, { data: {} });
      expect(res.status(), path).toBe(404);
      expect((await res.json()).error.message).toBeTruthy();
    }
  });

  test('an overlong body answers 4xx', async ({ request }) => {
    const res = await request.post('/api/commerce/resolveRoute', { data: { path: 'a/'.repeat(100_000) } });
    expect(res.status()).toBeGreaterThanOrEqual(400);
    expect(res.status()).toBeLessThan(500);
  });

  test('a valid call answers data through the SDK shape', async ({ request }) => {
    const res = await request.get(`/api/commerce/getCategories?body=${encodeURIComponent('{}')}`);
    expect(res.status()).toBe(200);
    const json = await res.json();
    expect(Array.isArray(json.data)).toBe(true);
    expect(json.data.length).toBeGreaterThan(0);
  });
});

for (const lang of ['en', 'th'] as const) {
  test(`/${lang}: a CSRF token that cannot be fetched is logged, the add goes without it and is refused with a message, and the button works once the token can be fetched`, async ({
    page,
  }) => {
    const m = t(lang);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/csrf', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await page.goto(`/${lang}/crest-mug`);
    const add = page.getByRole('main').getByRole('button', { name: m.product.addToCart, exact: true });
    await add.click();
    // Refused by the server (the cart's creation needs the token): the shopper reads why it failed.
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: m.product.addFailed })).toBeVisible();
    expect(errors.some((e) => e.startsWith('Failed to fetch CSRF token'))).toBe(true);
    await expect(page.getByTestId('cart-link').first()).toHaveAttribute('aria-label', fmt(m.header.cart, { count: 0 }));
    // Once the token can be fetched again, the same button works.
    await page.unroute('**/api/csrf');
    await add.click();
    await expect(page.getByTestId('cart-link').first()).toHaveAttribute('aria-label', fmt(m.header.cart, { count: 1 }));
  });
}
