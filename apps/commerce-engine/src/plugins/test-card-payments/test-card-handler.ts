import { LanguageCode, PaymentMethodHandler } from '@vendure/core';
import { randomBytes } from 'node:crypto';
import { TEST_CARD_HANDLER_CODE } from './constants';
import { TestCardService } from './test-card.service';

let service: TestCardService | undefined;

/**
 * The engine's own test card provider ("talat-test-card"): the default card method until a real
 * provider is configured. `addPaymentToOrder` metadata is `{ token }` from
 * `POST /payments/test-card/tokens`; see the plugin README for outcomes and the challenge flow.
 */
export const testCardPaymentHandler = new PaymentMethodHandler({
  code: TEST_CARD_HANDLER_CODE,
  description: [
    { languageCode: LanguageCode.en, value: 'Talat test card provider (test cards only, no real money)' },
    { languageCode: LanguageCode.th, value: 'ผู้ให้บริการบัตรทดสอบของตลาด (บัตรทดสอบเท่านั้น ไม่มีการเรียกเก็บเงินจริง)' },
  ],
  args: {},
  init: (injector) => {
    service = injector.get(TestCardService);
  },
  createPayment: (ctx, order, amount, _args, metadata) => {
    if (!service) throw new Error('TestCardPaymentsPlugin is not registered');
    return service.createPayment(ctx, order, amount, metadata);
  },
  // The test provider captures and cancels whatever it authorised.
  settlePayment: () => ({ success: true }),
  cancelPayment: () => ({ success: true }),
  createRefund: () => ({ state: 'Settled' as const, transactionId: `tcr_${randomBytes(9).toString('base64url')}` }),
});
