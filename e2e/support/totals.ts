import { expect, type Locator, type Page } from '@playwright/test';
import type { EngineOrderAmounts } from './admin';
import { currencyOf, formatMoney, shopApi, type Lang } from './services';

// Amounts a shopper reads (cart totals, order summary) next to the engine's own figures.

/** Money in minor units as the storefront shows it in this language's currency. */
export const money = (minor: number, lang: Lang): string => formatMoney(minor, currencyOf[lang], lang);

/** The engine's code of this browser's cart (the readable `s7-cart` cookie). */
export async function cartCode(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 's7-cart');
  const id = cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { id: string | null }).id : null;
  if (!id) throw new Error('this browser has no cart');
  return id;
}

/** The gift wrap the store configuration offers, and its price in this language's currency. */
export async function giftWrapOffer(lang: Lang): Promise<{ sku: string; price: number }> {
  const { storeConfig } = await shopApi<{ storeConfig: { giftwrap_enabled: boolean; giftwrap_sku: string | null } }>(
    '{ storeConfig { giftwrap_enabled giftwrap_sku } }',
    lang,
  );
  const sku = storeConfig.giftwrap_sku;
  if (!storeConfig.giftwrap_enabled || !sku) throw new Error('the demo store offers gift wrap');
  const { products } = await shopApi<{ products: { items: { variants: { sku: string; priceWithTax: number }[] }[] } }>(
    '{ products(options: { take: 100 }) { items { variants { sku priceWithTax } } } }',
    lang,
  );
  const variant = products.items.flatMap((p) => p.variants).find((v) => v.sku === sku);
  if (!variant) throw new Error(`no gift wrap product ${sku}`);
  return { sku, price: variant.priceWithTax };
}

/** The amount of a row of a totals list (`<dl>`) whose term reads exactly `label`. */
export function rowAmount(list: Locator, label: string): Locator {
  return list
    .locator('dl > div')
    .filter({ has: list.page().getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');
}

/** What WELCOME10 must take off: 10 % of the line total the engine discounts on, to the minor unit. */
export function tenPercentOf(order: EngineOrderAmounts): number {
  const lines = order.lines.reduce((sum, l) => sum + l.linePriceWithTax, 0);
  return Math.round(lines / 10);
}

export const discountTotal = (order: EngineOrderAmounts): number => -order.discounts.reduce((sum, d) => sum + d.amountWithTax, 0);

/** The engine's amounts of an order agree with each other (what the checks below rely on). */
export function expectConsistent(order: EngineOrderAmounts): void {
  const lines = order.lines.reduce((sum, l) => sum + l.linePriceWithTax, 0);
  expect(order.subTotalWithTax, 'subtotal = lines - discount').toBe(lines - discountTotal(order));
  expect(order.totalWithTax, 'total = subtotal + shipping').toBe(order.subTotalWithTax + order.shippingWithTax);
}
