import { Injector, LanguageCode, PaymentMethodEligibilityChecker, PaymentMethodHandler } from '@vendure/core';
import { GIFT_CARD_CHECKER_CODE, GIFT_CARD_PAYMENT_METHOD_CODE } from './constants';
import { GiftCardDebit, GiftCardService } from './gift-card.service';
import { giftCardMessage } from './messages';

let service: GiftCardService | undefined;
const init = (injector: Injector) => {
  service = injector.get(GiftCardService);
};
const giftCards = (): GiftCardService => {
  if (!service) throw new Error('GiftCardsPlugin is not initialised');
  return service;
};

/**
 * Pays (part of) an order from the cards applied to it (`Order.customFields.giftCardCodes`):
 * each card gives at most its balance in the order currency, so the payment's amount can be
 * less than the order total; the shopper then pays the rest with another method. The balances
 * are debited here, in the addPaymentToOrder transaction, with conditional updates.
 * The payment is Settled at once: the money is the shop's own.
 */
export const giftCardPaymentHandler = new PaymentMethodHandler({
  code: GIFT_CARD_PAYMENT_METHOD_CODE,
  description: [
    { languageCode: LanguageCode.en, value: 'Gift card' },
    { languageCode: LanguageCode.th, value: 'บัตรของขวัญ' },
  ],
  args: {},
  init,
  createPayment: async (ctx, order, amount) => {
    const codes = order.customFields.giftCardCodes ?? [];
    const debits = codes.length ? await giftCards().debit(ctx, order.currencyCode, codes, amount) : [];
    const total = debits.reduce((sum, d) => sum + d.amount, 0);
    if (total <= 0) {
      const key = codes.length ? 'noBalance' : 'notApplied';
      return {
        amount,
        state: 'Declined' as const,
        errorMessage: giftCardMessage(key, ctx.languageCode, { currency: order.currencyCode }),
        metadata: {},
      };
    }
    return {
      amount: total,
      state: 'Settled' as const,
      transactionId: debits.map((d) => d.masked).join(', '),
      metadata: {
        debits,
        public: { giftCards: debits.map((d) => ({ masked: d.masked, amount: d.amount })) },
      },
    };
  },
  settlePayment: () => ({ success: true }),
  cancelPayment: async (ctx, order, payment) => {
    await giftCards().credit(ctx, order.currencyCode, (payment.metadata?.debits ?? []) as GiftCardDebit[], payment.amount);
    return { success: true };
  },
  createRefund: async (ctx, _input, amount, order, payment) => {
    const credited = await giftCards().credit(ctx, order.currencyCode, (payment.metadata?.debits ?? []) as GiftCardDebit[], amount);
    return { state: 'Settled' as const, transactionId: `gift-card-refund-${credited}` };
  },
});

/** The gift card method is eligible only when the order has a gift card applied. */
export const giftCardEligibilityChecker = new PaymentMethodEligibilityChecker({
  code: GIFT_CARD_CHECKER_CODE,
  description: [{ languageCode: LanguageCode.en, value: 'A gift card is applied to the order' }],
  args: {},
  check: (_ctx, order) => (order.customFields.giftCardCodes ?? []).length > 0,
});
