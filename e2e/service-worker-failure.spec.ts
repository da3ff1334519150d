import { expect, test } from '@playwright/test';
import { langs } from './support/services';

// Spec section 8: "Service worker registration failure logs a warning and unregisters existing
// workers." The shop's worker is first installed for real; then the browser refuses to register
// it (as a browser does for a worker script that fails to load or parse, or with storage full),
// and the page must log it, report it to the server, take the old worker away and not try again
// on every page of the visit.
test.use({ serviceWorkers: 'allow' });

for (const lang of langs) {
  test(`/${lang}: a worker that cannot be registered is logged, reported, unregistered and not retried in the visit`, async ({ page }) => {
    await page.goto(`/${lang}/shop-all`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(1);

    // From now on the browser refuses the registration.
    await page.addInitScript(() => {
      Object.defineProperty(ServiceWorkerContainer.prototype, 'register', {
        configurable: true,
        value: () => {
          (window as unknown as { swAttempts: number }).swAttempts = ((window as unknown as { swAttempts?: number }).swAttempts ?? 0) + 1;
          return Promise.reject(new TypeError('Failed to register a ServiceWorker: A bad HTTP response code (500) was received'));
        },
      });
    });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const report = page.waitForRequest((r) => r.url().endsWith('/api/pino') && (r.postData() ?? '').includes('"type":"service-worker"'));
    await page.reload();
    const reported = JSON.parse((await report).postData() ?? '{}') as { level?: string; message?: { message?: string } };
    expect(reported.level).toBe('error');
    expect(reported.message?.message).toContain('A bad HTTP response code (500)');
    await expect.poll(() => errors.some((e) => e.includes('Service worker registration failed'))).toBe(true);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('talat:sw-failed'))).toBe('1');
    expect(await page.evaluate(() => (window as unknown as { swAttempts?: number }).swAttempts)).toBe(1);

    // The next page of the visit does not try again.
    await page.goto(`/${lang}/about`);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { swAttempts?: number }).swAttempts ?? 0)).toBe(0);
  });
}
