'use client';

import type { ReactNode } from 'react';
import type { Combobox } from '../ui/use-combobox';

/**
 * The list of an address combobox (region picker, address finder), with its ids, roles and
 * pointer handling from useCombobox: options keep the focus in the input (mouse down does not
 * steal it), follow the pointer and choose on click. Its options are rendered only while the
 * list is expanded.
 */
export function ComboListbox<T>({
  combo,
  label,
  items,
  keyOf,
  onChoose,
  children,
}: {
  combo: Combobox;
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  onChoose: (item: T) => void;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul {...combo.listboxProps} aria-label={label} className="combo__list">
      {combo.expanded
        ? items.map((item, i) => (
            <li key={keyOf(item)} {...combo.optionProps(i, () => onChoose(item))} className="combo__option">
              {children(item)}
            </li>
          ))
        : null}
    </ul>
  );
}
