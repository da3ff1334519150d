import type { GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createConnector } from '../../../packages/commerce/src/index';
import { loadStoreSchema } from '../../../packages/commerce/src/magento/contract/reference-schema';
import { createSchemaFetch } from '../../../packages/commerce/src/magento/contract/schema-fetch';
import { createRoot } from './root';

/** The stand-in answers the Magento connector on Magento's own schema: every request valid, every answer of its shape. */
let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await loadStoreSchema();
});

function setup() {
  const root = createRoot({ mediaUrl: 'http://localhost:3004/assets/' });
  const wire = createSchemaFetch(schema, root.fields, (headers) => root.scopeOf(headers));
  const connector = createConnector({ backend: 'magento', graphqlUrl: 'http://localhost:3004/graphql', fetch: wire.fetch });
  return { wire, connector };
}

describe('the Magento stand-in', () => {
  it('serves the demo catalogue in both languages and currencies', async () => {
    const { wire, connector } = setup();
    const th = { locale: 'th' as const, currency: 'THB' };
    const en = { locale: 'en' as const, currency: 'GBP' };
    expect((await connector.getCategories(th)).map((c) => c.name)).toContain('ชุดแข่ง');
    const kits = (await connector.getCategories(en)).find((c) => c.url_path === 'kits')!;
    expect(kits.children.map((c) => c.url_path)).toEqual(['kits/home-kit', 'kits/away-kit', 'kits/third-kit', 'kits/goalkeeper-kit']);
    const route = await connector.resolveRoute(en, 'kits/home-kit');
    expect(route).toMatchObject({ type: 'CATEGORY', url_path: 'kits/home-kit' });
    const list = await connector.getProducts(en, { categoryUid: (route as { uid: string }).uid, pageSize: 4 });
    expect(list.items[0]).toMatchObject({ sku: 'TFC-H25-SHIRT', name: 'Home Shirt 2025/26', price_range: { minimum_price: { final_price: { value: 64.99, currency: 'GBP' } } } });
    expect(list.aggregations.map((a) => a.code)).toEqual(expect.arrayContaining(['size', 'colour']));
    const shirt = await connector.getProductDetails(th, { uid: 'TFC-H25-SHIRT' });
    expect(shirt).toMatchObject({ name: 'เสื้อเหย้า 2025/26', kind: 'configurable', price_range: { minimum_price: { final_price: { value: 2290, currency: 'THB' } } } });
    expect(shirt!.variants.map((v) => v.sku)).toEqual(['TFC-H25-SHIRT-S', 'TFC-H25-SHIRT-M', 'TFC-H25-SHIRT-L', 'TFC-H25-SHIRT-XL', 'TFC-H25-SHIRT-XXL']);
    expect((await connector.getProductReviews(th, { uid: 'TFC-H25-SHIRT' })).total_count).toBeGreaterThan(0);
    expect((await connector.searchProducts(th, { search: 'เสื้อเหย้า' })).items.map((p) => p.sku)).toContain('TFC-H25-SHIRT');
    expect(await connector.resolveRoute(en, 'home-kit-2024')).toEqual({ type: 'REDIRECT', status: 301, target: '/kits/home-kit', external: false });
    expect(await connector.resolveRoute(en, 'sale')).toEqual({ type: 'REDIRECT', status: 302, target: '/shop-all?sort=price-low-to-high', external: false });
    expect(await connector.resolveRoute(en, 'no-such-page')).toBeNull();
    expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);
  });

  it('takes a guest from an empty cart to an order paid by cheque', async () => {
    const { wire, connector } = setup();
    const th = { locale: 'th' as const, currency: 'THB' };
    const shirt = await connector.getProductDetails(th, { uid: 'TFC-H25-SHIRT' });
    const m = shirt!.variants.find((v) => v.sku === 'TFC-H25-SHIRT-M')!;
    const added = await connector.addCartItems(th, { items: [{ variantUid: m.uid, quantity: 2 }] });
    expect(added).toMatchObject({ ok: true, cart: { total_quantity: 2, prices: { grand_total: { value: 4580, currency: 'THB' } } } });
    const ctx = { ...th, customerToken: added.sessionToken };
    expect(await connector.applyCoupon(ctx, { code: 'EXPIRED5' })).toMatchObject({ ok: false, error: { code: 'COUPON_INVALID' } });
    expect(await connector.applyCoupon(ctx, { code: 'WELCOME10' })).toMatchObject({ ok: true, cart: { prices: { grand_total: { value: 4122 } } } });
    expect(await connector.addCartItems(ctx, { items: [{ variantUid: m.uid, quantity: 1000 }] })).toMatchObject({ ok: false, error: { code: 'OUT_OF_STOCK' }, cart: { total_quantity: 2 } });
    await connector.setGuestEmail(ctx, { email: 'somchai@example.com' });
    await connector.setShippingAddress(ctx, {
      address: { firstname: 'สมชาย', lastname: 'ใจดี', street: ['1 ถนนสีลม', 'สีลม'], city: 'บางรัก', region: 'กรุงเทพมหานคร', postcode: '10500', country_code: 'TH', telephone: '0812345678' },
    });
    const { methods } = await connector.getShippingMethods(ctx);
    expect(methods.map((x) => x.method_code)).toEqual(['standard-th', 'express-th']);
    expect(await connector.setShippingMethod(ctx, { uid: methods[0]!.uid })).toMatchObject({ ok: true, cart: { prices: { grand_total: { value: 4172 } } } });
    await connector.setBillingAddress(ctx, { same_as_shipping: true });
    expect((await connector.getPaymentMethods(ctx)).methods).toEqual([expect.objectContaining({ code: 'checkmo', kind: 'cheque', title: 'เช็ค / ธนาณัติ' })]);
    const placed = await connector.placeOrder(ctx, { payment: { method: 'cheque' } });
    expect(placed).toMatchObject({ ok: true, order: { number: '000000001', payment_kind: 'cheque', prices: { grand_total: { value: 4172 } } } });
    expect(await connector.getCart(ctx)).toEqual({ cart: null });
    expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);
  });
});
