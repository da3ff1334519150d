import type { Aggregation, AggregationOption, PriceBounds } from '@talat/commerce/types';
import { getTranslations } from 'next-intl/server';
import { hiddenFields, type ListingConfig, type ListingState } from '../../lib/catalogue/listing-params';
import { groupSizeOptions, type SizeGrouping } from '../../lib/catalogue/size-groups';
import { formatPrice } from '../../lib/format/price';
import type { Locale } from '../../lib/locale/locales';
import { ListingForm } from './listing-form';

/**
 * The filter form: one group per facet (checkboxes, several values each, count per value) and a
 * price range within the result's bounds, in the current currency. A size filter shows its values
 * in the store's size groups (adult, junior, baby), each a fieldset of its own. A GET form: it works without
 * JavaScript; ListingForm makes checkboxes apply at once and keeps the URL canonical.
 */
export async function FilterPanel({
  aggregations,
  priceBounds,
  state,
  config,
  base,
  locale,
  currency,
  stateKey,
  sizeGroups,
}: {
  aggregations: readonly Aggregation[];
  priceBounds: PriceBounds | null;
  state: ListingState;
  config: ListingConfig;
  base: string;
  locale: Locale;
  currency: string;
  stateKey: string;
  /** The store's size filters and groups (store config); without them every facet is one list. */
  sizeGroups?: SizeGrouping;
}) {
  const t = await getTranslations('listing');
  const showPrice = config.allowed.includes('price') && (priceBounds !== null || state.price !== null);
  const boundsCurrency = priceBounds?.currency ?? currency;
  const min = priceBounds ? Math.floor(priceBounds.min) : undefined;
  const max = priceBounds ? Math.ceil(priceBounds.max) : undefined;
  const priceValue = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  // "12 products" for each option: one plural message per distinct count, not per option.
  const countLabels = new Map<number, string>();
  const countLabel = (count: number) => {
    let label = countLabels.get(count);
    if (label === undefined) countLabels.set(count, (label = t('optionCount', { count })));
    return label;
  };
  return (
    <ListingForm action={base} config={config} stateKey={stateKey} label={t('filtersHeading')} className="filter-form">
      {hiddenFields(state, config, ['facets', 'price']).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {aggregations.map((facet) => {
        const groups = groupSizeOptions(facet, sizeGroups);
        const optionList = (options: readonly AggregationOption[]) => (
          <ul>
            {options.map((option) => {
              const id = `filter-${facet.code}-${option.code}`;
              const checked = state.facets[facet.code]?.includes(option.code) ?? false;
              return (
                <li key={option.code}>
                  <input
                    id={id}
                    type="checkbox"
                    name={facet.code}
                    value={option.code}
                    defaultChecked={checked}
                    data-checked={String(checked)}
                    disabled={option.count === 0 && !checked}
                    aria-describedby={`${id}-count`}
                  />
                  <label htmlFor={id}>{option.label}</label>
                  <span className="filter-count" aria-hidden="true">
                    {option.count}
                  </span>
                  <span id={`${id}-count`} className="sr-only">
                    {countLabel(option.count)}
                  </span>
                </li>
              );
            })}
          </ul>
        );
        return (
          <fieldset key={facet.code} className="filter-group">
            <legend>{facet.label}</legend>
            {groups
              ? groups.map((group) =>
                  group.label === null ? (
                    <div key="other" className="filter-subgroup">
                      {optionList(group.options)}
                    </div>
                  ) : (
                    <fieldset key={group.code} className="filter-subgroup">
                      <legend>{group.label}</legend>
                      {optionList(group.options)}
                    </fieldset>
                  ),
                )
              : optionList(facet.options)}
          </fieldset>
        );
      })}
      {showPrice ? (
        <fieldset className="filter-group filter-price" aria-describedby={priceBounds ? 'filter-price-bounds' : undefined}>
          <legend>{t('price', { currency: boundsCurrency })}</legend>
          {priceBounds ? (
            <p id="filter-price-bounds" className="filter-price__bounds">
              {t('priceBounds', {
                min: formatPrice({ value: priceBounds.min, currency: boundsCurrency }, locale),
                max: formatPrice({ value: priceBounds.max, currency: boundsCurrency }, locale),
              })}
            </p>
          ) : null}
          <div className="filter-price__inputs">
            <label>
              <span>{t('priceMin')}</span>
              <input
                type="number"
                name="price"
                inputMode="decimal"
                step="any"
                min={min}
                max={max}
                placeholder={min === undefined ? undefined : String(min)}
                defaultValue={priceValue(state.price?.min)}
                data-value={priceValue(state.price?.min)}
              />
            </label>
            <label>
              <span>{t('priceMax')}</span>
              <input
                type="number"
                name="price"
                inputMode="decimal"
                step="any"
                min={min}
                max={max}
                placeholder={max === undefined ? undefined : String(max)}
                defaultValue={priceValue(state.price?.max)}
                data-value={priceValue(state.price?.max)}
              />
            </label>
          </div>
        </fieldset>
      ) : null}
      <button type="submit" className="button">
        {t('apply')}
      </button>
    </ListingForm>
  );
}
