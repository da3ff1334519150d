import { PaymentProcess } from '@vendure/core';
// Not re-exported by @vendure/core's index in 3.7.
import type { RefundProcess } from '@vendure/core/dist/config/refund/refund-process';

declare module '@vendure/core/dist/service/helpers/payment-state-machine/payment-state' {
  interface CustomPaymentStates {
    /** Adyen asked for an action (redirect, 3-D Secure, a PromptPay QR code) or decides later by webhook. */
    ActionPending: never;
    /** Staff settled a manually captured payment: the capture was sent to Adyen, its CAPTURE webhook settles it. */
    CapturePending: never;
  }
}

export const ACTION_PENDING = 'ActionPending' as const;
export const CAPTURE_PENDING = 'CapturePending' as const;

/**
 * Adds Adyen's waiting states to Vendure's payment process:
 * - `Created -> ActionPending -> Authorized | Settled | Declined | Cancelled | Error`. While
 *   pending the payment's amount is 0 (what it asks for is in its metadata): an abandoned
 *   redirect or an unpaid QR code never counts as covering the order, so the shopper can pay
 *   another way; the webhook or the details set the amount Adyen authorised.
 * - `Authorized -> CapturePending -> Settled | Authorized | Cancelled | Error`: a manual capture
 *   is only requested by Admin's "settle"; Adyen confirms it by webhook (or refuses it: back to
 *   Authorized, so staff can try again).
 */
export const adyenPaymentProcess: PaymentProcess<typeof ACTION_PENDING | typeof CAPTURE_PENDING> = {
  transitions: {
    Created: { to: [ACTION_PENDING], mergeStrategy: 'merge' },
    Authorized: { to: [CAPTURE_PENDING], mergeStrategy: 'merge' },
    ActionPending: { to: ['Authorized', 'Settled', 'Declined', 'Cancelled', 'Error'] },
    CapturePending: { to: ['Settled', 'Authorized', 'Cancelled', 'Error'] },
  },
};

/**
 * Adyen answers a refund request "received" and decides it later (the REFUND webhook), so the
 * handler's createRefund answers `Pending`. Vendure creates every refund in `Pending` and then
 * transitions it to the handler's state, and its default refund process has no `Pending ->
 * Pending`: this adds it, so that a refund can stay pending until the webhook settles or fails it.
 */
export const adyenRefundProcess: RefundProcess<'Pending'> = {
  transitions: {
    Pending: { to: ['Pending'], mergeStrategy: 'merge' },
  },
};
