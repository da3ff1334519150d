import type { CartError, CartErrorCode } from '../cart-types';
import type { LocaleCode } from '../types';
import type { RawErrorResult } from './raw-cart-types';

/**
 * The connector's own texts, for Vendure core errors (their messages are English only and name
 * internals) and for failures the connector finds itself. Plugin errors (gift cards, card
 * payments) keep the engine's message, which is already in the request language.
 */
const MESSAGES: Record<CartErrorCode, Record<LocaleCode, string>> = {
  OUT_OF_STOCK: {
    en: 'Sorry, there is not enough of this item in stock.',
    th: 'ขออภัย สินค้านี้มีในสต็อกไม่เพียงพอ',
  },
  QUANTITY_LIMIT: {
    en: 'You have reached the most you can buy of this item.',
    th: 'คุณสั่งซื้อสินค้านี้ถึงจำนวนสูงสุดแล้ว',
  },
  COUPON_INVALID: { en: 'This coupon code is not valid.', th: 'รหัสคูปองนี้ไม่ถูกต้อง' },
  COUPON_EXPIRED: { en: 'This coupon code has expired.', th: 'รหัสคูปองนี้หมดอายุแล้ว' },
  COUPON_NOT_APPLICABLE: {
    en: 'This coupon code cannot be used with your cart.',
    th: 'ไม่สามารถใช้รหัสคูปองนี้กับตะกร้าสินค้าของคุณได้',
  },
  GIFT_CARD_NOT_FOUND: {
    en: 'This gift card code is not valid. Please check it and try again.',
    th: 'รหัสบัตรของขวัญนี้ไม่ถูกต้อง โปรดตรวจสอบแล้วลองอีกครั้ง',
  },
  GIFT_CARD_NO_BALANCE: { en: 'This gift card has no balance left.', th: 'บัตรของขวัญนี้ไม่มียอดคงเหลือ' },
  GIFT_CARD_ALREADY_APPLIED: {
    en: 'This gift card is already applied to your cart.',
    th: 'บัตรของขวัญนี้ถูกใช้กับตะกร้าสินค้าของคุณแล้ว',
  },
  GIFT_CARD_LIMIT: {
    en: 'No more gift cards can be applied to this cart.',
    th: 'ไม่สามารถใช้บัตรของขวัญเพิ่มกับตะกร้านี้ได้อีก',
  },
  PAYMENT_DECLINED: {
    en: 'The payment was refused. Try again or use another payment method.',
    th: 'การชำระเงินถูกปฏิเสธ โปรดลองอีกครั้งหรือใช้วิธีชำระเงินอื่น',
  },
  PAYMENT_FAILED: {
    en: 'The payment could not be made. Please try again.',
    th: 'ไม่สามารถชำระเงินได้ โปรดลองอีกครั้ง',
  },
  ORDER_STATE: {
    en: 'Your cart cannot be changed at this step. Please reload the page.',
    th: 'ไม่สามารถเปลี่ยนแปลงตะกร้าสินค้าในขั้นตอนนี้ได้ โปรดโหลดหน้าใหม่',
  },
  NOT_FOUND: { en: 'Your cart could not be found.', th: 'ไม่พบตะกร้าสินค้าของคุณ' },
  LOYALTY_NO_POINTS: { en: 'You have no points to spend yet.', th: 'คุณยังไม่มีคะแนนสะสมที่ใช้ได้' },
  LOYALTY_NOT_AVAILABLE: { en: 'Points cannot be used for this cart.', th: 'ไม่สามารถใช้คะแนนสะสมกับตะกร้านี้ได้' },
  INVALID_INPUT: { en: 'Please check the details you entered.', th: 'โปรดตรวจสอบข้อมูลที่คุณกรอก' },
};

export function cartMessage(code: CartErrorCode, locale: LocaleCode): string {
  return MESSAGES[code][locale] ?? MESSAGES[code].en;
}

export function cartError(code: CartErrorCode, locale: LocaleCode, extra: Omit<CartError, 'code' | 'message'> & { message?: string } = {}): CartError {
  const { message, ...rest } = extra;
  return { code, message: message || cartMessage(code, locale), ...rest };
}

