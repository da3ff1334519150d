import { expect, test } from '@playwright/test';
import { price, product } from './support/catalogue';
import { t } from './support/messages';
import { currencyOf, langs, shopApi } from './support/services';

for (const lang of langs) {
  const m = t(lang);
  const currency = currencyOf[lang];

  test.describe(`product page on /${lang}`, () => {
    test('a configurable product: price and stock follow the chosen size; sold-out sizes are disabled and say why', async ({ page }) => {
      const away = await product('away-shirt-2025', lang);
      const bySize = (size: string) => away.variants.find((v) => v.sku.endsWith(`-${size}`))!;
      await page.goto(`/${lang}/away-shirt-2025`);
      const sizes = page
        .getByRole('radiogroup')
        .or(page.getByRole('group'))
        .filter({ has: page.getByRole('radio', { name: 'S', exact: true }) })
        .first();

      await sizes.getByRole('radio', { name: 'S', exact: true }).check();
      await expect(page).toHaveURL(/variant=TFC-A25-SHIRT-S/);
      await expect(page.getByTestId('product-price')).toContainText(price(bySize('S').priceWithTax, currency, lang));
      await expect(page.getByTestId('stock-status')).toHaveText(m.product.onlyXLeft.replace('{count}', '2'));

      await sizes.getByRole('radio', { name: 'M', exact: true }).check();
      await expect(page.getByTestId('product-price')).toContainText(price(bySize('M').priceWithTax, currency, lang));
      await expect(page.getByTestId('stock-status')).toHaveText(m.product.inStock);

      const xxl = sizes.getByRole('radio', { name: `XXL – ${m.product.valueOutOfStock}` });
      await expect(xxl).toBeDisabled();

      await page.reload();
      await expect(sizes.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
    });

    test('a low-stock product says how many are left', async ({ page }) => {
      await page.goto(`/${lang}/signed-squad-photo-2025`);
      await expect(page.getByTestId('stock-status')).toHaveText(m.product.onlyXLeft.replace('{count}', '3'));
    });

    test('a bundle lists its parts with quantities and the total', async ({ page }) => {
      const bundle = await product('home-kit-bundle-2025', lang);
      await page.goto(`/${lang}/home-kit-bundle-2025`);
      const parts = page
        .getByRole('region', { name: m.product.bundleTitle })
        .or(page.locator('section', { hasText: m.product.bundleTitle }));
      await expect(parts.getByRole('listitem')).toHaveCount(3);
      // Each part is named in the shopper's language, as its own product is.
      for (const slug of ['home-shirt-2025', 'home-shorts-2025', 'home-socks-2025']) {
        const { name } = await product(slug, lang);
        await expect(parts.getByRole('listitem').filter({ hasText: `${name} (M)` })).toHaveCount(1);
      }
      await expect(page.getByTestId('bundle-total')).toContainText(price(bundle.variants[0]!.priceWithTax, currency, lang));
    });

    test("a personalised shirt's name and number are validated and the print price is added", async ({ page }) => {
      const shirt = await product('home-shirt-2025', lang);
      const { product: printed } = await shopApi<{ product: { customFields: { printPriceThb: number; printPriceGbp: number } } }>(
        '{ product(slug: "home-shirt-2025") { customFields { printPriceThb printPriceGbp } } }',
        lang,
      );
      const print = currency === 'THB' ? printed.customFields.printPriceThb : printed.customFields.printPriceGbp;
      const base = Math.min(...shirt.variants.map((v) => v.priceWithTax));
      await page.goto(`/${lang}/home-shirt-2025`);
      const name = page.getByRole('textbox', { name: m.product.nameLabel });
      const number = page.getByRole('textbox', { name: m.product.numberLabel });

      await name.fill('R2-D2!');
      await name.blur();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#personalise-name-error')).toHaveText(m.product.errorNameCharacters);
      await name.fill('SOMCHAI KHEMTHONG');
      await name.blur();
      await expect(page.locator('#personalise-name-error')).toHaveText(m.product.errorNameLength);
      await number.fill('100');
      await number.blur();
      await expect(page.locator('#personalise-number-error')).toHaveText(m.product.errorNumberRange);

      await name.fill('SOMCHAI');
      await number.fill('7');
      await number.blur();
      await expect(name).not.toHaveAttribute('aria-invalid', 'true');
      await expect(number).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('product-price')).toContainText(price(base + print, currency, lang));
    });

    test('hreflang links point at the same page in the other locale', async ({ page }) => {
      await page.goto(`/${lang}/home-shirt-2025`);
      const other = lang === 'th' ? 'en' : 'th';
      const otherTag = other === 'th' ? 'th' : 'en-GB';
      await expect(page.locator(`link[rel="alternate"][hreflang="${otherTag}"]`)).toHaveAttribute(
        'href',
        new RegExp(`/${other}/home-shirt-2025$`),
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang}/home-shirt-2025$`));
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = jsonLd.flatMap((s) => [JSON.parse(s) as { '@type': string } | { '@type': string }[]].flat()).map((d) => d['@type']);
      expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
    });
  });
}
