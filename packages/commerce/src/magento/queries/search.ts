/** Listings, search suggestions and related products. */
import { gql } from '../../graphql/document';
import type * as Raw from '../raw-types';
import { PRODUCT_TILE, CATEGORY_SUMMARY } from './fragments';

export interface ProductListVariables {
  filter?: Record<string, unknown>;
  search?: string;
  sort?: Record<string, 'ASC' | 'DESC'>;
  pageSize: number;
  currentPage: number;
}

export const PRODUCT_LIST_QUERY = gql<{ products: Raw.RawProductList }, ProductListVariables>(`query ProductList(
  $filter: ProductAttributeFilterInput
  $search: String
  $sort: ProductAttributeSortInput
  $pageSize: Int
  $currentPage: Int
) {
  products(filter: $filter, search: $search, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info { current_page page_size total_pages }
    aggregations { attribute_code label options { label value count } }
    items { ${PRODUCT_TILE} }
  }
}`);

export const SEARCH_SUGGESTIONS_QUERY = gql<
  { products: { items: Raw.RawProductTile[] } },
  { search: string; pageSize: number }
>(`query SearchSuggestions($search: String!, $pageSize: Int) {
  products(search: $search, pageSize: $pageSize) {
    items { ${PRODUCT_TILE} categories { ${CATEGORY_SUMMARY} } }
  }
}`);

export const RELATED_PRODUCTS_QUERY = gql<
  { products: { items: Array<{ related_products: Raw.RawProductTile[] | null }> } | null },
  { filter: Record<string, unknown> }
>(`query RelatedProducts($filter: ProductAttributeFilterInput) {
  products(filter: $filter, pageSize: 1) {
    items { related_products { ${PRODUCT_TILE} } }
  }
}`);
