'use client';

import { useToggleDialog } from '../ui/use-toggle-dialog';
import { Icon } from '../icons/icon';
import { NewsletterForm } from './newsletter-form';
import type { NewsletterFormWords, NewsletterWords } from './newsletter-words';

/**
 * The newsletter modal (spec section 2, the `newsletterModal` UI toggle): opened by a
 * newsletter_signup content blok's button; subscriptions from it are recorded with the source
 * `modal`. A modal dialog: focus moves in and goes back to the button that opened it; Escape, the
 * close button or a click beside it close it.
 */
export function NewsletterModal({
  labels,
  captcha = false,
}: {
  labels: NewsletterFormWords & Pick<NewsletterWords, 'modalTitle' | 'text' | 'modalClose'>;
  /** The store's `newsletter` captcha flag. */
  captcha?: boolean;
}) {
  const { open, close, dialogProps } = useToggleDialog('newsletterModal', {
    onOpen: () => dialogProps.ref.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus(),
  });

  return (
    <dialog {...dialogProps} className="newsletter-modal" aria-labelledby="newsletter-modal-title" data-testid="newsletter-modal">
      {open ? (
        <>
          <div className="newsletter-modal__header">
            <h2 id="newsletter-modal-title">{labels.modalTitle}</h2>
            <button type="button" className="icon-button" aria-label={labels.modalClose} onClick={close}>
              <Icon name="close" />
            </button>
          </div>
          <p>{labels.text}</p>
          <NewsletterForm source="modal" labels={labels} captcha={captcha} />
        </>
      ) : null}
    </dialog>
  );
}
