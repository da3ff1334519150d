import type { RawRouteMatch } from '../raw-types';
import { gql } from './document';

/** One request tries the slug as a product and as a collection. */
export const RESOLVE_ROUTE_QUERY = gql<RawRouteMatch, { slug: string; path: string }>(`query ResolveRoute($slug: String!, $path: String!) {
  urlRedirect(path: $path) { source target status external }
  product(slug: $slug) { id slug variants { sku } customFields { visibility } }
  collection(slug: $slug) { id slug breadcrumbs { id name slug } }
}`);
