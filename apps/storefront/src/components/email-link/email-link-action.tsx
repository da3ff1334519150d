'use client';

import { useState } from 'react';
import { accountCall, failureText } from '../../lib/account/account-api';
import { useHydrated } from '../../lib/ui/use-hydrated';

/** The storefront calls an emailed link's button makes: the link's token is all they take. */
export type EmailLinkMethod = 'confirmNewsletter' | 'unsubscribeNewsletter' | 'confirmStockAlert' | 'cancelStockAlert';

export interface EmailLinkWords {
  button: string;
  working: string;
  /** The answer's words per outcome code. */
  outcomes: Record<string, string>;
  generic: string;
}

/** The outcome code of a link call's answer: a plain answer, or one wrapped in an account result. */
function outcomeOf(result: unknown): string | null {
  if (!result || typeof result !== 'object') return null;
  const r = result as { outcome?: unknown; ok?: unknown; value?: { outcome?: unknown } };
  const outcome = r.ok === true ? r.value?.outcome : r.ok === false ? null : r.outcome;
  return typeof outcome === 'string' ? outcome : null;
}

/**
 * The action of an emailed link (confirm a subscription or an alert, unsubscribe, cancel), done by
 * a button press: a mail scanner that opens the link changes nothing. Disabled until hydrated, so
 * an early press is not lost. The answer is announced.
 */
export function EmailLinkAction({
  method,
  token,
  labels,
  testId,
}: {
  method: EmailLinkMethod;
  token: string;
  labels: EmailLinkWords;
  testId: string;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const outcome = outcomeOf(await accountCall(method, { token }));
      setMessage((outcome && labels.outcomes[outcome]) || labels.generic);
      setDone(outcome !== null);
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
            data-testid={`${testId}-button`}
          >
            {busy ? labels.working : labels.button}
          </button>
        </p>
      ) : null}
      <p role="status" data-testid={`${testId}-result`}>
        {message}
      </p>
    </>
  );
}
