'use client';

import { ComboListbox } from './combo-listbox';
import { useEffect, useRef, useState } from 'react';
import { codePoints, countText, FINDER_DEBOUNCE_MS, FINDER_MIN_CHARS } from '../../lib/address/combobox';
import { fillTemplate } from '@/i18n/fill-template';
import { formatMatch, type ThaiAddressMatch } from '../../lib/address/thai-address-search';
import type { Locale } from '../../lib/locale/locales';
import { useCombobox } from '../ui/use-combobox';
import type { AddressWords } from './address-words';

export const ADDRESS_LOOKUP_ENDPOINT = '/api/address-lookup';

/** Answers already fetched in this page, by locale and query (typing back asks nothing). */
const answers = new Map<string, ThaiAddressMatch[]>();

/**
 * Thai address finder: type a subdistrict, district, province or postcode (Thai or English),
 * pick a whole area, and the form fills subdistrict, district, province and postcode. An ARIA
 * 1.2 combobox over GET /api/address-lookup (debounced, the dataset stays on the server):
 * arrows move, Enter picks (and never submits the form), Escape closes then clears, and a
 * polite live region tells the number of areas found. It has no `name`: nothing is submitted.
 */
export function ThaiAddressFinder({
  id,
  locale,
  labels,
  onSelect,
  endpoint = ADDRESS_LOOKUP_ENDPOINT,
  disabled,
}: {
  id: string;
  locale: Locale;
  labels: Pick<AddressWords, 'finder' | 'validation'>;
  onSelect: (match: ThaiAddressMatch) => void;
  endpoint?: string;
  disabled?: boolean;
}) {
  const t = labels.finder;
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<ThaiAddressMatch[]>([]);
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const combo = useCombobox({
    id,
    count: matches.length,
    hasText: text !== '',
    // The finder is not a form field: Enter picks, it never submits the checkout.
    rules: { enterPicksOnly: true },
    onPick: (index) => {
      const match = matches[index];
      if (match) choose(match);
    },
    // Escape on a closed list clears the search.
    onClear: () => {
      setText('');
      lookup('');
    },
  });
  const { open } = combo;

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  function show(found: ThaiAddressMatch[]) {
    setMatches(found);
    combo.show(-1);
    setStatus(countText(found.length, { none: labels.validation.noMatchingOptions ?? '', one: t.statusOne, other: t.statusOther }));
  }

  function lookup(next: string) {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    const q = next.trim();
    if (codePoints(q) < FINDER_MIN_CHARS) {
      setMatches([]);
      combo.close();
      setStatus('');
      return;
    }
    const key = `${locale}:${q.toLowerCase()}`;
    const cached = answers.get(key);
    if (cached) return show(cached);
    const controller = new AbortController();
    inFlight.current = controller;
    timer.current = setTimeout(() => {
      setStatus(t.searching);
      fetch(`${endpoint}?${new URLSearchParams({ q, locale })}`, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then(async (response) => {
          if (!response.ok) throw new Error(`Address lookup answered ${response.status}`);
          const body = (await response.json()) as { matches?: ThaiAddressMatch[] };
          const found = Array.isArray(body.matches) ? body.matches : [];
          answers.set(key, found);
          if (!controller.signal.aborted) show(found);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted || (error instanceof Error && error.name === 'AbortError')) return;
          setMatches([]);
          combo.close();
          setStatus(t.unavailable);
        });
    }, FINDER_DEBOUNCE_MS);
  }

  function choose(match: ThaiAddressMatch) {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    const line = formatMatch(match);
    setText(line);
    combo.close();
    setStatus(fillTemplate(t.filled, { area: line }));
    onSelect(match);
  }

  return (
    <div className="address-field address-finder">
      <label htmlFor={id}>{t.label}</label>
      <div className="combo">
        <input
          id={id}
          type="text"
          {...combo.inputProps}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t.placeholder}
          maxLength={60}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            lookup(event.target.value);
          }}
          onFocus={() => {
            if (matches.length > 0 && text && !text.includes(',')) combo.setOpen(true);
          }}
          onBlur={combo.close}
        />
        <ComboListbox combo={combo} label={t.results} items={matches} keyOf={(match) => match.id} onChoose={choose}>
          {formatMatch}
        </ComboListbox>
        {open && matches.length === 0 && status === labels.validation.noMatchingOptions ? <p className="combo__empty">{status}</p> : null}
        <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="address-finder-status">
          {status}
        </p>
      </div>
      <p id={`${id}-hint`} className="address-field__hint">
        {t.hint}
      </p>
    </div>
  );
}
