import { TransactionalConnection } from '@vendure/core';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductReview } from '../src/plugins/reviews';
import { createEngineTestEnvironment } from './test-server';

const PRODUCT_ID = gql`
  query ($slug: String!) {
    product(slug: $slug) { id }
  }
`;
const SUBMIT = gql`
  mutation ($input: SubmitProductReviewInput!) {
    submitProductReview(input: $input) {
      __typename
      ... on ProductReview { id productId nickname summary text locale averageRating ratings { name value } createdAt }
      ... on ProductReviewInputError { message field }
    }
  }
`;
const LIST = gql`
  query ($productId: ID!, $skip: Int, $take: Int) {
    productReviews(productId: $productId, skip: $skip, take: $take) {
      totalItems
      items { id nickname summary text locale averageRating }
    }
  }
`;
const SUMMARY = gql`
  query ($slug: String!) {
    product(slug: $slug) {
      reviewSummary { averageRating totalCount ratings { name value } starCounts }
    }
  }
`;
const SUMMARIES = gql`
  query {
    products(options: { sort: { id: ASC } }) { items { slug reviewSummary { totalCount averageRating } } }
  }
`;
const ADMIN_LIST = gql`
  query ($options: ProductReviewListOptions) {
    productReviews(options: $options) { totalItems items { id hidden nickname } }
  }
`;
const SET_HIDDEN = gql`
  mutation ($id: ID!, $hidden: Boolean!) {
    setProductReviewHidden(id: $id, hidden: $hidden) { id hidden }
  }
`;
const UPDATE_PRODUCT = gql`
  mutation ($id: ID!, $enabled: Boolean!) {
    updateProduct(input: { id: $id, enabled: $enabled }) { id enabled }
  }
`;
const MY_PERMISSIONS = gql`
  query {
    me { channels { permissions } }
  }
`;

const ratings = (quality: number, fit: number, value: number) => [
  { name: 'quality', value: quality },
  { name: 'fit', value: fit },
  { name: 'value', value: value },
];

