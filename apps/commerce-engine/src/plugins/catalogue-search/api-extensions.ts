import gql from 'graphql-tag';

export const shopApiExtensions = gql`
  input TalatFacetFilterInput {
    facet: String!
    values: [String!]!
  }
  enum TalatSearchSort {
    POSITION
    NAME
    PRICE_ASC
    PRICE_DESC
    NEWEST
    RELEVANCE
  }
  input TalatCatalogueSearchInput {
    term: String
    collectionId: ID
    facets: [TalatFacetFilterInput!]
    priceMin: Int
    priceMax: Int
    sort: TalatSearchSort
    skip: Int
    take: Int
  }
  type TalatFacetValueCount {
    code: String!
    name: String!
    count: Int!
  }
  type TalatFacetCount {
    code: String!
    name: String!
    values: [TalatFacetValueCount!]!
  }
  type TalatPriceBounds {
    min: Int!
    max: Int!
    currencyCode: String!
  }
  type TalatSearchHit {
    productId: ID!
    slug: String!
    name: String!
    score: Float!
    previewUrl: String
    priceMin: Int!
    priceMax: Int!
    currencyCode: String!
    "Some of the prices are converted from the channel's default currency at the shop's exchange rate."
    priceConverted: Boolean!
  }
  type TalatCatalogueSearchResult {
    totalItems: Int!
    items: [TalatSearchHit!]!
    facets: [TalatFacetCount!]!
    priceBounds: TalatPriceBounds
  }
  type TalatSuggestedCollection {
    id: ID!
    slug: String!
    name: String!
    path: String!
  }
  type TalatSearchSuggestions {
    products: [TalatSearchHit!]!
    collections: [TalatSuggestedCollection!]!
  }
  extend type Query {
    catalogueSearch(input: TalatCatalogueSearchInput!): TalatCatalogueSearchResult!
    searchSuggestions(term: String!, take: Int): TalatSearchSuggestions!
  }
`;
