/**
 * A variant priced only in the channel's default currency (THB), as the Admin's variant form
 * creates it, asked for in GBP with MISSING_CURRENCY_PRICE=convert: priced from THB at the shop's
 * rate and marked, in the product, the listings and the cart, through to a placed order; and the
 * Admin told which currencies it lacks. (not-sold: currency-prices-not-sold.e2e-spec.ts.)
 */
import { TestingLogger } from '@vendure/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SET_ADDRESS, SET_SHIPPING, SHIPPING_METHODS } from './fixtures/checkout-documents';
import {
  ADD_ITEM,
  ADMIN_VARIANT,
  createCurrencyTestEnvironment,
  createThbOnlyProduct,
  PAY_BY_CHEQUE,
  PRODUCT,
  rebuildIndex,
  SEARCH,
  SET_CUSTOMER,
  TO_PAYMENT,
  UPDATE_VARIANTS,
  variantIn,
  type ShopVariant,
} from './fixtures/thb-only-product';

describe('a variant priced in THB only, MISSING_CURRENCY_PRICE=convert (GBP:0.022)', () => {
  const logger = new TestingLogger(() => vi.fn());
  const env = createCurrencyTestEnvironment(3247, { mode: 'convert', rates: { GBP: 0.022 } }, logger);
  const slug = 'lantern-scarf';
  let created: { variantId: string; missing: string[] };

  beforeAll(async () => {
    await env.init();
    created = await createThbOnlyProduct(env, slug);
  });
  afterAll(async () => {
    await env.server.destroy();
  });

  it('has its own price in THB, unmarked', async () => {
    expect(await variantIn(env, slug, 'THB')).toMatchObject({
      currencyCode: 'THB',
      priceWithTax: 129000,
      priceConverted: false,
      priceConvertedFrom: null,
      soldInCurrency: true,
    });
  });

  it('is priced in GBP from its THB price at the rate, and marked as converted', async () => {
    // 1,290.00 THB x 0.022 = 28.38 GBP, tax included as the channel's prices are
    expect(await variantIn(env, slug, 'GBP')).toMatchObject({
      currencyCode: 'GBP',
      priceWithTax: 2838,
      priceConverted: true,
      priceConvertedFrom: 'THB',
      soldInCurrency: true,
    });
  });

  it('leaves variants with a GBP price of their own unconverted', async () => {
    const { product } = await env.shopClient.query(PRODUCT, { slug: 'test-shirt' }, { currencyCode: 'GBP' });
    for (const v of product.variants as ShopVariant[])
      expect(v).toMatchObject({ priceWithTax: 6499, priceConverted: false, soldInCurrency: true });
  });

  it('is listed and found in GBP at the converted price, marked', async () => {
    await rebuildIndex(env);
    const gbp = await env.shopClient.query(SEARCH, { term: 'lantern' }, { currencyCode: 'GBP' });
    expect(gbp.catalogueSearch.items).toEqual([{ slug, priceMin: 2838, priceMax: 2838, currencyCode: 'GBP', priceConverted: true }]);
    expect(gbp.searchSuggestions.products).toEqual([{ slug, priceMin: 2838, priceConverted: true }]);
    const thb = await env.shopClient.query(SEARCH, { term: 'lantern' }, { currencyCode: 'THB' });
    expect(thb.catalogueSearch.items).toEqual([{ slug, priceMin: 129000, priceMax: 129000, currencyCode: 'THB', priceConverted: false }]);
  });

  it('charges the converted price in a GBP cart, through to a placed order', async () => {
    await env.shopClient.asAnonymousUser();
    const added = (await env.shopClient.query(ADD_ITEM, { id: created.variantId, quantity: 2 }, { currencyCode: 'GBP' })).addItemToOrder;
    expect(added).toMatchObject({ currencyCode: 'GBP', lines: [{ quantity: 2, unitPriceWithTax: 2838 }] });
    expect((await env.shopClient.query(SET_CUSTOMER, {}, { currencyCode: 'GBP' })).setCustomerForOrder.id).toBeTruthy();
    expect((await env.shopClient.query(SET_ADDRESS, { country: 'GB' }, { currencyCode: 'GBP' })).setOrderShippingAddress.id).toBeTruthy();
    const { eligibleShippingMethods } = await env.shopClient.query(SHIPPING_METHODS, {}, { currencyCode: 'GBP' });
    const standard = eligibleShippingMethods.find((m: { code: string }) => m.code === 'standard-gb');
    expect(
      (await env.shopClient.query(SET_SHIPPING, { id: [standard.id] }, { currencyCode: 'GBP' })).setOrderShippingMethod.id,
    ).toBeTruthy();
    expect((await env.shopClient.query(TO_PAYMENT, {}, { currencyCode: 'GBP' })).transitionOrderToState.state).toBe('ArrangingPayment');
    const placed = (await env.shopClient.query(PAY_BY_CHEQUE, {}, { currencyCode: 'GBP' })).addPaymentToOrder;
    expect(placed).toMatchObject({ state: 'PaymentAuthorized', lines: [{ unitPriceWithTax: 2838 }] });
  });

  it("tells the Admin which of the channel's currencies the variant lacks, until it has them", async () => {
    expect(created.missing).toEqual(['GBP']);
    // and the engine's log said so when the variant was saved
    await expect
      .poll(() => logger.warnSpy.mock.calls.map((c) => String(c[0])).find((m) => m.includes('LANTERN-SCARF-1')))
      .toBe(
        'Variant LANTERN-SCARF-1 (id ' +
          created.variantId.replace(/^T_/, '') +
          ') has no GBP price, which channel __default_channel__ offers: shoppers paying in GBP see its THB price converted at 0.022 (MISSING_CURRENCY_PRICE=convert)',
      );
    expect((await env.adminClient.query(ADMIN_VARIANT, { id: created.variantId })).productVariant.missingPriceCurrencies).toEqual(['GBP']);
    // The Admin's variant form shows the read-only field, with what GBP shoppers see.
    const shown = async () =>
      (await env.adminClient.query(ADMIN_VARIANT, { id: created.variantId })).productVariant.customFields.missingPrices;
    await expect.poll(shown).toBe('GBP (converted at 0.022)');
    const { updateProductVariants } = await env.adminClient.query(UPDATE_VARIANTS, {
      input: [{ id: created.variantId, prices: [{ currencyCode: 'GBP', price: 2999 }] }],
    });
    expect(updateProductVariants[0].missingPriceCurrencies).toEqual([]);
    await expect.poll(shown).toBeNull();
    expect(await variantIn(env, slug, 'GBP')).toMatchObject({ priceWithTax: 2999, priceConverted: false, soldInCurrency: true });
  });
});
