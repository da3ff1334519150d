/** Prints and bundle items on order lines, and the customs code on order addresses, through the Shop API. */
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineTestEnvironment } from './test-server';

const PORT = 3160;

const LINE_FIELDS = `id quantity unitPriceWithTax linePriceWithTax
  customFields { personalisationName personalisationNumber bundleOptions }
  productVariant { sku }`;
const VARIANTS = gql`
  query {
    products(options: { take: 10 }) { items { variants { id sku } } }
  }
`;
const ADD = gql`
  mutation ($id: ID!, $quantity: Int!, $fields: OrderLineCustomFieldsInput) {
    addItemToOrder(productVariantId: $id, quantity: $quantity, customFields: $fields) {
      __typename
      ... on Order { currencyCode lines { ${LINE_FIELDS} } }
      ... on ErrorResult { errorCode message }
      ... on OrderInterceptorError { interceptorError }
    }
  }
`;
const ADJUST = gql`
  mutation ($lineId: ID!, $quantity: Int!, $fields: OrderLineCustomFieldsInput) {
    adjustOrderLine(orderLineId: $lineId, quantity: $quantity, customFields: $fields) {
      __typename
      ... on Order { lines { ${LINE_FIELDS} } }
      ... on ErrorResult { errorCode message }
      ... on OrderInterceptorError { interceptorError }
    }
  }
`;
const SET_ADDRESS = gql`
  mutation ($input: CreateAddressInput!) {
    setOrderShippingAddress(input: $input) {
      __typename
      ... on Order { shippingAddress { countryCode customFields { pccc } } lines { ${LINE_FIELDS} } }
      ... on ErrorResult { errorCode message }
    }
  }
`;

describe('personalisation plugin and customs code', () => {
  const { server, shopClient, init } = createEngineTestEnvironment(PORT);
  const variant: Record<string, string> = {};

  beforeAll(async () => {
    await init();
    const { products } = await shopClient.query(VARIANTS);
    for (const p of products.items) for (const v of p.variants) variant[v.sku] = v.id;
  });
  afterAll(async () => {
    await server.destroy();
  });

  const add = async (sku: string, fields?: Record<string, string>, options: { languageCode?: string; currencyCode?: string } = {}) =>
    (await shopClient.query(ADD, { id: variant[sku], quantity: 1, fields }, options)).addItemToOrder;

  describe('prices', () => {
    it('adds the print price in THB to the unit price, tax included as entered', async () => {
      await shopClient.asAnonymousUser();
      const order = await add('T-SHIRT-M', { personalisationName: 'SOMCHAI', personalisationNumber: '7' });
      expect(order.lines).toEqual([
        expect.objectContaining({
          unitPriceWithTax: 229000 + 50000,
          customFields: { personalisationName: 'SOMCHAI', personalisationNumber: '7', bundleOptions: null },
        }),
      ]);
    });

    it('keeps the shown price when the address moves the order to another tax zone', async () => {
      const { setOrderShippingAddress } = await shopClient.query(SET_ADDRESS, {
        input: {
          fullName: 'Jane Smith',
          streetLine1: '1 High St',
          city: 'London',
          postalCode: 'SW1A 1AA',
          countryCode: 'GB',
          customFields: { pccc: 'P123456789012' },
        },
      });
      expect(setOrderShippingAddress.shippingAddress).toEqual({ countryCode: 'GB', customFields: { pccc: 'P123456789012' } });
      expect(setOrderShippingAddress.lines[0].unitPriceWithTax).toBe(279000);
    });

    it('adds the GBP print price in a GBP order', async () => {
      await shopClient.asAnonymousUser();
      const order = await add('T-SHIRT-M', { personalisationNumber: '10' }, { currencyCode: 'GBP' });
      expect(order.currencyCode).toBe('GBP');
      expect(order.lines[0].unitPriceWithTax).toBe(6499 + 1500);
    });
  });

  describe('lines', () => {
    it('keeps different prints on different lines and merges equal ones', async () => {
      await shopClient.asAnonymousUser();
      await add('T-SHIRT-M');
      await add('T-SHIRT-M', { personalisationName: 'A' });
      await add('T-SHIRT-M', { personalisationName: 'A' });
      const order = await add('T-SHIRT-M', { personalisationName: 'B' });
      expect(order.lines.map((l: { quantity: number; unitPriceWithTax: number }) => [l.quantity, l.unitPriceWithTax])).toEqual([
        [1, 229000],
        [2, 279000],
        [1, 279000],
      ]);
    });

    it('refuses prints on other products and prints breaking the rules, in the request language', async () => {
      expect(await add('T-BUNDLE', { personalisationName: 'BOB' })).toEqual({
        __typename: 'OrderInterceptorError',
        errorCode: 'ORDER_INTERCEPTOR_ERROR',
        message: expect.any(String),
        interceptorError: 'This product cannot be printed with a name or number.',
      });
      const th = await add('T-SHIRT-M', { personalisationName: 'ABCDEFGHIJKLM' }, { languageCode: 'th' });
      expect(th.interceptorError).toBe('ชื่อยาวได้ไม่เกิน 12 ตัวอักษร');
      expect((await add('T-SHIRT-M', { personalisationName: 'R2D2' })).interceptorError).toBe(
        'The name can only contain letters and spaces.',
      );
      expect((await add('T-SHIRT-M', { personalisationNumber: '07' })).interceptorError).toBe('The number must be from 1 to 99.');
    });

    it('checks a changed print on adjustOrderLine too and re-prices the line', async () => {
      await shopClient.asAnonymousUser();
      const plain = (await add('T-SHIRT-M')).lines[0];
      const bad = (await shopClient.query(ADJUST, { lineId: plain.id, quantity: 1, fields: { personalisationNumber: '100' } }))
        .adjustOrderLine;
      expect(bad.interceptorError).toBe('The number must be from 1 to 99.');
      const good = (await shopClient.query(ADJUST, { lineId: plain.id, quantity: 1, fields: { personalisationNumber: '9' } }))
        .adjustOrderLine;
      expect(good.lines[0]).toMatchObject({ unitPriceWithTax: 279000, customFields: { personalisationNumber: '9' } });
    });

    it("takes a bundle's own items and refuses others", async () => {
      const ok = await add('T-BUNDLE', { bundleOptions: '[{"sku":"T-SHIRT-M","quantity":1}]' });
      expect(ok.__typename).toBe('Order');
      expect((await add('T-BUNDLE', { bundleOptions: '[{"sku":"T-SHIRT-S","quantity":1}]' })).interceptorError).toBe(
        'The items of this set do not match the set.',
      );
      expect((await add('T-SHIRT-M', { bundleOptions: '[{"sku":"T-SHIRT-M","quantity":1}]' })).errorCode).toBe('ORDER_INTERCEPTOR_ERROR');
    });
  });

  describe('customs code', () => {
    it('refuses a code with other characters', async () => {
      await shopClient.asAnonymousUser();
      await add('T-SHIRT-M');
      await expect(
        shopClient.query(SET_ADDRESS, {
          input: {
            fullName: 'A B',
            streetLine1: '1 Road',
            city: 'Bangkok',
            postalCode: '10110',
            countryCode: 'TH',
            customFields: { pccc: 'P#1' },
          },
        }),
      ).rejects.toThrow(/customs clearance code/);
    });
  });
});
