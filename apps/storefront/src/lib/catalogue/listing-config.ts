import type { SortOption, StoreConfig } from '@talat/commerce/types';
import type { ListingConfig } from './listing-params';

/** Fallbacks when store config lists nothing (older engines). */
const DEFAULT_ALLOWED = ['page', 'sort', 'size', 'colour', 'player', 'price', 'q', 'view'];
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

/** The listing's URL rules from store config; the search page adds relevance as its default sort. */
export function listingConfig(
  config: Pick<StoreConfig, 'allowed_query_params' | 'sort_options' | 'default_sort_by'>,
  search = false,
): ListingConfig {
  const allowed = config.allowed_query_params.length > 0 ? config.allowed_query_params : DEFAULT_ALLOWED;
  const sortOptions = config.sort_options.map((o) => o.value);
  const sortUrls = Object.fromEntries(config.sort_options.filter((o) => o.url !== o.value).map((o) => [o.value, o.url]));
  const defaultSort = sortOptions.includes(config.default_sort_by) ? config.default_sort_by : (sortOptions[0] ?? 'position');
  if (!search) return { allowed, sortOptions, sortUrls, defaultSort };
  return {
    allowed,
    sortOptions: ['relevance', ...sortOptions.filter((s) => s !== 'relevance')],
    sortUrls,
    defaultSort: 'relevance',
    search: true,
  };
}

/** The sort select's options in display order (search: relevance first, with its label). */
export function sortSelectOptions(config: Pick<StoreConfig, 'sort_options'>, relevanceLabel?: string): SortOption[] {
  const options = config.sort_options.filter((o) => o.value !== 'relevance');
  return relevanceLabel ? [{ value: 'relevance', label: relevanceLabel, url: 'relevance' }, ...options] : options;
}

/** storeConfig.grid_per_page within 1..100, else 12. */
export function pageSizeOf(config: Pick<StoreConfig, 'grid_per_page'>): number {
  const n = config.grid_per_page;
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE_SIZE ? n : DEFAULT_PAGE_SIZE;
}
