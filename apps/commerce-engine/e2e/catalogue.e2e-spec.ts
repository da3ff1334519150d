import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineTestEnvironment } from './test-server';

const PRODUCT = gql`
  query ($slug: String!) {
    product(slug: $slug) {
      name
      slug
      customFields { kind preorder personalisable printPriceThb printPriceGbp bundleComponents virtual }
      variants { sku price priceWithTax currencyCode stockLevel }
    }
  }
`;

describe('catalogue on the Shop API', () => {
  const { server, shopClient, init } = createEngineTestEnvironment(3102);

  beforeAll(async () => {
    await init();
  });
  afterAll(async () => {
    await server.destroy();
  });

  it('shows the THB price with Thai VAT inside', async () => {
    const { product } = await shopClient.query(PRODUCT, { slug: 'test-shirt' }, { currencyCode: 'THB' });
    const m = product.variants.find((v: { sku: string }) => v.sku === 'T-SHIRT-M');
    expect(m).toMatchObject({ currencyCode: 'THB', priceWithTax: 229000 });
    expect(m.price).toBe(Math.round(229000 / 1.07));
  });

  it('shows the GBP price with UK VAT inside', async () => {
    const { product } = await shopClient.query(PRODUCT, { slug: 'test-shirt' }, { currencyCode: 'GBP' });
    const m = product.variants.find((v: { sku: string }) => v.sku === 'T-SHIRT-M');
    expect(m).toMatchObject({ currencyCode: 'GBP', priceWithTax: 6499 });
    expect(m.price).toBe(Math.round(6499 / 1.2));
  });

  it('names products in the request language', async () => {
    const { product } = await shopClient.query(PRODUCT, { slug: 'test-shirt' }, { languageCode: 'th' });
    expect(product).toMatchObject({ name: 'เสื้อทดสอบ', slug: 'test-shirt' });
  });

  it('reports low stock as a number and the rest as words', async () => {
    const { product } = await shopClient.query(PRODUCT, { slug: 'test-shirt' });
    const levels = Object.fromEntries(product.variants.map((v: { sku: string; stockLevel: string }) => [v.sku, v.stockLevel]));
    expect(levels).toEqual({ 'T-SHIRT-S': '2', 'T-SHIRT-M': 'IN_STOCK' });
  });

  it('exposes the custom fields', async () => {
    const shirt = (await shopClient.query(PRODUCT, { slug: 'test-shirt' })).product;
    expect(shirt.customFields).toEqual({
      kind: 'standard',
      preorder: false,
      personalisable: true,
      printPriceThb: 50000,
      printPriceGbp: 1500,
      bundleComponents: '',
      virtual: false,
    });
    const bundle = (await shopClient.query(PRODUCT, { slug: 'test-bundle' })).product;
    expect(bundle.customFields.kind).toBe('bundle');
    expect(JSON.parse(bundle.customFields.bundleComponents)).toEqual([
      { sku: 'T-SHIRT-M', quantity: 1, label: { en: 'Test Shirt (M)', th: 'เสื้อทดสอบ (M)' } },
    ]);
    const card = (await shopClient.query(PRODUCT, { slug: 'test-gift-card' })).product;
    expect(card.customFields).toMatchObject({ kind: 'giftcard', virtual: true, preorder: true, personalisable: false });
  });
});
