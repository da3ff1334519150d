import { Injector, LanguageCode, PaymentMethodEligibilityChecker, PaymentMethodHandler } from '@vendure/core';
import { LOYALTY_CHECKER_CODE, LOYALTY_HANDLER_CODE } from './constants';
import { LoyaltyService } from './loyalty.service';

let service: LoyaltyService | undefined;
const init = (injector: Injector) => {
  service = injector.get(LoyaltyService);
};
const loyalty = (): LoyaltyService => {
  if (!service) throw new Error('LoyaltyPlugin is not initialised');
  return service;
};

const NO_POINTS = {
  en: 'You have no points left to spend on this order.',
  th: 'คุณไม่มีคะแนนเหลือสำหรับชำระคำสั่งซื้อนี้',
};

/**
 * Pays (part of) an order with the customer's points, inside the addPaymentToOrder transaction:
 * the points are taken with a conditional update, so two orders paying at once cannot both
 * spend them. Settled at once; cancelling or refunding it gives the points back.
 */
export const loyaltyPaymentHandler = new PaymentMethodHandler({
  code: LOYALTY_HANDLER_CODE,
  description: [
    { languageCode: LanguageCode.en, value: 'Loyalty points' },
    { languageCode: LanguageCode.th, value: 'คะแนนสะสม' },
  ],
  args: {},
  init,
  createPayment: async (ctx, order, amount) => {
    const spent = order.customFields.loyaltyApplied ? await loyalty().spend(ctx, order, amount) : { points: 0, amount: 0 };
    if (spent.points <= 0) {
      return {
        amount,
        state: 'Declined' as const,
        errorMessage: ctx.languageCode === 'th' ? NO_POINTS.th : NO_POINTS.en,
        metadata: {},
      };
    }
    return {
      amount: spent.amount,
      state: 'Settled' as const,
      transactionId: `loyalty-${order.code}`,
      metadata: { points: spent.points, public: { points: spent.points } },
    };
  },
  settlePayment: () => ({ success: true }),
  cancelPayment: async (ctx, order, payment) => {
    await loyalty().giveBack(ctx, order, Number(payment.metadata?.points ?? 0));
    return { success: true };
  },
  createRefund: async (ctx, _input, amount, order, payment) => {
    const points = Number(payment.metadata?.points ?? 0);
    // A part refund gives back the share of the points it refunds.
    const share = payment.amount > 0 ? Math.ceil((points * amount) / payment.amount) : 0;
    const given = await loyalty().giveBack(ctx, order, Math.min(points, share));
    return { state: 'Settled' as const, transactionId: `loyalty-refund-${given}` };
  },
});

/** Eligible only for a signed-in customer's order that asked to pay with points. */
export const loyaltyEligibilityChecker = new PaymentMethodEligibilityChecker({
  code: LOYALTY_CHECKER_CODE,
  description: [{ languageCode: LanguageCode.en, value: 'The customer chose to pay with points' }],
  args: {},
  check: (_ctx, order) => !!order.customFields.loyaltyApplied && !!order.customerId,
});