/** Vendure core error codes -> unified codes (the connector's message). */
const CORE: Record<string, { code: CartErrorCode; field?: string }> = {
  INSUFFICIENT_STOCK_ERROR: { code: 'OUT_OF_STOCK' },
  NEGATIVE_QUANTITY_ERROR: { code: 'INVALID_INPUT', field: 'quantity' },
  ORDER_LIMIT_ERROR: { code: 'QUANTITY_LIMIT' },
  ORDER_MODIFICATION_ERROR: { code: 'ORDER_STATE' },
  ORDER_PAYMENT_STATE_ERROR: { code: 'ORDER_STATE' },
  ALREADY_LOGGED_IN_ERROR: { code: 'ORDER_STATE' },
  NO_ACTIVE_ORDER_ERROR: { code: 'NOT_FOUND' },
  COUPON_CODE_INVALID_ERROR: { code: 'COUPON_INVALID', field: 'code' },
  COUPON_CODE_EXPIRED_ERROR: { code: 'COUPON_EXPIRED', field: 'code' },
  COUPON_CODE_LIMIT_ERROR: { code: 'COUPON_NOT_APPLICABLE', field: 'code' },
  COUPON_REMOVED_DURING_CHECKOUT_ERROR: { code: 'COUPON_NOT_APPLICABLE' },
  INELIGIBLE_SHIPPING_METHOD_ERROR: { code: 'INVALID_INPUT', field: 'shipping_method' },
  INELIGIBLE_PAYMENT_METHOD_ERROR: { code: 'PAYMENT_FAILED' },
  EMAIL_ADDRESS_CONFLICT_ERROR: { code: 'INVALID_INPUT', field: 'email' },
  GUEST_CHECKOUT_ERROR: { code: 'INVALID_INPUT', field: 'email' },
};

/** Plugin error codes -> unified codes (the engine's message, in the request language). */
const PLUGIN: Record<string, CartErrorCode> = {
  GIFT_CARD_NOT_FOUND_ERROR: 'GIFT_CARD_NOT_FOUND',
  GIFT_CARD_NO_BALANCE_ERROR: 'GIFT_CARD_NO_BALANCE',
  GIFT_CARD_ALREADY_APPLIED_ERROR: 'GIFT_CARD_ALREADY_APPLIED',
  GIFT_CARD_NOT_APPLIED_ERROR: 'NOT_FOUND',
  GIFT_CARD_ORDER_STATE_ERROR: 'ORDER_STATE',
  GIFT_CARD_LIMIT_ERROR: 'GIFT_CARD_LIMIT',
  PAYMENT_DECLINED_ERROR: 'PAYMENT_DECLINED',
  PAYMENT_FAILED_ERROR: 'PAYMENT_FAILED',
};

/** LoyaltyError.errorCode -> unified code. */
const LOYALTY: Record<string, CartErrorCode> = {
  NO_POINTS: 'LOYALTY_NO_POINTS',
  NOT_AVAILABLE: 'LOYALTY_NOT_AVAILABLE',
  ORDER_STATE: 'ORDER_STATE',
};

/** TestCardChallengeError.reason -> unified code. */
const CHALLENGE_REASONS: Record<string, CartErrorCode> = {
  INVALID_REF: 'PAYMENT_FAILED',
  EXPIRED_REF: 'PAYMENT_FAILED',
  CONFLICT: 'PAYMENT_FAILED',
  PAYMENT_NOT_FOUND: 'NOT_FOUND',
  NOT_ACTIVE_ORDER: 'ORDER_STATE',
  ORDER_ALREADY_PAID: 'ORDER_STATE',
};

/** Vendure's transition message for stock: "... due to insufficient stock of {names}". */
const STOCK_TRANSITION = /insufficient stock/i;

/** Maps one of the engine's ErrorResults to a unified CartError. */
export function mapCartError(raw: RawErrorResult, locale: LocaleCode): CartError {
  if (raw.__typename === 'LoyaltyError') {
    // The loyalty plugin answers codes; the words are ours, in the shopper's language.
    const code = LOYALTY[raw.errorCode] ?? 'LOYALTY_NOT_AVAILABLE';
    return cartError(code, locale);
  }
  if (raw.__typename === 'TestCardChallengeError') {
    const code = CHALLENGE_REASONS[raw.reason ?? ''] ?? 'PAYMENT_FAILED';
    return cartError(code, locale, { message: raw.message, ...(raw.reason ? { reason: raw.reason } : {}) });
  }
  const plugin = PLUGIN[raw.errorCode];
  if (plugin) {
    const message = raw.paymentErrorMessage || raw.message;
    return cartError(plugin, locale, { message, ...(plugin.startsWith('GIFT_CARD') ? { field: 'code' } : {}) });
  }
  if (raw.errorCode === 'ORDER_INTERCEPTOR_ERROR') {
    // The personalisation plugin refused the line's print or bundle items (request language).
    return cartError('INVALID_INPUT', locale, { field: 'personalisation', ...(raw.interceptorError ? { message: raw.interceptorError } : {}) });
  }
  if (raw.errorCode === 'ORDER_STATE_TRANSITION_ERROR') {
    const text = `${raw.transitionError ?? ''} ${raw.message}`;
    return cartError(STOCK_TRANSITION.test(text) ? 'OUT_OF_STOCK' : 'ORDER_STATE', locale);
  }
  const core = CORE[raw.errorCode];
  if (!core) return cartError('INVALID_INPUT', locale);
  const error = cartError(core.code, locale, core.field ? { field: core.field } : {});
  if (typeof raw.quantityAvailable === 'number') error.quantity_available = raw.quantityAvailable;
  if (typeof raw.maxItems === 'number') error.max_quantity = raw.maxItems;
  return error;
}
