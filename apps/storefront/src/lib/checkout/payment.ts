import type { Cart, PaymentClient, PaymentMethod, PlaceOrderResult } from '@talat/commerce/types';
import { qrPaymentOf, type QrPayment } from './promptpay';

/**
 * The payment step's decisions (pure), by the kind the connector gives each method
 * (PaymentMethod.kind): the card form, cheque / money order, and the gift cards' own method when
 * they pay it all. Method codes are the backend's and opaque here.
 */
/** The kinds the shopper can pay with here. */
export type PayableKind = 'card' | 'online' | 'cheque';

/**
 * What placeOrder needs for a method; null for one this storefront cannot take. An `online`
 * method (Adyen's) is taken when its client offers a type this storefront shows: cards (Adyen's
 * card component), PromptPay (whose QR code it draws) or a lender paid on its own page.
 */
export function paymentKindOf(method: (Pick<PaymentMethod, 'kind'> & { client?: PaymentClient | null }) | undefined): PayableKind | null {
  if (method?.kind === 'online') return onlineTypesOf(method.client).length > 0 ? 'online' : null;
  return method?.kind === 'card' || method?.kind === 'cheque' ? method.kind : null;
}

/**
 * Adyen types paid on the provider's own page: the shop sends the type, follows the redirect
 * action there and takes the shopper back at adyen-direct, as for a card's 3-D Secure check. These
 * are the buy-now-pay-later lenders a shop can offer as a method of their own (ADYEN_BNPL_TYPES).
 */
export const REDIRECT_TYPES = ['clearpay', 'afterpaytouch', 'atome'] as const;
export type RedirectType = (typeof REDIRECT_TYPES)[number];

export type OnlineType = 'card' | 'promptpay' | RedirectType;

/** The online payment types this storefront offers from a provider's client, cards first. */
export function onlineTypesOf(client: PaymentClient | null | undefined): OnlineType[] {
  if (client?.provider !== 'adyen') return [];
  const offered = new Set(client.paymentMethodsResponse.paymentMethods.map((m) => m.type));
  return (['card', 'promptpay', ...REDIRECT_TYPES] as const).filter((type) => offered.has(type === 'card' ? 'scheme' : type));
}

export function isRedirectType(type: OnlineType | null): type is RedirectType {
  return (REDIRECT_TYPES as readonly string[]).includes(type ?? '');
}

/** The provider's own name of a type (`Clearpay`), as Adyen's answer gives it, else the type. */
export function onlineTypeName(client: PaymentClient | null | undefined, type: OnlineType): string {
  if (client?.provider !== 'adyen') return type;
  return client.paymentMethodsResponse.paymentMethods.find((m) => m.type === type)?.name || type;
}

/** Gift cards pay the whole order: no card or cheque needed. */
export function giftCardsCoverAll(cart: Pick<Cart, 'applied_gift_cards' | 'prices'>): boolean {
  return cart.applied_gift_cards.length > 0 && cart.prices.payable_total.value <= 0;
}

/** The methods the shopper chooses from: card and cheque (the gift cards' own method is not a choice). */
export function choosableMethods<M extends Pick<PaymentMethod, 'kind'>>(methods: readonly M[]): M[] {
  return methods.filter((m) => paymentKindOf(m) !== null);
}

/** The method chosen at first: the card when offered, else the first eligible one. */
export function defaultMethod(methods: readonly { code: string; kind: PaymentMethod['kind']; eligible: boolean }[]): string | null {
  const eligible = methods.filter((m) => m.eligible);
  return (eligible.find((m) => m.kind === 'card') ?? eligible[0])?.code ?? null;
}

export type PlaceOrderOutcome =
  | { kind: 'placed'; orderNumber: string }
  /** The provider's page first (a card challenge): go there, it sends the shopper back to adyen-direct. */
  | { kind: 'redirect'; url: string; paymentId: string }
  /** A QR code to pay from a banking app (PromptPay): shown here, settled by the provider. */
  | { kind: 'qrCode'; qr: QrPayment; paymentId: string }
  /** The card was refused or the token could not be used: keep the form, tokenise again. */
  | { kind: 'declined'; message: string }
  /** Out of stock when placing: nothing was charged, the cart needs a look. */
  | { kind: 'outOfStock'; message: string }
  | { kind: 'error'; message: string };

export function placeOrderOutcome(result: PlaceOrderResult): PlaceOrderOutcome {
  if (result.ok === true) return { kind: 'placed', orderNumber: result.order.number };
  if (result.ok === 'action') {
    const { action, paymentId } = result;
    // Only a redirect is this storefront's to follow; an action it cannot show is no payment.
    if (action.type === 'redirect' && typeof action.url === 'string' && /^https?:\/\//.test(action.url)) {
      return { kind: 'redirect', url: action.url, paymentId };
    }
    const qr = qrPaymentOf(action);
    if (qr) return { kind: 'qrCode', qr, paymentId };
    return { kind: 'error', message: '' };
  }
  const { code, message } = result.error;
  if (code === 'PAYMENT_DECLINED' || code === 'PAYMENT_FAILED') return { kind: 'declined', message };
  if (code === 'OUT_OF_STOCK' || code === 'QUANTITY_LIMIT') return { kind: 'outOfStock', message };
  return { kind: 'error', message };
}
