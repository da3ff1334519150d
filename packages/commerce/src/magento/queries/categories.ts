/** The category tree and one category. */
import { gql } from '../../graphql/document';
import type * as Raw from '../raw-types';
import { CATEGORY_DETAILS } from './fragments';

/** The tree below the store's root category, three levels deep (the menu's depth). */
export const CATEGORY_TREE_QUERY = gql<{ categories: { items: Raw.RawCategory[] } | null }>(`query CategoryTree {
  categories {
    items {
      ${CATEGORY_DETAILS}
      children {
        ${CATEGORY_DETAILS}
        children {
          ${CATEGORY_DETAILS}
          children { ${CATEGORY_DETAILS} }
        }
      }
    }
  }
}`);

export const CATEGORY_QUERY = gql<
  { categories: { items: Raw.RawCategory[] } | null },
  { filters: Record<string, { eq: string }> }
>(`query Category($filters: CategoryFilterInput) {
  categories(filters: $filters) {
    items {
      ${CATEGORY_DETAILS}
      children { ${CATEGORY_DETAILS} }
    }
  }
}`);
