import type { CartError } from '@talat/commerce/types';
import en from '@messages/en/cart.json';
import th from '@messages/th/cart.json';
import type { Locale } from '../locale/locales';

const WORDS: Record<Locale, typeof en.cartErrors> = { en: en.cartErrors, th: th.cartErrors };

/**
 * A cart refusal in the shopper's words (the connector gives codes; spec section 8: errors in
 * the shopper's language): the words for the rule it broke (`detail`), else the backend's own
 * words when a plugin gave them in the request language, else the words for its code.
 */
export function cartErrorMessage(error: Pick<CartError, 'code' | 'message' | 'detail'>, locale: Locale): string {
  const words = WORDS[locale];
  const detail = error.detail ? (words.details as Record<string, string>)[error.detail] : undefined;
  return detail || error.message || (words.codes as Record<string, string>)[error.code] || words.codes.INVALID_INPUT;
}

/** A cart result with its error, if any, worded for the shopper. */
export function withCartErrorWords<T extends object>(result: T, locale: Locale): T {
  const error = (result as { error?: unknown }).error;
  if (!error || typeof error !== 'object' || typeof (error as CartError).code !== 'string') return result;
  return { ...result, error: { ...(error as CartError), message: cartErrorMessage(error as CartError, locale) } };
}
