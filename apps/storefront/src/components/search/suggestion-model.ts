import type { SearchSuggestions } from '@talat/commerce/types';
import { formatPrice } from '../../lib/format/price';
import { localePath, type Locale } from '../../lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';
import type { Messages } from '@/i18n/messages';

/**
 * The pure part of the header search combobox: suggestions as one list of options, the
 * announced status, and the client-side cache of answers (its keyboard is every combobox's,
 * lib/ui/combobox.ts). No React, no DOM.
 */
export interface SuggestionOption {
  /** DOM id (for aria-activedescendant). */
  id: string;
  kind: 'product' | 'category';
  label: string;
  href: string;
  /** Products: thumbnail URL and formatted price. */
  image?: string | null;
  price?: string;
}

export const MIN_QUERY_LENGTH = 2;
export const DEBOUNCE_MS = 150;
export const SUGGESTION_LIMIT = 6;

/** The query to ask suggestions for, or null when it is too short (counted in code points). */
export function suggestionQuery(value: string): string | null {
  const q = value.replace(/\s+/g, ' ').trim();
  return Array.from(q).length >= MIN_QUERY_LENGTH ? Array.from(q).slice(0, 100).join('') : null;
}

export function toOptions(s: SearchSuggestions, locale: Locale, idPrefix: string): SuggestionOption[] {
  const products: SuggestionOption[] = s.products.map((p, i) => ({
    id: `${idPrefix}-p${i}`,
    kind: 'product',
    label: p.name,
    href: localePath(locale, p.url_key),
    image: p.thumbnail?.url ?? null,
    price: formatPrice(p.price, locale),
  }));
  const categories: SuggestionOption[] = s.categories.map((c, i) => ({
    id: `${idPrefix}-c${i}`,
    kind: 'category',
    label: c.name,
    href: localePath(locale, c.url_path),
  }));
  return [...products, ...categories];
}

/** The keyboard's moves are every combobox's (lib/ui/combobox.ts). */
export { moveActive } from '../../lib/ui/combobox';

/** What the live region says about the suggestions found (`statusOther` with `{count}`). */
export function statusText(
  count: number,
  labels: Pick<Messages['search']['suggestions'], 'statusNone' | 'statusOne' | 'statusOther'>,
): string {
  if (count === 0) return labels.statusNone;
  if (count === 1) return labels.statusOne;
  return fillTemplate(labels.statusOther, { count });
}

/** A small most-recently-used cache of answers (typing back over a prefix asks nothing). */
export function createAnswerCache<T>(max = 30) {
  const map = new Map<string, T>();
  return {
    get(key: string): T | undefined {
      const value = map.get(key);
      if (value !== undefined) {
        map.delete(key);
        map.set(key, value);
      }
      return value;
    },
    set(key: string, value: T) {
      map.delete(key);
      map.set(key, value);
      while (map.size > max) map.delete(map.keys().next().value as string);
    },
    get size() {
      return map.size;
    },
  };
}
