'use client';

import Link from '../link/shop-link';
import { useCallback, useEffect, useRef } from 'react';
import { keepTabInside } from '../../lib/ui/focus-wrap';
import { Icon } from '../icons/icon';
import type { MenuItem } from './menu-types';
import { useDismiss } from './use-dismiss';
import { ui, useUi } from './use-ui';

/** The small-screen menu: a button opening a panel with the whole category tree. */
export function MobileMenu({
  openLabel,
  closeLabel,
  navLabel,
  items,
}: {
  openLabel: string;
  closeLabel: string;
  navLabel: string;
  items: MenuItem[];
}) {
  const open = useUi((s) => s.open.mobileMenu);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    ui.close('mobileMenu');
    if (refocus) triggerRef.current?.focus();
  }, []);
  useDismiss(open, panelRef, close);
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  if (items.length === 0) return null;
  return (
    <div className="mobile-only">
      <button
        ref={triggerRef}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => ui.toggle('mobileMenu')}
      >
        <Icon name="menu" />
        <span>{openLabel}</span>
      </button>
      {open ? (
        <div
          id="mobile-menu"
          ref={panelRef}
          className="mobile-menu__panel"
          role="dialog"
          aria-modal="true"
          aria-label={navLabel}
          onKeyDown={(event) => keepTabInside(event.currentTarget, event)}
        >
          <button ref={closeRef} type="button" className="icon-button" aria-label={closeLabel} onClick={() => close(true)}>
            <Icon name="close" />
          </button>
          <nav aria-label={navLabel}>
            <ul>
              {items.map((item) => (
                <li key={item.uid}>
                  <Link href={item.href} onClick={() => close(false)}>
                    <strong>{item.name}</strong>
                  </Link>
                  {item.children.length > 0 ? (
                    <ul>
                      {item.children.map((child) => (
                        <li key={child.uid}>
                          <Link href={child.href} onClick={() => close(false)}>
                            {child.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      ) : null}
    </div>
  );
}
