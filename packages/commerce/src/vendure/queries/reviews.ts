import type { RawProductReviewList, RawReviewSummary, RawSubmitProductReviewInput, RawSubmitProductReviewResult } from '../raw-types';
import { gql } from './document';

const REVIEW_FIELDS = `id createdAt productId nickname summary text locale averageRating ratings { name value }`;

/** A page of visible reviews (newest first) and the product's summary, in one request. */
export const PRODUCT_REVIEWS_QUERY = gql<
  {
    productReviews: RawProductReviewList;
    product: { id: string; reviewSummary: RawReviewSummary } | null;
  },
  { productId: string; skip: number; take: number }
>(`query ProductReviews($productId: ID!, $skip: Int, $take: Int) {
  productReviews(productId: $productId, skip: $skip, take: $take) {
    items { ${REVIEW_FIELDS} }
    totalItems
  }
  product(id: $productId) {
    id
    reviewSummary { averageRating totalCount ratings { name value } starCounts }
  }
}`);

export const SUBMIT_PRODUCT_REVIEW_MUTATION = gql<
  { submitProductReview: RawSubmitProductReviewResult },
  { input: RawSubmitProductReviewInput }
>(`mutation SubmitProductReview($input: SubmitProductReviewInput!) {
  submitProductReview(input: $input) {
    __typename
    ... on ProductReview { ${REVIEW_FIELDS} }
    ... on ProductReviewInputError { message field }
  }
}`);
