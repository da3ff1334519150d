import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineTestEnvironment } from './test-server';

const ADD_ITEM = gql`
  mutation ($id: ID!) {
    addItemToOrder(productVariantId: $id, quantity: 1) {
      ... on Order { code currencyCode }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const VARIANT_IDS = gql`
  query {
    product(slug: "test-shirt") { variants { id sku } }
  }
`;
const SET_ADDRESS = gql`
  mutation ($country: String!) {
    setOrderShippingAddress(input: { streetLine1: "1 Test Road", city: "Test", postalCode: "10110", countryCode: $country }) {
      ... on Order { shippingAddress { countryCode } }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const METHODS = gql`
  query {
    eligibleShippingMethods { code price priceWithTax }
  }
`;

type Method = { code: string; priceWithTax: number };
const byCode = (methods: Method[]) => Object.fromEntries(methods.map((m) => [m.code, m.priceWithTax]));

describe('shipping per currency and country', () => {
  const { server, shopClient, init } = createEngineTestEnvironment(3103);
  let variantId: string;

  beforeAll(async () => {
    await init();
    const { product } = await shopClient.query(VARIANT_IDS);
    variantId = product.variants.find((v: { sku: string }) => v.sku === 'T-SHIRT-M').id;
  });
  afterAll(async () => {
    await server.destroy();
  });

  async function newOrder(currencyCode: 'THB' | 'GBP', country?: string): Promise<Record<string, number>> {
    await shopClient.asAnonymousUser();
    const { addItemToOrder } = await shopClient.query(ADD_ITEM, { id: variantId }, { currencyCode });
    expect(addItemToOrder.currencyCode).toBe(currencyCode);
    if (country) {
      const { setOrderShippingAddress } = await shopClient.query(SET_ADDRESS, { country }, { currencyCode });
      expect(setOrderShippingAddress.shippingAddress.countryCode).toBe(country);
    }
    const { eligibleShippingMethods } = await shopClient.query(METHODS, {}, { currencyCode });
    return byCode(eligibleShippingMethods);
  }

  it('charges the THB rate for a THB order shipping to Thailand', async () => {
    expect(await newOrder('THB', 'TH')).toEqual({ 'standard-th': 5000, 'express-th': 15000, 'click-collect': 0 });
  });

  it('charges the GBP rate for a GBP order shipping to the UK', async () => {
    expect(await newOrder('GBP', 'GB')).toEqual({ 'standard-gb': 495, 'express-gb': 995, 'click-collect': 0 });
  });

  it('charges the GBP rate of the Thai methods for a GBP order shipping to Thailand', async () => {
    expect(await newOrder('GBP', 'TH')).toEqual({ 'standard-th': 150, 'express-th': 395, 'click-collect': 0 });
  });

  it('uses the currency home country before an address is given', async () => {
    expect(await newOrder('GBP')).toEqual({ 'standard-gb': 495, 'express-gb': 995, 'click-collect': 0 });
  });

  it('offers only click & collect to other countries', async () => {
    expect(await newOrder('THB', 'US')).toEqual({ 'click-collect': 0 });
  });
});
