import type { RawCollection, RawCollectionList } from '../raw-types';
import { gql } from './document';
import { COLLECTION_NODE_FIELDS } from './fragments';

export const COLLECTIONS_QUERY = gql<
  { collections: RawCollectionList },
  { skip: number; take: number }
>(`query Collections($skip: Int!, $take: Int!) {
  collections(options: { topLevelOnly: false, skip: $skip, take: $take }) {
    items { ${COLLECTION_NODE_FIELDS} }
    totalItems
  }
}`);

export const COLLECTION_QUERY = gql<
  { collection: RawCollection | null },
  { id?: string; slug?: string }
>(`query Collection($id: ID, $slug: String) {
  collection(id: $id, slug: $slug) {
    ${COLLECTION_NODE_FIELDS}
    breadcrumbs { id name slug }
    children { ${COLLECTION_NODE_FIELDS} }
  }
}`);
