/**
 * Wishlist plugin through the Shop API: a signed-in customer's list, the guest list joined on
 * sign-on without duplicates, a guest's browser list read with its products, and no stored list for guests or across customers.
 */
import gql from 'graphql-tag';
import { SimpleGraphQLClient } from '@vendure/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignOnEnvironment, startSignOnEnvironment } from './fixtures/sign-on-environment';

const PORT = 3121;

const WISHLIST_FIELDS = `
  totalItems
  items { id productId productVariantId product { slug name } productVariant { sku } }
`;
const GET = gql`query { activeCustomerWishlist { ${WISHLIST_FIELDS} } }`;
const ADD = gql`
  mutation ($input: WishlistItemInput!) {
    addToWishlist(input: $input) {
      __typename
      ... on Wishlist { ${WISHLIST_FIELDS} }
      ... on WishlistError { errorCode message }
    }
  }
`;
const REMOVE = gql`mutation ($productId: ID!) { removeFromWishlist(productId: $productId) { ${WISHLIST_FIELDS} } }`;
const MERGE = gql`mutation ($items: [WishlistItemInput!]!) { mergeIntoWishlist(items: $items) { ${WISHLIST_FIELDS} } }`;
const GUEST = gql`query ($items: [WishlistItemInput!]!) { guestWishlist(items: $items) { ${WISHLIST_FIELDS} } }`;
const PRODUCTS = gql`query { products { items { id slug variants { id sku } } } }`;

interface ProductRow {
  id: string;
  slug: string;
  variants: Array<{ id: string; sku: string }>;
}

describe('wishlist', () => {
  let t: SignOnEnvironment;
  let shop: SimpleGraphQLClient;
  let shirt: ProductRow;
  let bundle: ProductRow;
  let giftCard: ProductRow;

  beforeAll(async () => {
    t = await startSignOnEnvironment(PORT);
    shop = t.env.shopClient;
    const { products } = await shop.query(PRODUCTS);
    const bySlug = (slug: string) => products.items.find((p: ProductRow) => p.slug === slug);
    [shirt, bundle, giftCard] = [bySlug('test-shirt'), bySlug('test-bundle'), bySlug('test-gift-card')];
  });
  afterAll(async () => {
    await t?.close();
  });

  const signOn = (sub: string) => t.signOn(sub);
  const list = async () => (await shop.query(GET)).activeCustomerWishlist;

  it('refuses a guest: the list needs a customer session', async () => {
    await shop.asAnonymousUser();
    await expect(shop.query(GET)).rejects.toThrow(/not currently authorized/i);
    await expect(shop.query(ADD, { input: { productId: shirt.id } })).rejects.toThrow(/not currently authorized/i);
  });

  it('reads a guest list with its products, in the guest order, each once, unknown ones left out, and stores nothing', async () => {
    await shop.asAnonymousUser();
    const items = [
      { productId: bundle.id },
      { productId: '424242' },
      { productId: shirt.id, productVariantId: shirt.variants[1].id },
      { productId: bundle.id },
      { productId: giftCard.id, productVariantId: shirt.variants[0].id },
    ];
    const guest = (await shop.query(GUEST, { items }, { languageCode: 'th' })).guestWishlist;
    expect(guest.totalItems).toBe(2);
    expect(guest.items.map((i: { product: { name: string } }) => i.product.name)).toEqual(['ชุดทดสอบ', 'เสื้อทดสอบ']);
    expect(guest.items[1].productVariant.sku).toBe(shirt.variants[1].sku);
    await signOn('wish-guest-reader');
    expect(await list()).toEqual({ totalItems: 0, items: [] });
  });

  it('adds a product once, newest first, and keeps the variant chosen last', async () => {
    await signOn('wish-a');
    expect(await list()).toEqual({ totalItems: 0, items: [] });
    await shop.query(ADD, { input: { productId: shirt.id, productVariantId: shirt.variants[0].id } });
    const after = (await shop.query(ADD, { input: { productId: bundle.id } })).addToWishlist;
    expect(after.__typename).toBe('Wishlist');
    expect(after.items.map((i: { product: { slug: string } }) => i.product.slug)).toEqual(['test-bundle', 'test-shirt']);
    const again = (await shop.query(ADD, { input: { productId: shirt.id, productVariantId: shirt.variants[1].id } })).addToWishlist;
    expect(again.totalItems).toBe(2);
    expect(again.items.find((i: { productId: string }) => i.productId === shirt.id).productVariant.sku).toBe(shirt.variants[1].sku);
  });

  it('answers PRODUCT_NOT_FOUND for an unknown product or a variant of another product, and changes nothing', async () => {
    const unknown = (await shop.query(ADD, { input: { productId: '99999' } })).addToWishlist;
    expect(unknown).toMatchObject({ __typename: 'WishlistError', errorCode: 'PRODUCT_NOT_FOUND' });
    const foreignVariant = (await shop.query(ADD, { input: { productId: giftCard.id, productVariantId: shirt.variants[0].id } }))
      .addToWishlist;
    expect(foreignVariant).toMatchObject({ __typename: 'WishlistError', errorCode: 'PRODUCT_NOT_FOUND' });
    expect((await list()).totalItems).toBe(2);
  });

  it('answers in the request language for the product names', async () => {
    const th = await shop.query(GET, undefined, { languageCode: 'th' });
    expect(th.activeCustomerWishlist.items.map((i: { product: { name: string } }) => i.product.name)).toEqual(['ชุดทดสอบ', 'เสื้อทดสอบ']);
  });

  it('removes a product, and removing one that is not there is not an error', async () => {
    const after = (await shop.query(REMOVE, { productId: bundle.id })).removeFromWishlist;
    expect(after.items.map((i: { productId: string }) => i.productId)).toEqual([shirt.id]);
    expect((await shop.query(REMOVE, { productId: bundle.id })).removeFromWishlist.totalItems).toBe(1);
  });

  it('keeps each customer to their own list', async () => {
    await signOn('wish-b');
    expect(await list()).toEqual({ totalItems: 0, items: [] });
    await shop.query(REMOVE, { productId: shirt.id });
    await signOn('wish-a');
    expect((await list()).totalItems).toBe(1);
  });

  it('joins a guest list on sign-on: each product once, unknown ones left out, the customer variant kept', async () => {
    const merged = (
      await shop.query(MERGE, {
        items: [
          { productId: giftCard.id },
          { productId: shirt.id, productVariantId: shirt.variants[0].id },
          { productId: '424242' },
          { productId: bundle.id },
          { productId: giftCard.id },
        ],
      })
    ).mergeIntoWishlist;
    expect(merged.totalItems).toBe(3);
    expect(merged.items.map((i: { product: { slug: string } }) => i.product.slug)).toEqual(['test-gift-card', 'test-bundle', 'test-shirt']);
    expect(merged.items.find((i: { productId: string }) => i.productId === shirt.id).productVariant.sku).toBe(shirt.variants[1].sku);
    // Joining the same list again adds nothing.
    expect((await shop.query(MERGE, { items: [{ productId: bundle.id }, { productId: giftCard.id }] })).mergeIntoWishlist.totalItems).toBe(
      3,
    );
  });
});
