import type { RawSitemapCollections, RawSitemapProducts } from '../raw-types';
import { gql } from './document';

/**
 * The sitemap's lists (docs/decisions/0052): every enabled product with its slug, last change and
 * where it is listed, and every collection with the chain of slugs its path is made of. Paged at
 * the Shop API's list limit, in id order so that pages do not overlap.
 */
export const SITEMAP_PRODUCTS_QUERY = gql<
  RawSitemapProducts,
  { skip: number; take: number }
>(`query SitemapProducts($skip: Int!, $take: Int!) {
  products(options: { skip: $skip, take: $take, sort: { id: ASC } }) {
    items { id slug updatedAt customFields { visibility } }
    totalItems
  }
}`);

export const SITEMAP_COLLECTIONS_QUERY = gql<
  RawSitemapCollections,
  { skip: number; take: number }
>(`query SitemapCollections($skip: Int!, $take: Int!) {
  collections(options: { topLevelOnly: false, skip: $skip, take: $take, sort: { id: ASC } }) {
    items { id name slug updatedAt breadcrumbs { id name slug } }
    totalItems
  }
}`);
