'use client';

import { useEffect, useRef } from 'react';
import { NewsletterForm } from './newsletter-form';
import type { NewsletterFormWords, NewsletterWords } from './newsletter-words';

export const EXIT_CAPTURE_KEY = 's7-exit-capture';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the window may open: not dismissed within `days` (the stored time of the last dismissal). */
export function exitCaptureAllowed(stored: string | null, days: number, now = Date.now()): boolean {
  const at = stored ? Number(stored) : NaN;
  return !Number.isFinite(at) || now - at >= days * DAY_MS;
}

/**
 * Exit capture (spec section 2): on a desktop pointer, the newsletter window opens once when the
 * pointer leaves the page through the top; closing it is remembered for `dismissDays` (store
 * config), as is subscribing. A modal dialog: focus moves in, Escape and the close button close it.
 */
export function ExitCapture({
  dismissDays,
  labels,
  captcha = false,
}: {
  dismissDays: number;
  labels: NewsletterFormWords & Pick<NewsletterWords, 'exitTitle' | 'exitText' | 'close'>;
  /** The store's `newsletter` captcha flag. */
  captcha?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!window.matchMedia('(pointer: fine)').matches) return;
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(EXIT_CAPTURE_KEY);
    } catch {
      return;
    }
    if (!exitCaptureAllowed(stored, dismissDays)) return;
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > 0) return;
      document.removeEventListener('mouseout', onLeave);
      if (!dialog.current?.open) dialog.current?.showModal();
    };
    document.addEventListener('mouseout', onLeave);
    return () => document.removeEventListener('mouseout', onLeave);
  }, [dismissDays]);

  const remember = () => {
    try {
      window.localStorage.setItem(EXIT_CAPTURE_KEY, String(Date.now()));
    } catch {
      /* blocked storage: it may show again on another page */
    }
  };

  // Closed, a dialog is neither shown nor in the accessibility tree.
  return (
    <dialog ref={dialog} className="exit-capture" aria-labelledby="exit-capture-title" onClose={remember} data-testid="exit-capture">
      <h2 id="exit-capture-title">{labels.exitTitle}</h2>
      <p>{labels.exitText}</p>
      <NewsletterForm source="exit-capture" labels={labels} onDone={remember} captcha={captcha} />
      <form method="dialog">
        <button type="submit" className="button button--secondary">
          {labels.close}
        </button>
      </form>
    </dialog>
  );
}
