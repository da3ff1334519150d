import type { RawCollectionRef, RawProduct } from '../raw-types';
import { gql } from './document';
import { ASSET_FIELDS, PRODUCT_CUSTOM_FIELDS } from './fragments';

export const PRODUCT_QUERY = gql<{ product: RawProduct | null }, { id?: string; slug?: string }>(`query Product($id: ID, $slug: String) {
  product(id: $id, slug: $slug) {
    id name slug description
    featuredAsset { ${ASSET_FIELDS} }
    assets { ${ASSET_FIELDS} }
    variants {
      id sku name priceWithTax compareAtPrice currencyCode stockLevel priceConvertedFrom soldInCurrency
      options { id code name groupId }
      featuredAsset { ${ASSET_FIELDS} }
    }
    optionGroups { id code name options { id code name } }
    collections { id name slug position breadcrumbs { id name slug } }
    ${PRODUCT_CUSTOM_FIELDS}
    reviewSummary { averageRating totalCount }
    pastDayBuying
  }
}`);

/** The collections of a product, to find its deepest one for related products. */
export const PRODUCT_COLLECTIONS_QUERY = gql<
  { product: { id: string; collections: RawCollectionRef[] } | null },
  { id: string }
>(`query ProductCollections($id: ID!) {
  product(id: $id) {
    id
    collections { id name slug position breadcrumbs { id name slug } }
  }
}`);

/** Variants whose indexed text matches a SKU, with their products (getProductBySku keeps the exact SKU). */
export const PRODUCT_ID_BY_SKU_QUERY = gql<{ search: { items: { sku: string; productId: string }[] } }, { term: string }>(
  `query ProductIdBySku($term: String!) {
  search(input: { term: $term, groupByProduct: false, take: 10 }) { items { sku productId } }
}`,
);
