import type { CartError, CartErrorCode } from '../cart-types';
import { MagentoGraphqlError } from './transport';

/**
 * Magento answers a refused cart change with a GraphQL error (its words, in the store's language)
 * or, for addProductsToCart, `user_errors` with a code. The unified code comes from the code or
 * the error's category; Magento's own words are kept as the backend's message.
 */
const USER_ERROR_CODES: Record<string, CartErrorCode> = {
  PRODUCT_NOT_FOUND: 'NOT_FOUND',
  NOT_SALABLE: 'OUT_OF_STOCK',
  INSUFFICIENT_STOCK: 'OUT_OF_STOCK',
  INVALID_PARAMETER_VALUE: 'INVALID_INPUT',
  REQUIRED_PARAMETER_MISSING: 'INVALID_INPUT',
  PERMISSION_DENIED: 'NOT_FOUND',
  UNDEFINED: 'INVALID_INPUT',
};

export function userErrorOf(raw: { code: string; message: string }): CartError {
  const code = USER_ERROR_CODES[raw.code] ?? 'INVALID_INPUT';
  return code === 'NOT_FOUND' ? { code, message: raw.message, detail: 'productNotFound' } : { code, message: raw.message };
}

/** A refusal Magento sent as a GraphQL error, or null when it is not one a shopper caused. */
export function cartErrorOf(error: unknown, about: 'coupon' | 'stock' | 'input'): CartError | null {
  if (!(error instanceof MagentoGraphqlError)) return null;
  const message = error.messages.join(' ');
  const input = error.categories.some((c) => c === 'graphql-input' || c === 'graphql-no-such-entity');
  if (!input) return null;
  if (about === 'coupon') return { code: 'COUPON_INVALID', message, detail: 'code' };
  if (about === 'stock' || /qty|quantity|stock/i.test(message)) return { code: 'OUT_OF_STOCK', message };
  return { code: 'INVALID_INPUT', message };
}

/** Magento's answer for a cart id it does not know (or that was placed already). */
export function isUnknownCart(error: unknown): boolean {
  return (
    error instanceof MagentoGraphqlError && error.categories.includes('graphql-no-such-entity') && /cart/i.test(error.messages.join(' '))
  );
}
