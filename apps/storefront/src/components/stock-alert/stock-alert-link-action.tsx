'use client';

import { useState } from 'react';
import { accountCall, failureText } from '../../lib/account/account-api';
import { useHydrated } from '../../lib/ui/use-hydrated';
import type { StockAlertWords } from './stock-alert-words';

/**
 * The action of an emailed back-in-stock link (confirm or cancel), done by a button press: a mail
 * scanner that opens the link changes nothing. The answer is announced.
 */
export function StockAlertLinkAction({
  action,
  token,
  labels,
}: {
  action: 'confirm' | 'cancel';
  token: string;
  labels: Pick<StockAlertWords['confirm'], 'button' | 'working'> & Pick<StockAlertWords, 'outcomes' | 'generic'>;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const result = await accountCall(action === 'confirm' ? 'confirmStockAlert' : 'cancelStockAlert', { token });
      const outcomes: Record<string, string> = labels.outcomes;
      setMessage(result.ok ? (outcomes[result.value.outcome] ?? labels.generic) : labels.generic);
      setDone(result.ok);
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
            data-testid={`stock-alert-${action}`}
          >
            {busy ? labels.working : labels.button}
          </button>
        </p>
      ) : null}
      <p role="status" data-testid="stock-alert-result">
        {message}
      </p>
    </>
  );
}
