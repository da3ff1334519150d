'use client';

import type { SearchSuggestions } from '@talat/commerce/types';
import { browserSdk } from '../../lib/api/browser-sdk';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { imageUrl } from '../../lib/images/image-url';
import type { Messages } from '@/i18n/messages';
import type { Locale } from '../../lib/locale/locales';
import { Icon } from '../icons/icon';
import { ui, useUi } from '../header/use-ui';
import { useCombobox } from '../ui/use-combobox';
import { createAnswerCache, DEBOUNCE_MS, statusText, SUGGESTION_LIMIT, suggestionQuery, toOptions } from './suggestion-model';
import './search.css';

/** The search's words: the header's (its form and input) and the catalogue's `search.suggestions`. */
export type SearchWords = Pick<Messages['header'], 'searchRegion' | 'searchLabel' | 'searchPlaceholder' | 'searchSubmit'> &
  Pick<Messages['search'], 'suggestions'>;

const sdk = browserSdk;
const answers = createAnswerCache<SearchSuggestions>();

/**
 * Header search with suggestions as you type (ARIA 1.2 combobox with a listbox popup):
 * debounced, products (thumbnail, name, price) and categories, arrows/Home/End move the
 * active option, Enter opens it (or searches), Escape closes the list (then clears), and a
 * polite live region announces the count. Without JavaScript it is a plain GET form.
 */
export function SearchCombobox({
  locale,
  action,
  labels,
  defaultValue = '',
}: {
  locale: Locale;
  action: string;
  labels: SearchWords;
  defaultValue?: string;
}) {
  const router = useRouter();
  const id = useId().replace(/:/g, '');
  const [value, setValue] = useState(defaultValue);
  const [answer, setAnswer] = useState<SearchSuggestions | null>(null);
  const [status, setStatus] = useState('');
  const searchOpen = useUi((s) => s.open.search);
  const inputRef = useRef<HTMLInputElement>(null);

  const options = useMemo(() => (answer ? toOptions(answer, locale, id) : []), [answer, locale, id]);
  // Open is the UI store's `search` toggle (its exclusions close the cart and the menus).
  const combo = useCombobox({
    id,
    count: options.length,
    hasText: value !== '',
    rules: { homeEnd: true },
    optionId: (index) => options[index]?.id ?? '',
    onPick: (index) => {
      const option = options[index];
      if (option) go(option.href);
    },
    // Escape on a closed list clears the search.
    onClear: () => {
      setValue('');
      suggest('');
    },
    open: searchOpen && options.length > 0,
    onOpenChange: (open) => (open ? ui.open('search') : ui.close('search')),
  });
  const { setActive } = combo;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  function show(result: SearchSuggestions) {
    setAnswer(result);
    setActive(-1);
    const count = result.products.length + result.categories.length;
    setStatus(statusText(count, labels.suggestions));
    if (count > 0 && document.activeElement === inputRef.current) ui.open('search');
  }

  /** Asks for suggestions for a new input value: cached at once, else after the debounce. */
  function suggest(next: string) {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    const query = suggestionQuery(next);
    if (!query) {
      setAnswer(null);
      setActive(-1);
      setStatus('');
      return;
    }
    const key = `${locale}:${query}`;
    const cached = answers.get(key);
    if (cached) {
      show(cached);
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    timer.current = setTimeout(() => {
      sdk.commerce
        .getSearchSuggestions({ query, limit: SUGGESTION_LIMIT, locale }, { method: 'GET', signal: controller.signal })
        .then((result) => {
          answers.set(key, result);
          if (!controller.signal.aborted) show(result);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted || (error instanceof Error && error.name === 'AbortError')) return;
          setAnswer(null);
          setStatus('');
        });
    }, DEBOUNCE_MS);
  }

  const close = combo.close;

  function go(href: string) {
    close();
    router.push(href);
  }

  const products = options.filter((o) => o.kind === 'product');
  const categories = options.filter((o) => o.kind === 'category');
  const renderOption = (option: (typeof options)[number]) => {
    const index = options.indexOf(option);
    return (
      <li key={option.id} {...combo.optionProps(index, () => go(option.href))} className="suggestion">
        {option.kind === 'product' ? (
          <span className="suggestion__thumb" aria-hidden="true">
            {/* Tiny lazy thumbnails sized by the engine's asset server: next/image would only add client JS. */}
            {option.image ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={imageUrl({ src: option.image, width: 96 })} alt="" width={48} height={48} loading="lazy" decoding="async" />
            ) : null}
          </span>
        ) : null}
        <span className="suggestion__name">{option.label}</span>
        {option.price ? (
          <>
            {' '}
            <span className="suggestion__price">{option.price}</span>
          </>
        ) : null}
      </li>
    );
  };

  return (
    <form
      role="search"
      aria-label={labels.searchRegion}
      action={action}
      method="get"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        const q = value.trim();
        close();
        router.push(q ? `${action}?q=${encodeURIComponent(q)}` : action);
      }}
    >
      <div className="search-combobox">
        <input
          ref={inputRef}
          type="search"
          name="q"
          {...combo.inputProps}
          aria-label={labels.searchLabel}
          placeholder={labels.searchPlaceholder}
          value={value}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setValue(event.target.value);
            suggest(event.target.value);
          }}
          onFocus={() => {
            if (options.length > 0) ui.open('search');
          }}
          onBlur={close}
        />
        <div {...combo.listboxProps} aria-label={labels.suggestions.label} className="suggestions">
          {products.length > 0 ? (
            <ul role="group" aria-labelledby={`${id}-products`}>
              <li role="presentation" id={`${id}-products`} className="suggestions__heading">
                {labels.suggestions.products}
              </li>
              {products.map(renderOption)}
            </ul>
          ) : null}
          {categories.length > 0 ? (
            <ul role="group" aria-labelledby={`${id}-categories`}>
              <li role="presentation" id={`${id}-categories`} className="suggestions__heading">
                {labels.suggestions.categories}
              </li>
              {categories.map(renderOption)}
            </ul>
          ) : null}
        </div>
        <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="search-suggestions-status">
          {status}
        </p>
      </div>
      <button type="submit" className="icon-button">
        <Icon name="search" />
        <span className="sr-only">{labels.searchSubmit}</span>
      </button>
    </form>
  );
}
