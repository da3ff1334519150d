'use client';

import { Icon } from '../icons/icon';
import { nameWithShownText } from '../../lib/ui/name-with-shown-text';
import { setCurrency } from './currency-actions';
import { Popover } from './popover';
import { ui } from './use-ui';

export interface CurrencyOption {
  code: string;
  name: string;
}

/** Display currency (THB, GBP): a form posting to a server action, so it works without JS too. */
export function CurrencyPicker({
  current,
  label,
  listLabel,
  options,
}: {
  current: string;
  label: string;
  listLabel: string;
  options: CurrencyOption[];
}) {
  return (
    <Popover
      toggleName="currency"
      // Its name holds the code it shows (WCAG 2.5.3), as "Currency: THB" does already.
      label={nameWithShownText(current, label)}
      trigger={
        <>
          <Icon name="currency" />
          <span aria-hidden="true">{current}</span>
        </>
      }
    >
      <form action={setCurrency} onSubmit={() => ui.close('currency')}>
        <ul aria-label={listLabel}>
          {options.map((option) => (
            <li key={option.code}>
              <button type="submit" name="currency" value={option.code} aria-pressed={option.code === current}>
                <span>{option.name}</span>
                <span>{option.code}</span>
              </button>
            </li>
          ))}
        </ul>
      </form>
    </Popover>
  );
}
