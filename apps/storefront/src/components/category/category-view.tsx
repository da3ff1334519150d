import type { Category } from '@talat/commerce/types';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DEFAULT_PAGE_SIZE, getProductList, getStoreConfig, productQueryKey } from '../../lib/commerce/catalog.server';
import { getOptionalStory } from '../../lib/content/content.server';
import { localePath, type Locale } from '../../lib/locale/locales';
import { StoryBody } from '../bloks/bloks';
import { ProductGrid } from '../product/product-tile';
import { getTileLabels } from '../product/tile-labels.server';
import { Breadcrumbs } from './breadcrumbs';
import { Pagination } from './pagination';
import { getPaginationLabels } from './pagination-labels.server';

/** A category: breadcrumbs, h1, its `c/<slug>` story above the products, tiles, pagination. */
export async function CategoryView({ category, locale, currency, page }: { category: Category; locale: Locale; currency: string; page: number }) {
  const config = await getStoreConfig(locale, currency);
  const pageSize = config.grid_per_page > 0 ? config.grid_per_page : DEFAULT_PAGE_SIZE;
  const [list, story, tileLabels, paginationLabels, t, tCommon] = await Promise.all([
    getProductList(locale, currency, productQueryKey({ categoryUid: category.uid, page, pageSize })),
    getOptionalStory(`c/${category.url_key}`, locale),
    getTileLabels(),
    getPaginationLabels(),
    getTranslations('category'),
    getTranslations('common'),
  ]);
  if (page > 1 && page > list.page_info.total_pages) notFound();
  const base = localePath(locale, category.url_path);
  const crumbs = [
    { name: tCommon('home'), href: localePath(locale) },
    ...category.breadcrumbs.map((b) => ({ name: b.category_name, href: localePath(locale, b.category_url_path) })),
    { name: category.name },
  ];
  return (
    <>
      <Breadcrumbs label={t('breadcrumbs')} items={crumbs} />
      <h1>{category.name}</h1>
      {story ? <StoryBody content={story.content} locale={locale} /> : null}
      <section aria-labelledby="category-products">
        <h2 id="category-products" className="sr-only">
          {t('products')}
        </h2>
        <p>{t('count', { count: list.total_count })}</p>
        {list.items.length > 0 ? (
          <ProductGrid products={list.items} locale={locale} labels={tileLabels} priorityCount={story ? 0 : 2} />
        ) : (
          <p>{t('empty')}</p>
        )}
      </section>
      <Pagination base={base} current={page} total={list.page_info.total_pages} labels={paginationLabels} />
    </>
  );
}
