import type { SortOption } from '@talat/commerce/types';
import { getTranslations } from 'next-intl/server';
import { hiddenFields, sortUrl, type ListingConfig, type ListingState } from '../../lib/catalogue/listing-params';
import { ListingForm } from './listing-form';

/**
 * Sort-by: a native select in a GET form (applies on change with JS; a Sort button without).
 * Options carry the sort's URL word, so the form without scripts sends the same URL.
 */
export async function SortForm({
  options,
  state,
  config,
  base,
  stateKey,
}: {
  options: readonly SortOption[];
  state: ListingState;
  config: ListingConfig;
  base: string;
  stateKey: string;
}) {
  if (!config.allowed.includes('sort') || options.length < 2) return null;
  const t = await getTranslations('listing');
  const current = sortUrl(state.sort ?? config.defaultSort, config);
  return (
    <ListingForm action={base} config={config} stateKey={stateKey} className="sort-form">
      {hiddenFields(state, config, ['sort']).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="listing-sort">{t('sortBy')}</label>
      <select id="listing-sort" name="sort" defaultValue={current} data-value={current}>
        {options.map((option) => (
          <option key={option.value} value={option.url}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--secondary no-js-only">
        {t('sortApply')}
      </button>
    </ListingForm>
  );
}
