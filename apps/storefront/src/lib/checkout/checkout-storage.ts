/**
 * What the checkout keeps in the tab across the card challenge's full page loads
 * (sessionStorage: this tab only, gone when it closes). Never card data.
 */
const PENDING = 'talat-checkout-challenge';
const NOTICE = 'talat-checkout-notice';

export interface PendingChallenge {
  cartId: string;
  paymentId: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberPendingChallenge(pending: PendingChallenge): void {
  storage()?.setItem(PENDING, JSON.stringify(pending));
}

export function readPendingChallenge(): PendingChallenge | null {
  const raw = storage()?.getItem(PENDING);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingChallenge>;
    return typeof value.cartId === 'string' && typeof value.paymentId === 'string'
      ? { cartId: value.cartId, paymentId: value.paymentId }
      : null;
  } catch {
    return null;
  }
}

export function forgetPendingChallenge(): void {
  storage()?.removeItem(PENDING);
}

/** A message for the payment step to show once (e.g. the challenge failed). */
export function leavePaymentNotice(message: string): void {
  storage()?.setItem(NOTICE, message.slice(0, 500));
}

export function takePaymentNotice(): string | null {
  const store = storage();
  const message = store?.getItem(NOTICE) ?? null;
  store?.removeItem(NOTICE);
  return message;
}
