import type { Cart, PaymentMethod, PlaceOrderResult } from '@talat/commerce/types';

/**
 * The payment step's decisions (pure). Method codes are the engine's (PaymentMethod.code):
 * the card drop-in, cheque / money order, and the gift cards' own method when they pay it all.
 */
export const CARD_METHOD = 'talat-test-card';
export const CHEQUE_METHOD = 'checkmo';
export const GIFT_CARD_METHOD = 'talat-gift-card';

export type PaymentKind = 'card' | 'cheque';

/** What placeOrder needs for a method code; null for a method this storefront cannot take. */
export function paymentKindOf(code: string): PaymentKind | null {
  if (code === CARD_METHOD) return 'card';
  if (code === CHEQUE_METHOD) return 'cheque';
  return null;
}

/** Gift cards pay the whole order: no card or cheque needed. */
export function giftCardsCoverAll(cart: Pick<Cart, 'applied_gift_cards' | 'prices'>): boolean {
  return cart.applied_gift_cards.length > 0 && cart.prices.payable_total.value <= 0;
}

/** The methods the shopper chooses from (the gift cards' own method is not a choice). */
export function choosableMethods<M extends Pick<PaymentMethod, 'code'>>(methods: readonly M[]): M[] {
  return methods.filter((m) => m.code !== GIFT_CARD_METHOD && paymentKindOf(m.code) !== null);
}

/** The method chosen at first: the card when offered, else the first eligible one. */
export function defaultMethod(methods: readonly { code: string; eligible: boolean }[]): string | null {
  const eligible = methods.filter((m) => m.eligible);
  return (eligible.find((m) => m.code === CARD_METHOD) ?? eligible[0])?.code ?? null;
}

export type PlaceOrderOutcome =
  | { kind: 'placed'; orderNumber: string }
  | { kind: 'challenge'; challengeUrl: string; paymentId: string }
  /** The card was refused or the token could not be used: keep the form, tokenise again. */
  | { kind: 'declined'; message: string }
  /** Out of stock when placing: nothing was charged, the cart needs a look. */
  | { kind: 'outOfStock'; message: string }
  | { kind: 'error'; message: string };

export function placeOrderOutcome(result: PlaceOrderResult): PlaceOrderOutcome {
  if (result.ok === true) return { kind: 'placed', orderNumber: result.order.number };
  if (result.ok === 'challenge') return { kind: 'challenge', challengeUrl: result.challengeUrl, paymentId: result.paymentId };
  const { code, message } = result.error;
  if (code === 'PAYMENT_DECLINED' || code === 'PAYMENT_FAILED') return { kind: 'declined', message };
  if (code === 'OUT_OF_STOCK' || code === 'QUANTITY_LIMIT') return { kind: 'outOfStock', message };
  return { kind: 'error', message };
}
