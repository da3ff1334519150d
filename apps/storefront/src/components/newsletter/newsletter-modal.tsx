'use client';

import { useEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';
import { keepTabInside } from '../../lib/ui/focus-wrap';
import { ui, useUi } from '../header/use-ui';
import { Icon } from '../icons/icon';
import { NewsletterForm, type NewsletterFormLabels } from './newsletter-form';

export interface NewsletterModalLabels {
  title: string;
  text: string;
  close: string;
  form: NewsletterFormLabels;
}

/**
 * The newsletter modal (spec section 2, the `newsletterModal` UI toggle): opened by a
 * newsletter_signup content blok's button; subscriptions from it are recorded with the source
 * `modal`. A modal dialog: focus moves in and goes back to the button that opened it; Escape, the
 * close button or a click beside it close it.
 */
export function NewsletterModal({ labels }: { labels: NewsletterModalLabels }) {
  const open = useUi((s) => s.open.newsletterModal);
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      element.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  const close = () => ui.close('newsletterModal');
  const onClose = () => {
    close();
    if (returnTo.current?.isConnected) returnTo.current.focus();
    returnTo.current = null;
  };
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    close();
  };
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <dialog ref={dialog} className="newsletter-modal" aria-labelledby="newsletter-modal-title" data-testid="newsletter-modal" onCancel={onCancel} onClose={onClose} onClick={onBackdrop} onKeyDown={(event) => keepTabInside(event.currentTarget, event)}>
      {open ? (
        <>
          <div className="newsletter-modal__header">
            <h2 id="newsletter-modal-title">{labels.title}</h2>
            <button type="button" className="icon-button" aria-label={labels.close} onClick={close}>
              <Icon name="close" />
            </button>
          </div>
          <p>{labels.text}</p>
          <NewsletterForm source="modal" labels={labels.form} />
        </>
      ) : null}
    </dialog>
  );
}
