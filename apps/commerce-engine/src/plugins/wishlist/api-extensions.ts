import gql from 'graphql-tag';

/**
 * Shop API: the signed-in customer's wishlist (every operation but guestWishlist needs a customer
 * session), and a guest's browser-held list read as the same shape.
 */
export const shopApiExtensions = gql`
  type WishlistItem {
    id: ID!
    createdAt: DateTime!
    productId: ID!
    productVariantId: ID
    product: Product!
    productVariant: ProductVariant
  }
  type Wishlist {
    "newest first"
    items: [WishlistItem!]!
    totalItems: Int!
  }
  "errorCode: PRODUCT_NOT_FOUND | WISHLIST_FULL"
  type WishlistError {
    errorCode: String!
    message: String!
  }
  union WishlistResult = Wishlist | WishlistError
  input WishlistItemInput {
    productId: ID!
    "the variant chosen on the product page; must belong to the product"
    productVariantId: ID
  }
  extend type Query {
    activeCustomerWishlist: Wishlist!
    "a guest's list (kept in their browser) with its products: unknown products are left out, each product once, up to the limit; nothing is stored"
    guestWishlist(items: [WishlistItemInput!]!): Wishlist!
  }
  extend type Mutation {
    "adds the product (again: updates its variant)"
    addToWishlist(input: WishlistItemInput!): WishlistResult!
    "removing a product that is not on the list is not an error"
    removeFromWishlist(productId: ID!): Wishlist!
    "joins a guest's list on sign-on: unknown products are left out, each product once, up to the limit"
    mergeIntoWishlist(items: [WishlistItemInput!]!): Wishlist!
  }
`;
