import { LanguageCode, PaymentMethodHandler } from '@vendure/core';
import { ADYEN_HANDLER_CODE } from './constants';
import { AdyenService } from './adyen.service';

let service: AdyenService | undefined;

function adyen(): AdyenService {
  if (!service) throw new Error('AdyenPaymentsPlugin is not registered');
  return service;
}

/**
 * Adyen (cards, PromptPay) through its Checkout API: `addPaymentToOrder` metadata is
 * `{ paymentMethod, browserInfo?, returnUrl, attempt }` from the drop-in; see the plugin README
 * for outcomes, states, capture, refunds and webhooks.
 */
export const adyenPaymentHandler = new PaymentMethodHandler({
  code: ADYEN_HANDLER_CODE,
  description: [
    { languageCode: LanguageCode.en, value: 'Adyen: cards and PromptPay' },
    { languageCode: LanguageCode.th, value: 'Adyen: บัตรและพร้อมเพย์' },
  ],
  args: {
    paymentMethodType: {
      type: 'string',
      required: false,
      defaultValue: '',
      label: [
        { languageCode: LanguageCode.en, value: 'Adyen payment method type' },
        { languageCode: LanguageCode.th, value: 'ประเภทวิธีชำระเงินของ Adyen' },
      ],
      description: [
        {
          languageCode: LanguageCode.en,
          value: 'Empty: cards and PromptPay. A buy-now-pay-later type (e.g. clearpay): this method offers that type only.',
        },
        {
          languageCode: LanguageCode.th,
          value: 'เว้นว่าง: บัตรและพร้อมเพย์ ระบุประเภทซื้อก่อนจ่ายทีหลัง (เช่น clearpay): วิธีนี้เสนอเฉพาะประเภทนั้น',
        },
      ],
    },
  },
  init: (injector) => {
    service = injector.get(AdyenService);
  },
  createPayment: (ctx, order, amount, args, metadata) =>
    adyen().createPayment(ctx, order, amount, metadata, args.paymentMethodType?.trim() || undefined),
  settlePayment: (ctx, order, payment) => adyen().settle(ctx, order, payment),
  createRefund: (ctx, _input, amount, order, payment) => adyen().refund(ctx, amount, order, payment),
  cancelPayment: (ctx, _order, payment) => adyen().cancel(ctx, payment),
});
