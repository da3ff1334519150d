'use client';

import type { ReactNode } from 'react';

/**
 * The list of an ARIA combobox (region picker, address finder): options keep the focus in the
 * input (mouse down does not steal it), follow the pointer and choose on click. Shown only while
 * `expanded`; the input points at it with aria-controls and at the active option with
 * aria-activedescendant (ids from `optionId`).
 */
export function ComboListbox<T>({
  id,
  label,
  expanded,
  items,
  keyOf,
  optionId,
  active,
  onActive,
  onChoose,
  children,
}: {
  id: string;
  label: string;
  expanded: boolean;
  items: readonly T[];
  keyOf: (item: T) => string;
  optionId: (index: number) => string;
  active: number;
  onActive: (index: number) => void;
  onChoose: (item: T) => void;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul id={id} role="listbox" aria-label={label} className="combo__list" hidden={!expanded}>
      {expanded
        ? items.map((item, i) => (
            <li
              key={keyOf(item)}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className="combo__option"
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => onActive(i)}
              onClick={() => onChoose(item)}
            >
              {children(item)}
            </li>
          ))
        : null}
    </ul>
  );
}
