import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Pagination } from '../../../../components/category/pagination';
import { getPaginationLabels } from '../../../../components/category/pagination-labels.server';
import { ProductGrid } from '../../../../components/product/product-tile';
import { getTileLabels } from '../../../../components/product/tile-labels.server';
import { DEFAULT_PAGE_SIZE, getProductList, productQueryKey } from '../../../../lib/commerce/catalog.server';
import { getShopContext } from '../../../../lib/commerce/shop-context.server';
import { localePath } from '../../../../lib/locale/locales';
import { parsePageParam } from '../../../../lib/routing/page-param';
import { alternates } from '../../../../lib/seo/alternates';
import { localeParam } from '../../../../lib/locale/locale-param.server';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

function queryOf(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  return (raw ?? '').trim().slice(0, 200);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: t('searchTitle'), alternates: alternates(locale, 'search'), robots: { index: false } };
}

/** Product search (`?q=`), with pagination. */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const ctx = await getShopContext(locale);
  const query = await searchParams;
  const q = queryOf(query.q);
  const page = parsePageParam(query.page);
  const t = await getTranslations('search');
  if (!q) {
    return (
      <>
        <h1>{t('title')}</h1>
        <p>{t('empty')}</p>
      </>
    );
  }
  const [list, tileLabels, paginationLabels] = await Promise.all([
    getProductList(locale, ctx.currency, productQueryKey({ search: q, page, pageSize: DEFAULT_PAGE_SIZE })),
    getTileLabels(),
    getPaginationLabels(),
  ]);
  return (
    <>
      <h1>{t('resultsFor', { query: q })}</h1>
      <p role="status">{list.total_count > 0 ? t('count', { count: list.total_count }) : t('noResults', { query: q })}</p>
      {list.items.length > 0 ? <ProductGrid products={list.items} locale={locale} labels={tileLabels} priorityCount={2} /> : null}
      <Pagination base={localePath(locale, 'search')} current={page} total={list.page_info.total_pages} labels={paginationLabels} query={{ q }} />
    </>
  );
}
