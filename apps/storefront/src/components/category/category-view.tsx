import type { Category } from '@talat/commerce/types';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getCategoryListing, listingRequestKey } from '../../lib/catalogue/category-listing.server';
import { listingConfig, pageSizeOf } from '../../lib/catalogue/listing-config';
import { effectiveSort, parseListingParams, type SearchParamsInput } from '../../lib/catalogue/listing-params';
import { isNarrowedListing } from '../../lib/catalogue/narrowed-listing';
import { getStoreConfig } from '../../lib/commerce/catalog.server';
import { viewItemList } from '../../lib/analytics/ga4';
import { AnalyticsEvent } from '../analytics/analytics-event';
import { sizeGrouping } from '../../lib/catalogue/size-groups';
import { getShopContext } from '../../lib/commerce/shop-context.server';
import { getEnv } from '../../lib/config/env.server';
import { getOptionalStory } from '../../lib/content/content.server';
import { localePath, type Locale } from '../../lib/locale/locales';
import { StoryBody } from '../bloks/bloks';
import { Breadcrumbs } from './breadcrumbs';
import { ListingView } from './listing-view';
import { RememberCategory } from './remember-category';

/**
 * A category: breadcrumbs, h1, its `c/<slug>` story above the products, then the listing with
 * filters, sort, grid/list and pagination, all in the URL (lib/catalogue/listing-params.ts).
 * A filtered, sorted or later page shows the products first, without the story
 * (lib/catalogue/narrowed-listing.ts); kept pages tell the two apart by their query.
 */
export async function CategoryView({
  category,
  locale,
  currency,
  searchParams,
}: {
  category: Category;
  locale: Locale;
  currency: string;
  searchParams: SearchParamsInput;
}) {
  const [store, ctx] = await Promise.all([getStoreConfig(locale, currency), getShopContext(locale)]);
  const config = listingConfig(store);
  const state = parseListingParams(searchParams, config);
  const pageSize = pageSizeOf(store);
  const [list, story, t, tCommon] = await Promise.all([
    getCategoryListing(ctx, category.uid, listingRequestKey({ state, sort: effectiveSort(state, config), pageSize })),
    isNarrowedListing(state) ? null : getOptionalStory(`c/${category.url_key}`, locale),
    getTranslations('category'),
    getTranslations('common'),
  ]);
  if (state.page > 1 && state.page > list.page_info.total_pages) notFound();
  const crumbs = [
    { name: tCommon('home'), href: localePath(locale) },
    ...category.breadcrumbs.map((b) => ({ name: b.category_name, href: localePath(locale, b.category_url_path) })),
    { name: category.name },
  ];
  return (
    <>
      <RememberCategory uid={category.uid} secure={getEnv().COOKIE_SECURE} />
      <AnalyticsEvent event={viewItemList(list.items, { id: `category:${category.url_path}`, name: category.name }, currency)} />
      <Breadcrumbs label={t('breadcrumbs')} items={crumbs} />
      <h1>{category.name}</h1>
      {story ? <StoryBody content={story.content} locale={locale} /> : null}
      <section aria-labelledby="category-products">
        <h2 id="category-products" className="sr-only">
          {t('products')}
        </h2>
        <ListingView
          list={list}
          state={state}
          config={config}
          base={localePath(locale, category.url_path)}
          locale={locale}
          currency={currency}
          sortOptions={store.sort_options}
          sizeGroups={sizeGrouping(store)}
          countLabel={t('count', { count: list.total_count })}
          emptyState={<p>{t('empty')}</p>}
          priorityCount={story ? 0 : 2}
        />
      </section>
    </>
  );
}
