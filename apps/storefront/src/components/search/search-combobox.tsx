'use client';

import type { SearchSuggestions } from '@talat/commerce/types';
import { browserSdk } from '../../lib/api/browser-sdk';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { imageUrl } from '../../lib/images/image-url';
import type { Locale } from '../../lib/locale/locales';
import { Icon } from '../icons/icon';
import { ui, useUi } from '../header/use-ui';
import {
  createAnswerCache,
  DEBOUNCE_MS,
  moveActive,
  statusText,
  SUGGESTION_LIMIT,
  suggestionQuery,
  toOptions,
  type StatusLabels,
} from './suggestion-model';
import './search.css';

export interface SearchComboboxLabels extends StatusLabels {
  region: string;
  input: string;
  placeholder: string;
  submit: string;
  suggestions: string;
  products: string;
  categories: string;
}

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
  labels: SearchComboboxLabels;
  defaultValue?: string;
}) {
  const router = useRouter();
  const id = useId().replace(/:/g, '');
  const listboxId = `${id}-listbox`;
  const [value, setValue] = useState(defaultValue);
  const [answer, setAnswer] = useState<SearchSuggestions | null>(null);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const searchOpen = useUi((s) => s.open.search);
  const inputRef = useRef<HTMLInputElement>(null);

  const options = useMemo(() => (answer ? toOptions(answer, locale, id) : []), [answer, locale, id]);
  const expanded = searchOpen && options.length > 0;
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
    setStatus(statusText(count, labels));
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

  function close() {
    setActive(-1);
    ui.close('search');
  }

  function go(href: string) {
    close();
    router.push(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (options.length === 0) return;
        event.preventDefault();
        if (!expanded) {
          ui.open('search');
          setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
        } else {
          setActive((a) => moveActive(event.key as 'ArrowDown' | 'ArrowUp', a, options.length));
        }
        return;
      case 'Home':
      case 'End':
        if (!expanded || active < 0) return;
        event.preventDefault();
        setActive(moveActive(event.key, active, options.length));
        return;
      case 'Enter': {
        const option = expanded && active >= 0 ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          go(option.href);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          setValue('');
          suggest('');
        }
        return;
      case 'Tab':
        close();
        return;
    }
  }

  const products = options.filter((o) => o.kind === 'product');
  const categories = options.filter((o) => o.kind === 'category');
  const renderOption = (option: (typeof options)[number]) => {
    const index = options.indexOf(option);
    return (
      <li
        key={option.id}
        id={option.id}
        role="option"
        aria-selected={index === active}
        className="suggestion"
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => setActive(index)}
        onClick={() => go(option.href)}
      >
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
      aria-label={labels.region}
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
          role="combobox"
          aria-label={labels.input}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? options[active]?.id : undefined}
          placeholder={labels.placeholder}
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
          onKeyDown={onKeyDown}
        />
        <div id={listboxId} role="listbox" aria-label={labels.suggestions} className="suggestions" hidden={!expanded}>
          {products.length > 0 ? (
            <ul role="group" aria-labelledby={`${id}-products`}>
              <li role="presentation" id={`${id}-products`} className="suggestions__heading">
                {labels.products}
              </li>
              {products.map(renderOption)}
            </ul>
          ) : null}
          {categories.length > 0 ? (
            <ul role="group" aria-labelledby={`${id}-categories`}>
              <li role="presentation" id={`${id}-categories`} className="suggestions__heading">
                {labels.categories}
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
        <span className="sr-only">{labels.submit}</span>
      </button>
    </form>
  );
}
