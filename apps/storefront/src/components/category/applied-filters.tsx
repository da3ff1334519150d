import type { Aggregation } from '@talat/commerce/types';
import { getTranslations } from 'next-intl/server';
import Link from '../link/shop-link';
import {
  hasFilters,
  listingHref,
  withFacetValue,
  withoutFilters,
  withPrice,
  type ListingConfig,
  type ListingState,
} from '../../lib/catalogue/listing-params';
import { formatPrice } from '../../lib/format/price';
import type { Locale } from '../../lib/locale/locales';

/** The applied filters as removable chips (links to the view without that value) and "clear all". */
export async function AppliedFilters({
  aggregations,
  state,
  config,
  base,
  locale,
  currency,
}: {
  aggregations: readonly Aggregation[];
  state: ListingState;
  config: ListingConfig;
  base: string;
  locale: Locale;
  currency: string;
}) {
  if (!hasFilters(state)) return null;
  const t = await getTranslations('listing');
  const chips: { key: string; name: string; value: string; href: string }[] = [];
  for (const [code, values] of Object.entries(state.facets)) {
    const facet = aggregations.find((a) => a.code === code);
    for (const value of values) {
      const label = facet?.options.find((o) => o.code === value)?.label ?? value;
      chips.push({
        key: `${code}:${value}`,
        name: facet?.label ?? code,
        value: label,
        href: listingHref(base, withFacetValue(state, code, value, false), config),
      });
    }
  }
  if (state.price) {
    const fmt = (n: number) => formatPrice({ value: n, currency }, locale);
    const { min, max } = state.price;
    const value =
      min !== null && max !== null
        ? t('priceBetween', { min: fmt(min), max: fmt(max) })
        : min !== null
          ? t('priceFrom', { min: fmt(min) })
          : t('priceUpTo', { max: fmt(max ?? 0) });
    chips.push({ key: 'price', name: t('price', { currency }), value, href: listingHref(base, withPrice(state, null), config) });
  }
  return (
    <section className="applied-filters" aria-labelledby="applied-filters-heading">
      <h2 id="applied-filters-heading" className="sr-only">
        {t('applied')}
      </h2>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link href={chip.href} scroll={false} className="chip" aria-label={t('remove', { name: chip.name, value: chip.value })}>
              {chip.name}: {chip.value}
              <span aria-hidden="true"> ✕</span>
            </Link>
          </li>
        ))}
        <li>
          <Link href={listingHref(base, withoutFilters(state), config)} scroll={false} className="chip chip--clear">
            {t('clearAll')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
