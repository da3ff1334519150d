import { loadMessages } from '@/i18n/messages';
import { pickWords } from '@/i18n/pick-words';
import { localePath, type Locale } from '../../lib/locale/locales';
import { SearchCombobox } from '../search/search-combobox';

/**
 * Product search: a GET form to /{lang}/search?q= (works before any JS loads), enhanced into a
 * combobox with suggestions as you type (components/search/search-combobox.tsx).
 */
export async function SearchBox({ locale, defaultValue }: { locale: Locale; defaultValue?: string }) {
  const messages = await loadMessages(locale);
  return (
    <SearchCombobox
      locale={locale}
      action={localePath(locale, 'search')}
      defaultValue={defaultValue}
      labels={{
        ...pickWords(messages.header, ['searchRegion', 'searchLabel', 'searchPlaceholder', 'searchSubmit']),
        suggestions: messages.search.suggestions,
      }}
    />
  );
}
