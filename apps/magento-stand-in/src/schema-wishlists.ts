/**
 * The part of Magento's schema for the customer's wishlist (WishlistGraphQl, with the item types
 * of CatalogGraphQl, ConfigurableProductGraphQl and BundleGraphQl) and the reviews a customer
 * wrote (ReviewGraphQl's `Customer.reviews`, `ProductReview.product`), added to the stand-in's
 * schema (schema.ts). Checked against Magento's reference schema as the rest is (stand-in.test.ts).
 */
export const WISHLISTS_SDL = /* GraphQL */ `
extend type Customer {
  reviews(pageSize: Int = 20, currentPage: Int = 1): ProductReviews!
  wishlists(pageSize: Int = 20, currentPage: Int = 1): [Wishlist!]!
}

extend type Mutation {
  addProductsToWishlist(wishlistId: ID!, wishlistItems: [WishlistItemInput!]!): AddProductsToWishlistOutput
  removeProductsFromWishlist(wishlistId: ID!, wishlistItemsIds: [ID!]!): RemoveProductsFromWishlistOutput
}

extend type ProductReview {
  product: ProductInterface!
}

type AddProductsToWishlistOutput {
  user_errors: [WishListUserInputError!]!
  wishlist: Wishlist!
}

type BundleWishlistItem implements WishlistItemInterface {
  added_at: String!
  description: String
  id: ID!
  product: ProductInterface
  quantity: Float!
}

type ConfigurableWishlistItem implements WishlistItemInterface {
  added_at: String!
  child_sku: String!
  configurable_options: [SelectedConfigurableOption!]
  description: String
  id: ID!
  product: ProductInterface
  quantity: Float!
}

type RemoveProductsFromWishlistOutput {
  user_errors: [WishListUserInputError!]!
  wishlist: Wishlist!
}

type SimpleWishlistItem implements WishlistItemInterface {
  added_at: String!
  description: String
  id: ID!
  product: ProductInterface
  quantity: Float!
}

type Wishlist {
  id: ID
  items_count: Int
  items_v2(currentPage: Int = 1, pageSize: Int = 20): WishlistItems
}

input WishlistItemInput {
  entered_options: [EnteredOptionInput!]
  parent_sku: String
  quantity: Float!
  selected_options: [ID!]
  sku: String!
}

interface WishlistItemInterface {
  added_at: String!
  description: String
  id: ID!
  product: ProductInterface
  quantity: Float!
}

type WishlistItems {
  items: [WishlistItemInterface]!
  page_info: SearchResultPageInfo
}

type WishListUserInputError {
  code: WishListUserInputErrorType!
  message: String!
}

enum WishListUserInputErrorType {
  PRODUCT_NOT_FOUND
  UNDEFINED
}
`;
