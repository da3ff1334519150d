'use client';

import { ui } from '../header/use-ui';

/** Opens the newsletter modal (newsletter-modal.tsx). */
export function NewsletterModalButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="button"
      onClick={() => ui.open('newsletterModal')}
      aria-haspopup="dialog"
      data-testid="newsletter-modal-open"
    >
      {label}
    </button>
  );
}
