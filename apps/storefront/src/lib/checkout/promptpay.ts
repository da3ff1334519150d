import type { PaymentAction } from '@talat/commerce/types';

/**
 * A PromptPay payment's QR code action (Adyen's `qrCode` action): what the storefront draws
 * itself, and until when it can be paid. Pure: the payment step and its tests share it.
 */
export interface QrPayment {
  /** The EMVCo payload the banking app reads. */
  qrCodeData: string;
  /** When the code stops being payable; null when the provider does not say. */
  expiresAt: Date | null;
}

/** The action as a QR payment, or null when it is not one this storefront can draw. */
export function qrPaymentOf(action: PaymentAction): QrPayment | null {
  if (action.type !== 'qrCode') return null;
  const { qrCodeData, expiresAt } = action as { qrCodeData?: unknown; expiresAt?: unknown };
  if (typeof qrCodeData !== 'string' || qrCodeData.length === 0 || qrCodeData.length > 1024) return null;
  const at = typeof expiresAt === 'string' ? new Date(expiresAt) : null;
  return { qrCodeData, expiresAt: at && !Number.isNaN(at.getTime()) ? at : null };
}

/** Whole seconds left to pay; 0 once expired; null without an expiry. */
export function secondsLeft(expiresAt: Date | null, now: number): number | null {
  if (!expiresAt) return null;
  return Math.max(0, Math.ceil((expiresAt.getTime() - now) / 1000));
}

/** `m:ss`, as a countdown reads. */
export function countdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
