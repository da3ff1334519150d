import gql from 'graphql-tag';

const common = gql`
  type TalatReviewRating {
    name: String!
    value: Int!
  }
  type TalatReviewRatingAverage {
    name: String!
    value: Float!
  }
  type ProductReviewList {
    items: [ProductReview!]!
    totalItems: Int!
  }
`;

/** Shop API: the contract in the team notes. */
export const shopApiExtensions = gql`
  ${common}
  type ProductReview {
    id: ID!
    createdAt: DateTime!
    productId: ID!
    nickname: String!
    summary: String!
    text: String!
    locale: String!
    averageRating: Float!
    ratings: [TalatReviewRating!]!
  }
  "starCounts[0] = 1 star ... starCounts[4] = 5 stars; visible reviews only"
  type TalatReviewSummary {
    averageRating: Float!
    totalCount: Int!
    ratings: [TalatReviewRatingAverage!]!
    starCounts: [Int!]!
  }
  extend type Product {
    reviewSummary: TalatReviewSummary!
  }
  input TalatReviewRatingInput {
    name: String!
    value: Int!
  }
  input SubmitProductReviewInput {
    productId: ID!
    nickname: String!
    summary: String!
    text: String!
    ratings: [TalatReviewRatingInput!]!
  }
  "message in the request language; field: productId | nickname | summary | text | ratings"
  type ProductReviewInputError {
    message: String!
    field: String
  }
  union SubmitProductReviewResult = ProductReview | ProductReviewInputError
  "A review the signed-in customer wrote; hidden: staff took it off the product page"
  type CustomerProductReview {
    id: ID!
    createdAt: DateTime!
    productId: ID!
    product: Product
    nickname: String!
    summary: String!
    text: String!
    averageRating: Float!
    hidden: Boolean!
  }
  type CustomerProductReviewList {
    items: [CustomerProductReview!]!
    totalItems: Int!
  }
  extend type Query {
    "Visible reviews of a product, newest first; take defaults to 10, at most 50"
    productReviews(productId: ID!, skip: Int, take: Int): ProductReviewList!
    "The signed-in customer's own reviews, newest first, hidden ones included"
    activeCustomerReviews(skip: Int, take: Int): CustomerProductReviewList!
  }
  extend type Mutation {
    submitProductReview(input: SubmitProductReviewInput!): SubmitProductReviewResult!
  }
`;

/** Admin API: list (with hidden ones on request) and hide / show. */
export const adminApiExtensions = gql`
  ${common}
  type ProductReview {
    id: ID!
    createdAt: DateTime!
    productId: ID!
    nickname: String!
    summary: String!
    text: String!
    locale: String!
    averageRating: Float!
    ratings: [TalatReviewRating!]!
    hidden: Boolean!
  }
  input ProductReviewListOptions {
    skip: Int
    "defaults to 10, at most 100"
    take: Int
    productId: ID
    "default false: visible reviews only"
    includeHidden: Boolean
  }
  extend type Query {
    productReviews(options: ProductReviewListOptions): ProductReviewList!
  }
  extend type Mutation {
    setProductReviewHidden(id: ID!, hidden: Boolean!): ProductReview!
  }
`;
