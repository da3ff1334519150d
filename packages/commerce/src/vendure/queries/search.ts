import type { RawProductTile, RawSearchResponse } from '../raw-types';
import { gql } from './document';
import { ASSET_FIELDS } from './fragments';

export interface RawSearchInput {
  collectionId?: string;
  term?: string;
  skip: number;
  take: number;
  groupByProduct: true;
  sort?: { name?: 'ASC' | 'DESC'; price?: 'ASC' | 'DESC' };
}

export const SEARCH_QUERY = gql<
  { search: RawSearchResponse },
  { input: RawSearchInput }
>(`query SearchProducts($input: SearchInput!) {
  search(input: $input) {
    totalItems
    items {
      productId productName slug sku currencyCode
      productAsset { ${ASSET_FIELDS} }
      priceWithTax {
        __typename
        ... on PriceRange { min max }
        ... on SinglePrice { value }
      }
    }
  }
}`);

/** The search index lacks custom fields and stock: one follow-up request for the page's products. */
export const PRODUCT_TILES_QUERY = gql<
  { products: { items: RawProductTile[] } },
  { ids: string[]; take: number }
>(`query ProductTiles($ids: [String!]!, $take: Int!) {
  products(options: { filter: { id: { in: $ids } }, take: $take }) {
    items {
      id slug
      variants { id sku priceWithTax currencyCode stockLevel }
      optionGroups { id }
      customFields { kind preorder virtual }
    }
  }
}`);
