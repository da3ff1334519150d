/** Product reviews and their rating metadata. */
import { gql } from '../../graphql/document';
import type * as Raw from '../raw-types';

export const PRODUCT_REVIEWS_QUERY = gql<
  { products: { items: Raw.RawReviewedProduct[] } | null },
  { filter: Record<string, unknown>; pageSize: number; currentPage: number }
>(`query ProductReviews($filter: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int) {
  products(filter: $filter, pageSize: 1) {
    items {
      sku rating_summary review_count
      reviews(pageSize: $pageSize, currentPage: $currentPage) {
        items { nickname summary text created_at average_rating ratings_breakdown { name value } }
        page_info { current_page page_size total_pages }
      }
    }
  }
}`);

export const CREATE_REVIEW_MUTATION = gql<
  { createProductReview: { review: Raw.RawReview } },
  { input: Raw.RawReviewInput }
>(`mutation CreateProductReview($input: CreateProductReviewInput!) {
  createProductReview(input: $input) {
    review { nickname summary text created_at average_rating ratings_breakdown { name value } }
  }
}`);

export const REVIEW_METADATA_QUERY = gql<{
  productReviewRatingsMetadata: { items: Raw.RawRatingMetadata[] };
}>(`query ReviewRatingsMetadata {
  productReviewRatingsMetadata { items { id name values { value_id value } } }
}`);

/* ---------------------------------------------------------------- cart and checkout */
