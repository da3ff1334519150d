/**
 * Reviews written while signed on belong to the customer: `activeCustomerReviews` lists their
 * own (hidden ones too, with that state) and never another customer's or a guest's.
 */
import gql from 'graphql-tag';
import { SimpleGraphQLClient } from '@vendure/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignOnEnvironment, startSignOnEnvironment } from './fixtures/sign-on-environment';

const PORT = 3124;

const PRODUCT_ID = gql`query ($slug: String!) { product(slug: $slug) { id } }`;
const SUBMIT = gql`
  mutation ($input: SubmitProductReviewInput!) {
    submitProductReview(input: $input) { __typename ... on ProductReview { id } ... on ProductReviewInputError { message field } }
  }
`;
const MINE = gql`
  query { activeCustomerReviews { totalItems items { id summary hidden averageRating product { slug name } } } }
`;
const HIDE = gql`mutation ($id: ID!) { setProductReviewHidden(id: $id, hidden: true) { id hidden } }`;

describe('my reviews', () => {
  let t: SignOnEnvironment;
  let shop: SimpleGraphQLClient;
  let productId: string;

  beforeAll(async () => {
    t = await startSignOnEnvironment(PORT);
    shop = t.env.shopClient;
    productId = (await shop.query(PRODUCT_ID, { slug: 'test-shirt' })).product.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const signOn = (sub: string) => t.signOn(sub);
  const review = (summary: string) => ({
    productId,
    nickname: 'Nok',
    summary,
    text: 'Fits well and the colour holds after washing.',
    ratings: [
      { name: 'quality', value: 5 },
      { name: 'fit', value: 4 },
      { name: 'value', value: 3 },
    ],
  });
  const submit = async (summary: string) => (await shop.query(SUBMIT, { input: review(summary) })).submitProductReview;

  it('lists the reviews a customer wrote while signed on, newest first, with hidden ones marked', async () => {
    await shop.asAnonymousUser();
    expect((await submit('A guest review')).__typename).toBe('ProductReview');
    await signOn('reviewer-a');
    const first = await submit('First of mine');
    await submit('Second of mine');
    await t.env.adminClient.query(HIDE, { id: first.id });
    const { activeCustomerReviews } = await shop.query(MINE, undefined, { languageCode: 'th' });
    expect(activeCustomerReviews.totalItems).toBe(2);
    expect(activeCustomerReviews.items.map((r: { summary: string; hidden: boolean }) => [r.summary, r.hidden])).toEqual([
      ['Second of mine', false],
      ['First of mine', true],
    ]);
    expect(activeCustomerReviews.items[0]).toMatchObject({ averageRating: 4, product: { slug: 'test-shirt', name: 'เสื้อทดสอบ' } });
  });

  it('shows another customer none of them, and a guest is refused', async () => {
    await signOn('reviewer-b');
    expect((await shop.query(MINE)).activeCustomerReviews).toEqual({ totalItems: 0, items: [] });
    await shop.asAnonymousUser();
    await expect(shop.query(MINE)).rejects.toThrow(/not currently authorized/i);
  });
});
