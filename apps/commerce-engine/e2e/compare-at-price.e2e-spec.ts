import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineTestEnvironment } from './test-server';

const VARIANTS = gql`
  query ($slug: String!) {
    product(slug: $slug) {
      variants { id sku priceWithTax currencyCode compareAtPrice customFields { compareAtPriceThb compareAtPriceGbp } }
    }
  }
`;
const UPDATE_VARIANTS = gql`
  mutation ($input: [UpdateProductVariantInput!]!) {
    updateProductVariants(input: $input) { id customFields { compareAtPriceThb compareAtPriceGbp } }
  }
`;

type Variant = { id: string; sku: string; priceWithTax: number; currencyCode: string; compareAtPrice: number | null };

describe('ProductVariant.compareAtPrice', () => {
  const { server, shopClient, adminClient, init } = createEngineTestEnvironment(3114);
  let ids: Record<string, string>;

  beforeAll(async () => {
    await init();
    await adminClient.asSuperAdmin();
    const { product } = await shopClient.query(VARIANTS, { slug: 'test-shirt' });
    ids = Object.fromEntries(product.variants.map((v: Variant) => [v.sku, v.id]));
    await adminClient.query(UPDATE_VARIANTS, {
      input: [
        // M is discounted in both currencies (price 2,290 THB / £64.99).
        { id: ids['T-SHIRT-M'], customFields: { compareAtPriceThb: 279000, compareAtPriceGbp: 7999 } },
        // S has a THB "compare-at" price below its price and none in GBP: not discounted.
        { id: ids['T-SHIRT-S'], customFields: { compareAtPriceThb: 199000, compareAtPriceGbp: null } },
      ],
    });
  });
  afterAll(async () => {
    await server.destroy();
  });

  async function variants(currencyCode: string, slug = 'test-shirt'): Promise<Record<string, Variant>> {
    const { product } = await shopClient.query(VARIANTS, { slug }, { currencyCode });
    return Object.fromEntries(product.variants.map((v: Variant) => [v.sku, v]));
  }

  it('returns the regular price in THB for a THB request', async () => {
    const v = await variants('THB');
    expect(v['T-SHIRT-M']).toMatchObject({ currencyCode: 'THB', priceWithTax: 229000, compareAtPrice: 279000 });
    expect(v['T-SHIRT-S']!.compareAtPrice).toBeNull();
  });

  it('returns the regular price in GBP for a GBP request', async () => {
    const v = await variants('GBP');
    expect(v['T-SHIRT-M']).toMatchObject({ currencyCode: 'GBP', priceWithTax: 6499, compareAtPrice: 7999 });
    expect(v['T-SHIRT-S']!.compareAtPrice).toBeNull();
  });

  it('is null for variants without compare-at prices and exposes the custom fields', async () => {
    const bundle = await variants('THB', 'test-bundle');
    expect(bundle['T-BUNDLE']).toMatchObject({ compareAtPrice: null, customFields: { compareAtPriceThb: null, compareAtPriceGbp: null } });
  });
});
