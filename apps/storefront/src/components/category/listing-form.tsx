'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { listingHref, parseListingParams, type ListingConfig } from '../../lib/catalogue/listing-params';

/**
 * A listing's GET form (filters or sort). Without JavaScript it submits as is (the URL parser
 * reads repeated parameters); with it, the submission becomes the canonical URL and a client
 * navigation, checkboxes and selects apply on change, and after any navigation (back and
 * forward included) the controls are reset to what the page says (`data-checked`,
 * `data-value`) without remounting, so focus stays where it was.
 */
export function ListingForm({
  action,
  config,
  stateKey,
  label,
  className,
  children,
}: {
  action: string;
  config: ListingConfig;
  /** The canonical query of the current view: changes after every navigation. */
  stateKey: string;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const ref = useRef<HTMLFormElement>(null);
  /** The query this form last asked for; views reached on the way there must not undo newer choices. */
  const pending = useRef<string | null>(null);

  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    if (pending.current !== null && pending.current !== stateKey) return;
    pending.current = null;
    for (const el of Array.from(form.elements)) {
      if (el instanceof HTMLInputElement && el.type === 'checkbox' && el.dataset.checked) el.checked = el.dataset.checked === 'true';
      else if ((el instanceof HTMLInputElement || el instanceof HTMLSelectElement) && el.dataset.value !== undefined)
        el.value = el.dataset.value;
    }
  }, [stateKey]);

  return (
    <form
      ref={ref}
      action={action}
      method="get"
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const params = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') params.append(name, value);
        const state = parseListingParams(params, config);
        const href = listingHref(action, { ...state, page: 1 }, config);
        pending.current = href.includes('?') ? href.slice(href.indexOf('?') + 1) : '';
        router.push(href, { scroll: false });
      }}
      onChange={(event) => {
        const target = event.target as HTMLElement;
        if ((target instanceof HTMLInputElement && target.type === 'checkbox') || target instanceof HTMLSelectElement) {
          event.currentTarget.requestSubmit();
        }
      }}
    >
      {children}
    </form>
  );
}
