import type { ListingState } from './listing-params';

/**
 * Whether a category listing is one the shopper has narrowed or moved through: a filter, a price
 * range, a sort other than the default, or a page after the first. Such a listing shows the
 * products first, without the category's story (hero, text, accordions) above them, as Magento's
 * layered navigation does: the shopper has already read it on the plain category page. The
 * grid/list switch is a way of looking, not a narrowing, and keeps the story.
 */
export function isNarrowedListing(state: Pick<ListingState, 'facets' | 'price' | 'sort' | 'page'>): boolean {
  return Object.keys(state.facets).length > 0 || state.price !== null || state.sort !== null || state.page > 1;
}
