'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The WAI-ARIA practices' tabs with automatic activation: a tablist named by `label`; one tab in
 * the tab order (the selected one); Left and Right arrows move to the previous and next tab
 * (wrapping), Home and End to the first and last, and the tab reached is shown. Each panel is
 * labelled by its tab and focusable, so its text is one Tab key away.
 */
export function TabsFrame({
  id,
  labelledBy,
  titles,
  panels,
}: {
  id: string;
  /** The id of the heading that names the tablist. */
  labelledBy: string;
  titles: readonly string[];
  panels: readonly ReactNode[];
}) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = titles.length;

  const select = (index: number) => {
    const next = ((index % count) + count) % count;
    setSelected(next);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowLeft: selected - 1, ArrowRight: selected + 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-labelledby={labelledBy}>
        {titles.map((title, index) => (
          <button
            key={index}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            className="tabs__tab"
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {title}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          className="tabs__panel"
          aria-labelledby={`${id}-tab-${index}`}
          tabIndex={0}
          hidden={index !== selected}
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
