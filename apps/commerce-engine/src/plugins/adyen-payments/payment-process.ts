import { PaymentProcess } from '@vendure/core';
import { ADYEN_METHOD_CODE } from './constants';
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
 * - `Settled -> Authorized`, for an Adyen payment whose capture the card scheme rejected after
 *   Adyen had taken it (CAPTURE_FAILED, recorded in its metadata as `captureFailed` first): the
 *   money was not captured, so staff can capture again (or Adyen re-captures it by itself). Any
 *   other payment cannot go back from Settled.
 */
export const adyenPaymentProcess: PaymentProcess<typeof ACTION_PENDING | typeof CAPTURE_PENDING> = {
  transitions: {
    Created: { to: [ACTION_PENDING], mergeStrategy: 'merge' },
    Authorized: { to: [CAPTURE_PENDING], mergeStrategy: 'merge' },
    Settled: { to: ['Authorized'], mergeStrategy: 'merge' },
    ActionPending: { to: ['Authorized', 'Settled', 'Declined', 'Cancelled', 'Error'] },
    CapturePending: { to: ['Settled', 'Authorized', 'Cancelled', 'Error'] },
  },
  onTransitionStart: (fromState, toState, { payment }) => {
    if (fromState !== 'Settled' || toState !== 'Authorized') return true;
    return payment.method === ADYEN_METHOD_CODE && !!(payment.metadata as { captureFailed?: unknown } | undefined)?.captureFailed
      ? true
      : 'Only an Adyen payment whose capture failed goes back from Settled to Authorized';
  },
};

/**
 * Adyen answers a refund request "received" and decides it later (the REFUND webhook), so the
 * handler's createRefund answers `Pending`. Vendure creates every refund in `Pending` and then
 * transitions it to the handler's state, and its default refund process has no `Pending ->
 * Pending`: this adds it, so that a refund can stay pending until the webhook settles or fails it.
 *
 * A REFUND webhook with `success: "true"` settles the refund, but the card scheme can still reject
 * it afterwards (REFUND_FAILED): `Settled -> Failed`, for an Adyen refund whose metadata records
 * the failure first. Any other refund cannot leave Settled.
 */
export const adyenRefundProcess: RefundProcess<'Pending'> = {
  transitions: {
    Pending: { to: ['Pending'], mergeStrategy: 'merge' },
    Settled: { to: ['Failed'], mergeStrategy: 'merge' },
  },
  onTransitionStart: (fromState, toState, { refund }) => {
    if (fromState !== 'Settled' || toState !== 'Failed') return true;
    return refund.method === ADYEN_METHOD_CODE && typeof (refund.metadata as { failure?: unknown } | undefined)?.failure === 'string'
      ? true
      : 'Only an Adyen refund that the card scheme rejected goes from Settled to Failed';
  },
};
