import { localePath, type Locale } from '../../lib/locale/locales';
import { Icon } from '../icons/icon';

/** Product search: a plain GET form to /{lang}/search?q=, so it works before any JS loads. */
export function SearchBox({ locale, labels, defaultValue }: {
  locale: Locale;
  labels: { region: string; input: string; placeholder: string; submit: string };
  defaultValue?: string;
}) {
  return (
    <form role="search" aria-label={labels.region} action={localePath(locale, 'search')} method="get" className="search-box">
      <input type="search" name="q" aria-label={labels.input} placeholder={labels.placeholder} defaultValue={defaultValue} maxLength={200} autoComplete="off" enterKeyHint="search" />
      <button type="submit" className="icon-button">
        <Icon name="search" />
        <span className="sr-only">{labels.submit}</span>
      </button>
    </form>
  );
}
