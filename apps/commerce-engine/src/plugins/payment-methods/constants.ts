export const loggerCtx = 'PaymentMethods';

/** The cheque / money order handler (src/config/manual-payment-handler.ts) and the seeded method's. */
export const CHEQUE_HANDLER_CODE = 'talat-checkmo';
export const DEFAULT_CHEQUE_PAYABLE_TO = 'Talat FC Official Store Co., Ltd.';

export interface PaymentMethodsOptions {
  /** Shown in the cheque / money order method's description (CHEQUE_PAYABLE_TO). */
  chequePayableTo: string;
  /**
   * Whether TestCardPaymentsPlugin is loaded. Without it this plugin keeps its Shop API field
   * `Payment.testCardChallengeUrl` (always null), which the storefront's order selection reads.
   */
  testCardProvider: boolean;
}

export const PAYMENT_METHODS_OPTIONS = Symbol('PAYMENT_METHODS_OPTIONS');

/** The cheque / money order method's descriptions with the payable-to name. */
export function chequeDescriptions(payableTo: string): { en: string; th: string } {
  return {
    en: `Make your cheque or money order payable to: ${payableTo}. We dispatch your order when the payment arrives.`,
    th: `สั่งจ่ายเช็คหรือธนาณัติในนาม: ${payableTo} เราจะจัดส่งสินค้าเมื่อได้รับการชำระเงินแล้ว`,
  };
}

/** The methods a shopper may be offered: those whose handler this engine has (the rest cannot take a payment). */
export function payableMethods<T extends { code: string }>(
  methods: readonly T[],
  handlerOf: ReadonlyMap<string, string>,
  handlers: ReadonlySet<string>,
): T[] {
  return methods.filter((m) => {
    const handler = handlerOf.get(m.code);
    return handler === undefined || handlers.has(handler);
  });
}
