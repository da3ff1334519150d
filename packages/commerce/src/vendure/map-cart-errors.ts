import type { CartError, CartErrorCode } from '../cart-types';
import type { RawErrorResult } from './raw-cart-types';

/**
 * A unified cart error. The connector has no words of its own: `message` carries the engine's,
 * when a plugin gave them in the request language, and the storefront words the rest by `code`
 * and `detail` (its message catalogues).
 */
export function cartError(code: CartErrorCode, extra: Partial<Omit<CartError, 'code'>> = {}): CartError {
  const { message, ...rest } = extra;
  return { code, message: message ?? '', ...rest };
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

/** PaymentDetailsError.reason (the engine's, then the test card provider's) -> unified code. */
const DETAILS_REASONS: Record<string, CartErrorCode> = {
  NOT_SUPPORTED: 'PAYMENT_FAILED',
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
export function mapCartError(raw: RawErrorResult): CartError {
  if (raw.__typename === 'LoyaltyError') {
    // The loyalty plugin answers codes; the words are ours, in the shopper's language.
    const code = LOYALTY[raw.errorCode] ?? 'LOYALTY_NOT_AVAILABLE';
    return cartError(code);
  }
  if (raw.__typename === 'PaymentDetailsError') {
    const code = DETAILS_REASONS[raw.reason ?? ''] ?? 'PAYMENT_FAILED';
    return cartError(code, { message: raw.message, ...(raw.reason ? { reason: raw.reason } : {}) });
  }
  const plugin = PLUGIN[raw.errorCode];
  if (plugin) {
    const message = raw.paymentErrorMessage || raw.message;
    return cartError(plugin, { message, ...(plugin.startsWith('GIFT_CARD') ? { field: 'code' } : {}) });
  }
  if (raw.errorCode === 'ORDER_INTERCEPTOR_ERROR') {
    // The personalisation plugin refused the line's print or bundle items (request language).
    return cartError('INVALID_INPUT', { field: 'personalisation', ...(raw.interceptorError ? { message: raw.interceptorError } : {}) });
  }
  if (raw.errorCode === 'ORDER_STATE_TRANSITION_ERROR') {
    const text = `${raw.transitionError ?? ''} ${raw.message}`;
    return cartError(STOCK_TRANSITION.test(text) ? 'OUT_OF_STOCK' : 'ORDER_STATE');
  }
  const core = CORE[raw.errorCode];
  if (!core) return cartError('INVALID_INPUT');
  const error = cartError(core.code, core.field ? { field: core.field } : {});
  if (typeof raw.quantityAvailable === 'number') error.quantity_available = raw.quantityAvailable;
  if (typeof raw.maxItems === 'number') error.max_quantity = raw.maxItems;
  return error;
}
