'use client';

import { useState } from 'react';
import { accountCall, failureText } from '../../lib/account/account-api';
import { useHydrated } from '../../lib/ui/use-hydrated';
import type { NewsletterWords } from './newsletter-words';

/**
 * The action of an emailed link (confirm or unsubscribe), done by a button press: a mail
 * scanner that opens the link changes nothing. The answer is announced.
 */
export function NewsletterLinkAction({
  action,
  token,
  labels,
}: {
  action: 'confirm' | 'unsubscribe';
  token: string;
  /** The page's button words (`confirm` or `unsubscribe`) and the outcomes. */
  labels: Pick<NewsletterWords['confirm'], 'button' | 'working'> & Pick<NewsletterWords, 'outcomes' | 'generic'>;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const hydrated = useHydrated();

  async function run() {
    setBusy(true);
    try {
      const result = await accountCall(action === 'confirm' ? 'confirmNewsletter' : 'unsubscribeNewsletter', { token });
      const outcomes: Record<string, string> = labels.outcomes;
      setMessage(outcomes[result.outcome] ?? labels.generic);
      setDone(true);
    } catch (error) {
      setMessage(failureText(error, labels.generic));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {!done ? (
        <p>
          <button
            type="button"
            className="button"
            onClick={run}
            disabled={busy || !hydrated}
            aria-busy={busy || undefined}
            data-testid={`newsletter-${action}`}
          >
            {busy ? labels.working : labels.button}
          </button>
        </p>
      ) : null}
      <p role="status" data-testid="newsletter-result">
        {message}
      </p>
    </>
  );
}
