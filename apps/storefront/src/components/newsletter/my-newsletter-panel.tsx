'use client';

import type { CustomerNewsletter } from '@talat/commerce/types';
import { useState } from 'react';
import { accountCall, failureText } from '../../lib/account/account-api';
import { useHydrated } from '../../lib/ui/use-hydrated';
import { NewsletterForm } from './newsletter-form';
import type { NewsletterFormWords, NewsletterWords } from './newsletter-words';

/** Subscribe (double opt-in, like everywhere) or unsubscribe the customer's own address. */
export function MyNewsletterPanel({
  state,
  labels,
  captcha = false,
}: {
  state: CustomerNewsletter;
  labels: NewsletterFormWords & Pick<NewsletterWords['account'], 'unsubscribe' | 'unsubscribing'>;
  /** The store's `newsletter` captcha flag. */
  captcha?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const hydrated = useHydrated();
  const subscribed = state.status === 'SUBSCRIBED';

  async function unsubscribe() {
    setBusy(true);
    try {
      const result = await accountCall('unsubscribeCustomerNewsletter', {});
      if (result.ok) {
        window.location.assign(new URL('?done=unsubscribed', window.location.href).href);
        return;
      }
      setMessage(labels.generic);
    } catch (error) {
      setMessage(failureText(error, labels.generic));
    }
    setBusy(false);
  }

  if (subscribed) {
    return (
      <>
        <p>
          <button
            type="button"
            className="button"
            onClick={unsubscribe}
            disabled={busy || !hydrated}
            aria-busy={busy || undefined}
            data-testid="newsletter-unsubscribe-mine"
          >
            {busy ? labels.unsubscribing : labels.unsubscribe}
          </button>
        </p>
        <p role="status">{message}</p>
      </>
    );
  }
  return <NewsletterForm source="account" labels={labels} initialEmail={state.email} captcha={captcha} />;
}