describe('reviews plugin', () => {
  const { server, shopClient, adminClient, init } = createEngineTestEnvironment(3111);
  let shirtId: string;
  let bundleId: string;
  let giftId: string;

  beforeAll(async () => {
    await init();
    await adminClient.asSuperAdmin();
    const id = async (slug: string) => (await shopClient.query(PRODUCT_ID, { slug })).product.id as string;
    shirtId = await id('test-shirt');
    bundleId = await id('test-bundle');
    giftId = await id('test-gift-card');
  });
  afterAll(async () => {
    await server.destroy();
  });

  const submit = (input: Record<string, unknown>, languageCode = 'en') =>
    shopClient.query(SUBMIT, { input: { productId: shirtId, ratings: ratings(5, 4, 4), ...input } }, { languageCode });

  it('stores a review in the request language and returns it', async () => {
    const { submitProductReview: r } = await submit({
      nickname: 'Sam',
      summary: 'Great shirt',
      text: 'Light fabric, fits well and washes well.',
    });
    expect(r).toMatchObject({
      __typename: 'ProductReview',
      productId: shirtId,
      nickname: 'Sam',
      locale: 'en',
      averageRating: 4.33,
      ratings: ratings(5, 4, 4),
    });
    expect(Date.parse(r.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('strips markup and stores plain text', async () => {
    const { submitProductReview: r } = await submit(
      {
        nickname: '<b>ต้น</b>',
        summary: 'ใส่สบาย <img src=x onerror=alert(1)>มาก',
        text: 'ผ้าเบา <script>alert("x")</script>ระบายอากาศดี <a href="https://spam.example">คลิก</a>',
        ratings: ratings(5, 5, 5),
      },
      'th',
    );
    expect(r).toMatchObject({
      __typename: 'ProductReview',
      nickname: 'ต้น',
      summary: 'ใส่สบาย มาก',
      text: 'ผ้าเบา ระบายอากาศดี คลิก',
      locale: 'th',
      averageRating: 5,
    });
    const { productReviews } = await shopClient.query(LIST, { productId: shirtId });
    expect(JSON.stringify(productReviews.items)).not.toMatch(/<[a-z/]/i);
  });

  it('answers invalid input with a message in Thai or English', async () => {
    const short = (await submit({ nickname: 'นก', summary: 'ดี', text: 'สั้นไป' }, 'th')).submitProductReview;
    expect(short).toEqual({ __typename: 'ProductReviewInputError', field: 'text', message: 'รีวิวต้องยาวอย่างน้อย 10 ตัวอักษร' });
    const long = (await submit({ nickname: 'x'.repeat(61), summary: 'ok', text: 'Long enough text here.' })).submitProductReview;
    expect(long).toEqual({
      __typename: 'ProductReviewInputError',
      field: 'nickname',
      message: 'Your nickname can be at most 60 characters long.',
    });
    const tooLong = (await submit({ nickname: 'Nok', summary: 'ok', text: 'x'.repeat(2001) }, 'th')).submitProductReview;
    expect(tooLong).toMatchObject({ field: 'text', message: 'รีวิวยาวได้ไม่เกิน 2,000 ตัวอักษร' });
    const markupOnly = (await submit({ nickname: 'Nok', summary: '<p></p>', text: 'Long enough text here.' })).submitProductReview;
    expect(markupOnly).toMatchObject({ field: 'summary', message: 'Please give your review a summary.' });
    const badRatings = (
      await submit({ nickname: 'Nok', summary: 'ok', text: 'Long enough text here.', ratings: [{ name: 'quality', value: 6 }] }, 'th')
    ).submitProductReview;
    expect(badRatings).toMatchObject({ field: 'ratings', message: 'กรุณาให้คะแนนคุณภาพ ความพอดี และความคุ้มค่า ตั้งแต่ 1 ถึง 5 ดาว' });
  });

  it('refuses reviews of unknown or disabled products', async () => {
    const valid = { nickname: 'Nok', summary: 'ok', text: 'Long enough text here.' };
    const unknown = (await submit({ ...valid, productId: '99999' })).submitProductReview;
    expect(unknown).toMatchObject({ __typename: 'ProductReviewInputError', field: 'productId' });
    await adminClient.query(UPDATE_PRODUCT, { id: giftId, enabled: false });
    const disabled = (await submit({ ...valid, productId: giftId }, 'th')).submitProductReview;
    expect(disabled).toMatchObject({ field: 'productId', message: 'ไม่สามารถรีวิวสินค้านี้ได้' });
    await adminClient.query(UPDATE_PRODUCT, { id: giftId, enabled: true });
  });

  it('lists visible reviews newest first and summarises them', async () => {
    const { productReviews } = await shopClient.query(LIST, { productId: shirtId });
    expect(productReviews.totalItems).toBe(2);
    expect(productReviews.items.map((r: { nickname: string }) => r.nickname)).toEqual(['ต้น', 'Sam']);
    const { product } = await shopClient.query(SUMMARY, { slug: 'test-shirt' });
    expect(product.reviewSummary).toEqual({
      averageRating: 4.67,
      totalCount: 2,
      ratings: [
        { name: 'quality', value: 5 },
        { name: 'fit', value: 4.5 },
        { name: 'value', value: 4.5 },
      ],
      starCounts: [0, 0, 0, 1, 1],
    });
  });

  it('summarises every product of a list (empty ones too)', async () => {
    const { products } = await shopClient.query(SUMMARIES);
    const bySlug = Object.fromEntries(products.items.map((p: { slug: string; reviewSummary: unknown }) => [p.slug, p.reviewSummary]));
    expect(bySlug['test-shirt']).toEqual({ totalCount: 2, averageRating: 4.67 });
    expect(bySlug['test-bundle']).toEqual({ totalCount: 0, averageRating: 0 });
  });

  it('clamps paging: take at most 50, at least 1', async () => {
    const repo = server.app.get(TransactionalConnection).rawConnection.getRepository(ProductReview);
    await repo.save(
      Array.from(
        { length: 55 },
        (_, i) =>
          new ProductReview({
            // The test server's id strategy encodes ids as T_<n>.
            productId: Number(bundleId.replace(/^T_/, '')),
            nickname: `n${i}`,
            summary: 's',
            text: 'bulk review text',
            locale: 'en',
            ratingQuality: 3,
            ratingFit: 3,
            ratingValue: 3,
            averageRating: 3,
            stars: 3,
            hidden: false,
          }),
      ),
    );
    const big = (await shopClient.query(LIST, { productId: bundleId, take: 1000 })).productReviews;
    expect(big).toMatchObject({ totalItems: 55 });
    expect(big.items.length).toBe(50);
    const negative = (await shopClient.query(LIST, { productId: bundleId, take: -5, skip: -3 })).productReviews;
    expect(negative.items.length).toBe(1);
    const last = (await shopClient.query(LIST, { productId: bundleId, skip: 50, take: 50 })).productReviews;
    expect(last.items.length).toBe(5);
  });

  it('lets an administrator hide a review, which leaves the shop and the summary', async () => {
    const admin = (await adminClient.query(ADMIN_LIST, { options: { productId: shirtId } })).productReviews;
    expect(admin.totalItems).toBe(2);
    const sam = admin.items.find((r: { nickname: string }) => r.nickname === 'Sam');
    const { setProductReviewHidden } = await adminClient.query(SET_HIDDEN, { id: sam.id, hidden: true });
    expect(setProductReviewHidden).toEqual({ id: sam.id, hidden: true });

    const shop = (await shopClient.query(LIST, { productId: shirtId })).productReviews;
    expect(shop.items.map((r: { nickname: string }) => r.nickname)).toEqual(['ต้น']);
    const { product } = await shopClient.query(SUMMARY, { slug: 'test-shirt' });
    expect(product.reviewSummary).toMatchObject({ totalCount: 1, averageRating: 5, starCounts: [0, 0, 0, 0, 1] });

    const visible = (await adminClient.query(ADMIN_LIST, { options: { productId: shirtId } })).productReviews;
    expect(visible.totalItems).toBe(1);
    const all = (await adminClient.query(ADMIN_LIST, { options: { productId: shirtId, includeHidden: true } })).productReviews;
    expect(all.items).toContainEqual({ id: sam.id, hidden: true, nickname: 'Sam' });

    await adminClient.query(SET_HIDDEN, { id: sam.id, hidden: false });
    expect((await shopClient.query(LIST, { productId: shirtId })).productReviews.totalItems).toBe(2);
  });

  it('guards hiding with the ManageProductReviews permission', async () => {
    const { me } = await adminClient.query(MY_PERMISSIONS);
    expect(me.channels[0].permissions).toContain('ManageProductReviews');
    await adminClient.asAnonymousUser();
    await expect(adminClient.query(SET_HIDDEN, { id: '1', hidden: true })).rejects.toThrow(/authorized/i);
    await adminClient.asSuperAdmin();
  });
});
