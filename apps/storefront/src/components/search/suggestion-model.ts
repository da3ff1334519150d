import type { SearchSuggestions } from '@talat/commerce/types';
import { formatPrice } from '../../lib/format/price';
import { localePath, type Locale } from '../../lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';

/**
 * The pure part of the header search combobox: suggestions as one list of options, keyboard
 * moves, the announced status, and the client-side cache of answers. No React, no DOM.
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

/** The active option after a key press (-1: none, focus stays in the input). */
export function moveActive(key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End', active: number, count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}

export interface StatusLabels {
  statusNone: string;
  statusOne: string;
  /** With `{count}`. */
  statusOther: string;
}

export function statusText(count: number, labels: StatusLabels): string {
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
