/**
 * The signed-in customer's wishlist (Magento Open Source keeps one per customer,
 * `customer.wishlists`), its changes, the products of a guest's browser-held list, and the
 * reviews the customer wrote (`customer.reviews`).
 */
import { gql } from '../../graphql/document';
import type * as Raw from '../raw-types';
import { PRODUCT_TILE } from './fragments';

/** A configurable product's variants as the wishlist tells them apart: the option values and the child's SKU. */
export interface RawWishlistVariant {
  attributes: Array<{ uid: string }> | null;
  product: { sku: string | null } | null;
}

export type RawWishlistProduct = Raw.RawProductTile & { variants?: RawWishlistVariant[] | null };

export interface RawWishlistItem {
  __typename: string;
  id: string;
  added_at: string;
  product: RawWishlistProduct | null;
  /** ConfigurableWishlistItem only: the chosen child's SKU and the option values chosen. */
  child_sku?: string | null;
  configurable_options?: Array<{ configurable_product_option_value_uid: string }> | null;
}

export interface RawWishlist {
  id: string | null;
  items_v2: { items: Array<RawWishlistItem | null> } | null;
}

export interface RawWishlistUserError {
  code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED' | string;
  message: string;
}

export interface RawWishlistItemInput {
  sku: string;
  quantity: number;
  selected_options?: string[];
}

const WISHLIST_FIELDS = `
  id
  items_v2(pageSize: $pageSize) {
    items {
      __typename id added_at
      product { ${PRODUCT_TILE} }
      ... on ConfigurableWishlistItem { child_sku configurable_options { configurable_product_option_value_uid } }
    }
  }
`;

export const CUSTOMER_WISHLIST_QUERY = gql<
  { customer: { wishlists: RawWishlist[] } | null },
  { pageSize: number }
>(`query CustomerWishlist($pageSize: Int) {
  customer { wishlists { ${WISHLIST_FIELDS} } }
}`);

export const ADD_PRODUCTS_TO_WISHLIST_MUTATION = gql<
  { addProductsToWishlist: { wishlist: RawWishlist; user_errors: RawWishlistUserError[] } | null },
  { wishlistId: string; wishlistItems: RawWishlistItemInput[]; pageSize: number }
>(`mutation AddProductsToWishlist($wishlistId: ID!, $wishlistItems: [WishlistItemInput!]!, $pageSize: Int) {
  addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $wishlistItems) {
    wishlist { ${WISHLIST_FIELDS} }
    user_errors { code message }
  }
}`);

export const REMOVE_PRODUCTS_FROM_WISHLIST_MUTATION = gql<
  { removeProductsFromWishlist: { wishlist: RawWishlist; user_errors: RawWishlistUserError[] } | null },
  { wishlistId: string; wishlistItemsIds: string[]; pageSize: number }
>(`mutation RemoveProductsFromWishlist($wishlistId: ID!, $wishlistItemsIds: [ID!]!, $pageSize: Int) {
  removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $wishlistItemsIds) {
    wishlist { ${WISHLIST_FIELDS} }
    user_errors { code message }
  }
}`);

/** The products of a guest's list (by SKU), with a configurable's variants to check the chosen one. */
export const WISHLIST_PRODUCTS_QUERY = gql<
  { products: { items: RawWishlistProduct[] } | null },
  { skus: string[]; pageSize: number }
>(`query WishlistProducts($skus: [String], $pageSize: Int) {
  products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {
    items {
      ${PRODUCT_TILE}
      ... on ConfigurableProduct { variants { attributes { uid } product { sku } } }
    }
  }
}`);

export interface RawCustomerReview extends Raw.RawReview {
  /** The product with its newest published reviews: the customer's review among them is published. */
  product: {
    sku: string | null;
    name: string | null;
    url_key: string | null;
    reviews: { items: Array<Pick<Raw.RawReview, 'nickname' | 'summary' | 'created_at'> | null> };
  } | null;
}

export const CUSTOMER_REVIEWS_QUERY = gql<
  {
    customer: {
      reviews: {
        items: Array<RawCustomerReview | null>;
        page_info: { current_page: number | null; page_size: number | null; total_pages: number | null };
      };
    } | null;
  },
  { pageSize: number; currentPage: number; published: number }
>(`query CustomerReviews($pageSize: Int, $currentPage: Int, $published: Int) {
  customer {
    reviews(pageSize: $pageSize, currentPage: $currentPage) {
      items {
        nickname summary text created_at average_rating ratings_breakdown { name value }
        product { sku name url_key reviews(pageSize: $published) { items { nickname summary created_at } } }
      }
      page_info { current_page page_size total_pages }
    }
  }
}`);
