import type { RawCatalogueSearchInput, RawCatalogueSearchResult, RawProductTile, RawSearchSuggestions } from '../raw-types';
import { gql } from './document';

/** Browse and full-text search (catalogue-search plugin): hits, facet counts, price bounds. */
export const CATALOGUE_SEARCH_QUERY = gql<
  { catalogueSearch: RawCatalogueSearchResult },
  { input: RawCatalogueSearchInput }
>(`query CatalogueSearch($input: TalatCatalogueSearchInput!) {
  catalogueSearch(input: $input) {
    totalItems
    items { productId slug name score previewUrl priceMin priceMax currencyCode priceConverted }
    facets { code name values { code name count } }
    priceBounds { min max currencyCode }
  }
}`);

/** Search hits lack kind, pre-order flag, stock and rating: one follow-up request per page. */
export const PRODUCT_TILES_QUERY = gql<
  { products: { items: RawProductTile[] } },
  { ids: string[]; take: number }
>(`query ProductTiles($ids: [String!]!, $take: Int!) {
  products(options: { filter: { id: { in: $ids } }, take: $take }) {
    items {
      id slug
      variants { id sku priceWithTax compareAtPrice currencyCode stockLevel priceConvertedFrom soldInCurrency }
      optionGroups { id }
      customFields { kind preorder virtual }
      reviewSummary { averageRating totalCount }
    }
  }
}`);

export const SEARCH_SUGGESTIONS_QUERY = gql<
  { searchSuggestions: RawSearchSuggestions },
  { term: string; take?: number }
>(`query SearchSuggestions($term: String!, $take: Int) {
  searchSuggestions(term: $term, take: $take) {
    products { productId slug name previewUrl priceMin currencyCode }
    collections { id slug name path }
  }
}`);
