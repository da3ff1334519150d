/**
 * A variant priced only in the channel's default currency (THB), asked for in GBP with
 * MISSING_CURRENCY_PRICE=not-sold: no error, not sold (no price, `soldInCurrency: false`), not
 * listed in GBP, kept out of GBP carts and orders. (convert: currency-prices.e2e-spec.ts.)
 */
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SET_ADDRESS, SET_SHIPPING, SHIPPING_METHODS } from './fixtures/checkout-documents';
import {
  ACTIVE_ORDER,
  ADD_ITEM,
  ADMIN_VARIANT,
  createCurrencyTestEnvironment,
  createThbOnlyProduct,
  PRODUCT,
  rebuildIndex,
  SEARCH,
  SET_CUSTOMER,
  TO_PAYMENT,
  variantIn,
} from './fixtures/thb-only-product';

describe('a variant priced in THB only, MISSING_CURRENCY_PRICE=not-sold', () => {
  const env = createCurrencyTestEnvironment(3248, { mode: 'not-sold', rates: {} });
  const slug = 'lantern-cap';
  let variantId: string;
  let shirtM: string;

  beforeAll(async () => {
    await env.init();
    ({ variantId } = await createThbOnlyProduct(env, slug));
    const { product } = await env.shopClient.query(PRODUCT, { slug: 'test-shirt' });
    shirtM = product.variants.find((v: { sku: string }) => v.sku === 'T-SHIRT-M').id;
  });
  afterAll(async () => {
    await env.server.destroy();
  });

  it('answers GBP without an error: not sold, no price, not converted', async () => {
    expect(await variantIn(env, slug, 'GBP')).toMatchObject({
      currencyCode: 'GBP',
      price: 0,
      priceWithTax: 0,
      priceConverted: false,
      priceConvertedFrom: null,
      soldInCurrency: false,
    });
    expect(await variantIn(env, slug, 'THB')).toMatchObject({ priceWithTax: 129000, soldInCurrency: true });
  });

  it('tells the Admin, in the variant form, that it is not sold in GBP', async () => {
    const shown = async () => (await env.adminClient.query(ADMIN_VARIANT, { id: variantId })).productVariant.customFields.missingPrices;
    await expect.poll(shown).toBe('GBP (not sold)');
  });

  it('is not listed in GBP, and is in THB', async () => {
    await rebuildIndex(env);
    const thb = await env.shopClient.query(SEARCH, { term: 'lantern' }, { currencyCode: 'THB' });
    expect(thb.catalogueSearch.items).toEqual([{ slug, priceMin: 129000, priceMax: 129000, currencyCode: 'THB', priceConverted: false }]);
    const gbp = await env.shopClient.query(SEARCH, { term: 'lantern' }, { currencyCode: 'GBP' });
    expect(gbp.catalogueSearch.items).toEqual([]);
    expect(gbp.searchSuggestions.products).toEqual([]);
  });

  it("cannot be added to a GBP cart (in the shopper's language)", async () => {
    await env.shopClient.asAnonymousUser();
    const en = (await env.shopClient.query(ADD_ITEM, { id: variantId, quantity: 1 }, { currencyCode: 'GBP' })).addItemToOrder;
    expect(en).toMatchObject({
      errorCode: 'ORDER_INTERCEPTOR_ERROR',
      interceptorError: 'Lantern Scarf is not sold in GBP: switch currency to buy it.',
    });
    const th = (await env.shopClient.query(ADD_ITEM, { id: variantId, quantity: 1 }, { currencyCode: 'GBP', languageCode: 'th' }))
      .addItemToOrder;
    expect(th.interceptorError).toContain('ไม่มีจำหน่ายในสกุลเงิน GBP');
  });

  const REMOVE_LINE = gql`
    mutation ($id: ID!) {
      removeOrderLine(orderLineId: $id) {
        ... on Order { id }
        ... on ErrorResult { errorCode message }
      }
    }
  `;

  it('keeps a THB cart switched to GBP from going to payment, until the line is gone', async () => {
    await env.shopClient.asAnonymousUser();
    expect(
      (await env.shopClient.query(ADD_ITEM, { id: variantId, quantity: 1 }, { currencyCode: 'THB' })).addItemToOrder.lines,
    ).toHaveLength(1);
    // adding a GBP-priced item in GBP reprices the whole order in GBP: the THB-only line to 0
    const switched = (await env.shopClient.query(ADD_ITEM, { id: shirtM, quantity: 1 }, { currencyCode: 'GBP' })).addItemToOrder;
    expect(switched.currencyCode).toBe('GBP');
    expect((await env.shopClient.query(SET_CUSTOMER, {}, { currencyCode: 'GBP' })).setCustomerForOrder.id).toBeTruthy();
    expect((await env.shopClient.query(SET_ADDRESS, { country: 'GB' }, { currencyCode: 'GBP' })).setOrderShippingAddress.id).toBeTruthy();
    const { eligibleShippingMethods } = await env.shopClient.query(SHIPPING_METHODS, {}, { currencyCode: 'GBP' });
    const standard = eligibleShippingMethods.find((m: { code: string }) => m.code === 'standard-gb');
    await env.shopClient.query(SET_SHIPPING, { id: [standard.id] }, { currencyCode: 'GBP' });
    const refused = (await env.shopClient.query(TO_PAYMENT, {}, { currencyCode: 'GBP' })).transitionOrderToState;
    expect(refused).toMatchObject({
      errorCode: 'ORDER_STATE_TRANSITION_ERROR',
      transitionError: 'Lantern Scarf is not sold in GBP: switch currency to buy it.',
    });
    const { activeOrder } = await env.shopClient.query(ACTIVE_ORDER, {}, { currencyCode: 'GBP' });
    const lantern = activeOrder.lines.find((l: { productVariant: { sku: string } }) => l.productVariant.sku === 'LANTERN-CAP-1');
    expect(lantern.unitPriceWithTax).toBe(0);
    // without the line the order goes on
    expect((await env.shopClient.query(REMOVE_LINE, { id: lantern.id }, { currencyCode: 'GBP' })).removeOrderLine.id).toBeTruthy();
    expect((await env.shopClient.query(TO_PAYMENT, {}, { currencyCode: 'GBP' })).transitionOrderToState.state).toBe('ArrangingPayment');
  });
});
