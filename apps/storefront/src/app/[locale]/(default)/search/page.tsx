import type { Category } from '@talat/commerce/types';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from '@/components/link/shop-link';
import { notFound } from 'next/navigation';
import { ListingView } from '@/components/category/listing-view';
import { getSearchListing, listingRequestKey } from '@/lib/catalogue/category-listing.server';
import { listingConfig, pageSizeOf, sortSelectOptions } from '@/lib/catalogue/listing-config';
import { sizeGrouping } from '@/lib/catalogue/size-groups';
import { effectiveSort, parseListingParams } from '@/lib/catalogue/listing-params';
import { getStoreConfig } from '@/lib/commerce/catalog.server';
import { AnalyticsEvent } from '@/components/analytics/analytics-event';
import { SEARCH_LIST, viewItemList } from '@/lib/analytics/ga4';
import { getConnector } from '@/lib/commerce/connector.server';
import { getShopContext } from '@/lib/commerce/shop-context.server';
import { localeParam } from '@/lib/locale/locale-param.server';
import { localePath, type Locale } from '@/lib/locale/locales';
import { alternates } from '@/lib/seo/alternates';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  // Every result page names /{locale}/search as its canonical URL, so queries are not indexed one by
  // one; no noindex (decision 0020).
  return { title: t('searchTitle'), alternates: alternates(locale, 'search') };
}

async function topCategories(locale: Locale): Promise<Category[]> {
  try {
    return await getConnector().getCategories(await getShopContext(locale));
  } catch (error) {
    console.error('Failed to load categories for the no-results page', error);
    return [];
  }
}

/** Product search (`?q=`) with the category pages' filters, sort, paging and grid/list. */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const ctx = await getShopContext(locale);
  const [store, query, t] = await Promise.all([getStoreConfig(locale, ctx.currency), searchParams, getTranslations('search')]);
  const config = listingConfig(store, true);
  const state = parseListingParams(query, config);
  const q = state.q;
  if (!q) {
    return (
      <>
        <h1>{t('title')}</h1>
        <p>{t('empty')}</p>
      </>
    );
  }
  const list = await getSearchListing(
    ctx,
    q,
    listingRequestKey({ state, sort: effectiveSort(state, config), pageSize: pageSizeOf(store) }),
  );
  if (state.page > 1 && state.page > list.page_info.total_pages) notFound();
  const categories = list.total_count === 0 ? await topCategories(locale) : [];
  const noResults = (
    <div className="listing-empty">
      <p>
        <strong>{t('noResults', { query: q })}</strong>
      </p>
      <p>{t('noResultsHelp')}</p>
      {categories.length > 0 ? (
        <nav aria-labelledby="search-browse-categories">
          <p id="search-browse-categories">{t('browseCategories')}</p>
          <ul>
            {categories.map((c) => (
              <li key={c.uid}>
                <Link href={localePath(locale, c.url_path)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
  return (
    <>
      <h1>{t('resultsFor', { query: q })}</h1>
      <AnalyticsEvent event={viewItemList(list.items, SEARCH_LIST, ctx.currency)} />
      <ListingView
        list={list}
        state={state}
        config={config}
        base={localePath(locale, 'search')}
        locale={locale}
        currency={ctx.currency}
        sortOptions={sortSelectOptions(store, t('relevance'))}
        sizeGroups={sizeGrouping(store)}
        countLabel={t('count', { count: list.total_count })}
        emptyState={noResults}
      />
    </>
  );
}
