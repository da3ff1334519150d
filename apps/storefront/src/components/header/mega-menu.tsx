'use client';

import Link from '../link/shop-link';
import { useCallback, useRef, type FocusEvent } from 'react';
import { Icon } from '../icons/icon';
import type { MenuItem } from './menu-types';
import { useDismiss } from './use-dismiss';
import { ui, useUi } from './use-ui';

/**
 * The desktop category menu: one disclosure button per top-level category (WAI disclosure
 * navigation), its panel listing "All {category}" and the children. Escape closes and returns
 * focus; so does clicking outside or tabbing out of the menu.
 */
export function MegaMenu({ label, items }: { label: string; items: MenuItem[] }) {
  const openItem = useUi((s) => (s.open.megaMenu ? s.megaMenuItem : null));
  const navRef = useRef<HTMLElement>(null);
  const close = useCallback(() => ui.close('megaMenu'), []);
  const dismiss = useCallback(
    (viaKeyboard: boolean) => {
      const trigger = openItem ? document.getElementById(`mega-trigger-${openItem}`) : null;
      close();
      if (viaKeyboard) trigger?.focus();
    },
    [openItem, close],
  );
  useDismiss(openItem !== null, navRef, dismiss);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (openItem && !navRef.current?.contains(event.relatedTarget as Node | null)) close();
  };

  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="main-nav desktop-only" ref={navRef} onBlur={onBlur}>
      <ul className="main-nav__list">
        {items.map((item) =>
          item.children.length === 0 ? (
            <li key={item.uid} className="main-nav__item">
              <Link href={item.href} className="main-nav__trigger">
                {item.name}
              </Link>
            </li>
          ) : (
            <li key={item.uid} className="main-nav__item">
              <button
                id={`mega-trigger-${item.uid}`}
                type="button"
                className="main-nav__trigger"
                aria-expanded={openItem === item.uid}
                aria-controls={`mega-panel-${item.uid}`}
                onClick={() => ui.toggle('megaMenu', item.uid)}
              >
                {item.name}
                <Icon name="chevron-down" />
              </button>
              <div id={`mega-panel-${item.uid}`} className="mega-panel" hidden={openItem !== item.uid}>
                <ul>
                  <li>
                    <Link href={item.href} className="mega-panel__all" onClick={close}>
                      {item.allLabel}
                    </Link>
                  </li>
                  {item.children.map((child) => (
                    <li key={child.uid}>
                      <Link href={child.href} onClick={close}>
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
