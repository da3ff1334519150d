'use client';

import { ComboListbox } from './combo-listbox';
import { useMemo, useState, type Ref } from 'react';
import { countText } from '../../lib/address/combobox';
import { filterRegions, findRegion, resolveRegionText, type RegionOption } from '../../lib/address/regions';
import type { Locale } from '../../lib/locale/locales';
import { useCombobox } from '../ui/use-combobox';
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
  /** Text being typed; null shows the value. */
  const [text, setText] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const chosen = findRegion(options, value);
  const shown = text ?? (chosen ? chosen[locale] : value);
  const filtered = useMemo(() => filterRegions(options, text ?? '', locale), [options, text, locale]);

  function announce(count: number) {
    setStatus(countText(count, { none: texts.noMatchingOptions, one: texts.optionsOne, other: texts.optionsOther }));
  }

  const combo = useCombobox({
    id: chrome.id,
    count: filtered.length,
    hasText: text !== null,
    rules: { fixedList: true },
    onPick: (index) => {
      const option = filtered[index];
      if (option) choose(option);
    },
    // Escape on a closed list reverts what was typed.
    onClear: () => setText(null),
    onOpen: () => announce(filtered.length),
  });
  const { open, expanded, close } = combo;
  const noMatch = open && filtered.length === 0;

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

  return (
    <FieldFrame chrome={chrome}>
      <div className="combo">
        <input
          ref={inputRef}
          id={chrome.id}
          name={name}
          type="text"
          {...combo.inputProps}
          aria-required={chrome.optional ? undefined : true}
          aria-invalid={chrome.error ? true : undefined}
          aria-describedby={describedBy(chrome)}
          autoComplete={autoComplete}
          disabled={disabled}
          value={shown}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            combo.show(-1);
            const count = filterRegions(options, next, locale).length;
            announce(count);
          }}
          onBlur={commit}
        />
        <button
          type="button"
          className="combo__toggle"
          tabIndex={-1}
          aria-label={texts.showOptions}
          aria-controls={combo.listboxProps.id}
          aria-expanded={expanded}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            const input = document.getElementById(chrome.id);
            input?.focus();
            if (open) close();
            else {
              combo.show(-1);
              announce(filtered.length);
            }
          }}
        >
          <span aria-hidden="true">▾</span>
        </button>
        <ComboListbox combo={combo} label={chrome.label} items={filtered} keyOf={(option) => option.code} onChoose={choose}>
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
