import { LanguageCode, PaymentMethodHandler } from '@vendure/core';

/**
 * Cheque / money order: the payment is authorised when the order is placed and settled by
 * staff when the money arrives. The card provider gets its own handler.
 */
export const manualPaymentHandler = new PaymentMethodHandler({
  code: 'talat-checkmo',
  description: [{ languageCode: LanguageCode.en, value: 'Cheque / money order' }],
  args: {},
  createPayment: (_ctx, _order, amount, _args, metadata) => ({
    amount,
    state: 'Authorized' as const,
    metadata: { public: { reference: String(metadata?.reference ?? '') } },
  }),
  settlePayment: () => ({ success: true }),
});
