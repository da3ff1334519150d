import { parseListingParams, serialiseListingParams, type ListingConfig, type SearchParamsInput } from '../catalogue/listing-params';

/**
 * The canonical query of a category listing (issue 34, docs/decisions/0052): what changes the set
 * of products shown stays (filters, the price range, a page after the first), normalised (facet
 * values lower-cased and sorted, the listing's own order) so that every spelling of one set names
 * one URL; what only orders or shows it differently (sort, grid or list) and anything the listing
 * does not read (tracking tags, misspellings) is dropped. `?sort=price&page=2` and `?page=2`
 * name the same canonical; `?size=l,m&page=2` is not page 2 of the whole category.
 */
export function listingCanonicalQuery(input: SearchParamsInput, config: ListingConfig): string {
  const state = parseListingParams(input, { ...config, search: false });
  const facets = Object.fromEntries(Object.entries(state.facets).map(([code, values]) => [code, [...values].sort()]));
  const query = serialiseListingParams({ ...state, q: null, facets, sort: null, view: 'grid' }, { ...config, search: false }).toString();
  return query ? `?${query}` : '';
}
