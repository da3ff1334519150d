import type { ProductList, SortOption } from '@talat/commerce/types';
import { getTranslations } from 'next-intl/server';
import Link from '../link/shop-link';
import type { ReactNode } from 'react';
import {
  facetParams,
  hasFilters,
  listingHref,
  paginationQuery,
  serialiseListingParams,
  withoutFilters,
  withKnownFacetValues,
  withView,
  type ListingConfig,
  type ListingState,
} from '../../lib/catalogue/listing-params';
import { orderFacets, type SizeGrouping } from '../../lib/catalogue/size-groups';
import type { Locale } from '../../lib/locale/locales';
import { ProductGrid } from '../product/product-tile';
import { getTileWords } from '../product/tile-words.server';
import { AppliedFilters } from './applied-filters';
import { FilterPanel } from './filter-panel';
import { FilterSidebar } from './filter-sidebar';
import { Pagination } from './pagination';
import { loadMessages } from '@/i18n/messages';
import { SortForm } from './sort-form';
import { ListingItems, ViewSwitch } from './view-switch';
import './listing.css';

/**
 * A product listing (category and search pages): filter sidebar, result count, sort, grid/list
 * switch, applied filters, products, pagination and the empty states. Every control is a link or
 * a GET form over the URL state of lib/catalogue/listing-params.ts.
 */
export async function ListingView({
  list,
  state: requested,
  config,
  base,
  locale,
  currency,
  sortOptions,
  sizeGroups,
  emptyState,
  priorityCount = 2,
  countLabel,
}: {
  list: ProductList;
  state: ListingState;
  config: ListingConfig;
  /** Path of the listing without query, e.g. /en/kits or /en/search. */
  base: string;
  locale: Locale;
  currency: string;
  sortOptions: readonly SortOption[];
  /** The store's size filters (shown first) and size groups. */
  sizeGroups?: SizeGrouping;
  /** Shown when there are no products and no filters. */
  emptyState: ReactNode;
  priorityCount?: number;
  countLabel: string;
}) {
  // Unknown facet values were ignored by the engine: show and link only what was applied.
  const state = withKnownFacetValues(requested, list.aggregations);
  const [t, tileWords, messages] = await Promise.all([getTranslations('listing'), getTileWords(), loadMessages(locale)]);
  const stateKey = serialiseListingParams(state, config).toString();
  const facetCodes = facetParams(config);
  const aggregations = orderFacets(
    list.aggregations.filter((a) => facetCodes.includes(a.code) && a.options.length > 0),
    sizeGroups,
  );
  const filtered = hasFilters(state);
  const activeCount = Object.values(state.facets).reduce((n, values) => n + values.length, 0) + (state.price ? 1 : 0);
  const viewHrefs = config.allowed.includes('view')
    ? { grid: listingHref(base, withView(state, 'grid'), config), list: listingHref(base, withView(state, 'list'), config) }
    : null;
  const showSidebar = aggregations.length > 0 || list.price_bounds !== null || filtered;

  return (
    <div className={showSidebar ? 'listing' : 'listing listing--no-filters'}>
      {showSidebar ? (
        <FilterSidebar label={t('filters')} activeCount={activeCount}>
          <FilterPanel
            aggregations={aggregations}
            priceBounds={list.price_bounds}
            state={state}
            config={config}
            base={base}
            locale={locale}
            currency={currency}
            stateKey={stateKey}
            sizeGroups={sizeGroups}
          />
        </FilterSidebar>
      ) : null}
      <div className="listing__main">
        <div className="listing__toolbar">
          <p role="status" className="listing__count">
            {countLabel}
          </p>
          <SortForm options={sortOptions} state={state} config={config} base={base} stateKey={stateKey} />
          <ViewSwitch view={state.view} hrefs={viewHrefs} labels={{ group: t('view'), grid: t('grid'), list: t('list') }} />
        </div>
        <AppliedFilters aggregations={list.aggregations} state={state} config={config} base={base} locale={locale} currency={currency} />
        {list.items.length > 0 ? (
          <ListingItems view={state.view}>
            <ProductGrid products={list.items} locale={locale} labels={tileWords} priorityCount={priorityCount} />
          </ListingItems>
        ) : filtered ? (
          <div className="listing-empty">
            <p>
              <strong>{t('noMatches')}</strong>
            </p>
            <p>{t('noMatchesHelp')}</p>
            <Link href={listingHref(base, withoutFilters(state), config)} className="button">
              {t('showAll')}
            </Link>
          </div>
        ) : (
          emptyState
        )}
        <Pagination
          base={base}
          current={state.page}
          total={list.page_info.total_pages}
          labels={messages.pagination}
          query={paginationQuery(state, config)}
        />
      </div>
    </div>
  );
}
