'use client';

import { ComboListbox } from './combo-listbox';
import { useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { countText, moveActive } from '../../lib/address/combobox';
import { filterRegions, findRegion, resolveRegionText, type RegionOption } from '../../lib/address/regions';
import type { Locale } from '../../lib/locale/locales';
import { describedBy, FieldFrame, type FieldChrome } from './address-text-field';

export interface RegionComboboxTexts {
  noMatchingOptions: string;
  optionsOne: string;
  optionsOther: string;
  showOptions: string;
}

/**
 * The region of a country with a fixed list (Thai provinces, UK nations): an editable ARIA 1.2
 * combobox whose list filters as you type (Thai or English names), arrows move, Enter picks,
 * Escape closes then reverts; with nothing matching it says 'Sorry, no matching options.'.
 * Leaving it keeps an exact or only match, clears an emptied one and otherwise reverts.
 */
export function RegionCombobox({
  chrome,
  name,
  options,
  value,
  locale,
  texts,
  onValue,
  inputRef,
  autoComplete,
  disabled,
}: {
  chrome: FieldChrome;
  name: string;
  options: readonly RegionOption[];
  value: string;
  locale: Locale;
  texts: RegionComboboxTexts;
  /** Called on every pick and when focus leaves (the form validates then). */
  onValue: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  autoComplete?: string;
  disabled?: boolean;
}) {
  const listId = `${chrome.id}-listbox`;
  /** Text being typed; null shows the value. */
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');

  const chosen = findRegion(options, value);
  const shown = text ?? (chosen ? chosen[locale] : value);
  const filtered = useMemo(() => filterRegions(options, text ?? '', locale), [options, text, locale]);
  const expanded = open && filtered.length > 0;
  const noMatch = open && filtered.length === 0;
  const optionId = (i: number) => `${chrome.id}-option-${i}`;

  function announce(count: number) {
    setStatus(countText(count, { none: texts.noMatchingOptions, one: texts.optionsOne, other: texts.optionsOther }));
  }

  function openList(nextActive = -1) {
    setOpen(true);
    setActive(nextActive);
    announce(filtered.length);
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(option: RegionOption) {
    setText(null);
    close();
    setStatus('');
    onValue(option[locale]);
  }

  function commit() {
    close();
    if (text === null) {
      onValue(value);
      return;
    }
    setText(null);
    onValue(resolveRegionText(options, text, value, locale));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          if (event.altKey) return openList(-1);
          return openList(filtered.length === 0 ? -1 : event.key === 'ArrowDown' ? 0 : filtered.length - 1);
        }
        setActive((a) => moveActive(event.key as 'ArrowDown' | 'ArrowUp', a, filtered.length));
        return;
      }
      case 'Enter': {
        const option = expanded && active >= 0 ? filtered[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (text !== null) {
          event.preventDefault();
          setText(null);
        }
        return;
    }
  }

  return (
    <FieldFrame chrome={chrome}>
      <div className="combo">
        <input
          ref={inputRef}
          id={chrome.id}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-required={chrome.optional ? undefined : true}
          aria-invalid={chrome.error ? true : undefined}
          aria-describedby={describedBy(chrome)}
          autoComplete={autoComplete}
          disabled={disabled}
          value={shown}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            setOpen(true);
            setActive(-1);
            const count = filterRegions(options, next, locale).length;
            announce(count);
          }}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="combo__toggle"
          tabIndex={-1}
          aria-label={texts.showOptions}
          aria-controls={listId}
          aria-expanded={expanded}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            const input = document.getElementById(chrome.id);
            input?.focus();
            if (open) close();
            else openList(-1);
          }}
        >
          <span aria-hidden="true">▾</span>
        </button>
        <ComboListbox
          id={listId}
          label={chrome.label}
          expanded={expanded}
          items={filtered}
          keyOf={(option) => option.code}
          optionId={optionId}
          active={active}
          onActive={setActive}
          onChoose={choose}
        >
          {(option) => (
            <>
              {option[locale]}
              {option[locale] !== option[locale === 'th' ? 'en' : 'th'] ? (
                <span className="combo__alt" lang={locale === 'th' ? 'en' : 'th'}>
                  {' '}
                  {option[locale === 'th' ? 'en' : 'th']}
                </span>
              ) : null}
            </>
          )}
        </ComboListbox>
        {noMatch ? (
          <p className="combo__empty" data-testid="region-no-match">
            {texts.noMatchingOptions}
          </p>
        ) : null}
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {open ? status : ''}
        </p>
      </div>
    </FieldFrame>
  );
}
