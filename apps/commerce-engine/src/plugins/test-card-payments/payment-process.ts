import { PaymentProcess } from '@vendure/core';

declare module '@vendure/core/dist/service/helpers/payment-state-machine/payment-state' {
  interface CustomPaymentStates {
    /** The card needs a challenge (3-D Secure style): the shopper must authenticate first. */
    ChallengePending: never;
  }
}

export const CHALLENGE_PENDING = 'ChallengePending' as const;

/**
 * Adds `ChallengePending` to Vendure's payment process: `Created -> ChallengePending ->
 * Authorized | Settled | Declined | Cancelled | Error`. While pending the payment's amount is 0
 * (the requested amount is in its metadata), so it never counts as covering the order: the
 * shopper can abandon the challenge and pay another way.
 */
export const testCardPaymentProcess: PaymentProcess<typeof CHALLENGE_PENDING> = {
  transitions: {
    Created: { to: [CHALLENGE_PENDING], mergeStrategy: 'merge' },
    ChallengePending: { to: ['Authorized', 'Settled', 'Declined', 'Cancelled', 'Error'] },
  },
};
