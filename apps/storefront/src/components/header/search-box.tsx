import { getTranslations } from 'next-intl/server';
import { localePath, type Locale } from '../../lib/locale/locales';
import { SearchCombobox } from '../search/search-combobox';

/**
 * Product search: a GET form to /{lang}/search?q= (works before any JS loads), enhanced into a
 * combobox with suggestions as you type (components/search/search-combobox.tsx).
 */
export async function SearchBox({
  locale,
  labels,
  defaultValue,
}: {
  locale: Locale;
  labels: { region: string; input: string; placeholder: string; submit: string };
  defaultValue?: string;
}) {
  const t = await getTranslations('search.suggestions');
  return (
    <SearchCombobox
      locale={locale}
      action={localePath(locale, 'search')}
      defaultValue={defaultValue}
      labels={{
        ...labels,
        suggestions: t('label'),
        products: t('products'),
        categories: t('categories'),
        statusNone: t('statusNone'),
        statusOne: t('statusOne'),
        statusOther: t.raw('statusOther') as string,
      }}
    />
  );
}
