/** URL resolution. */
import { gql } from '../../graphql/document';
import type * as Raw from '../raw-types';

export const ROUTE_QUERY = gql<{ route: Raw.RawRoute | null }, { url: string }>(`query Route($url: String!) {
  route(url: $url) {
    __typename type relative_url redirect_code
    ... on ProductInterface { uid sku url_key }
    ... on CategoryInterface { uid url_path }
  }
}`);
