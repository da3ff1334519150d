'use client';

import type { CartResult } from '@talat/commerce/types';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/cart/cart-api';

/**
 * One cart change at a time from a control: `busy` while it runs, `error` with the engine's
 * message (in the shopper's language) when it was refused, or `fallback` when the call failed.
 * Resolves true when the change was made.
 */
export function useCartChange(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (change: () => Promise<CartResult>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        const result = await change();
        if (!result.ok) setError(result.error.message || fallback);
        return result.ok;
      } catch (cause) {
        console.error(cause);
        setError(errorMessage(cause, fallback));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [fallback],
  );
  return { busy, error, setError, run };
}
