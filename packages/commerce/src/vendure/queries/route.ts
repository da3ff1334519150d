import type { RawRouteMatch } from '../raw-types';
import { gql } from './document';

/** One request tries the slug as a product and as a collection. */
export const RESOLVE_ROUTE_QUERY = gql<RawRouteMatch, { slug: string }>(`query ResolveRoute($slug: String!) {
  product(slug: $slug) { id slug variants { sku } customFields { visibility } }
  collection(slug: $slug) { id slug breadcrumbs { id name slug } }
}`);
