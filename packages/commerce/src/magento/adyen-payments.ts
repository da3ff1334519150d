import { createHash } from 'node:crypto';
import { adyenAmountOfMajor } from '@talat/adyen/amounts';
import { browserInfoOf } from '@talat/adyen/browser-info';
import { outcomeOf } from '@talat/adyen/result-codes';
import { cardOf as cardOfData } from '@talat/adyen/webhook-items';
import type {
  CartError,
  OrderResult,
  PaymentDetailsInput,
  PaymentMethod,
  PaymentStatusInput,
  PaymentStatusResult,
  PlaceOrderInput,
  PlaceOrderResult,
} from '../cart-types';
import type { CommerceContext } from '../types';
import { AdyenCallError, type AdyenCheckout, type AdyenPaymentAnswer } from './adyen-checkout';
import type { MagentoAdyenOptions } from './adyen-options';
import type { MagentoAdyenPayment, MagentoPaymentStore } from './adyen-payment-store';
import type { RawCart, RawPaymentMethod } from './raw-types';

/**
 * Cards and PromptPay on Magento (docs/decisions/0063). The Adyen module's GraphQL is not part of
 * Magento Open Source's schema, so the storefront's server pays at Adyen's Checkout API itself
 * (the drop-in's encrypted fields passed on, never read), and once Adyen authorised it gives the
 * Magento cart the module's method code and places the order with the shopper's own session.
 * A QR code's outcome arrives by Adyen's webhook (adyen-webhook.ts); the shopper's poll places the order.
 */

/** The Adyen module's method codes this storefront pays, and Adyen's type for each. */
export const ADYEN_METHOD_TYPES: Readonly<Record<string, string>> = { adyen_cc: 'scheme', adyen_promptpay: 'promptpay' };

export function isAdyenMethod(code: string): boolean {
  return Object.hasOwn(ADYEN_METHOD_TYPES, code);
}

/** What the cart connector lends: the session's cart, and placing the Magento order with a method code. */
export interface MagentoCartAccess {
  cartIdOf(ctx: CommerceContext): Promise<string | null>;
  readCart(ctx: CommerceContext, cartId: string): Promise<RawCart | null>;
  /** Sets the cart's payment method and places the order (the cheque's path too). */
  placeWith(
    ctx: CommerceContext,
    cartId: string,
    methodCode: string,
    card?: { brand?: string; last4?: string },
    amount?: { currency: string; value: number },
  ): Promise<OrderResult>;
  placedOrder(number: string): OrderResult | null;
}

export interface MagentoAdyen {
  options: MagentoAdyenOptions;
  checkout: AdyenCheckout;
  store: MagentoPaymentStore;
}

const FAILED: CartError = { code: 'PAYMENT_FAILED', message: '' };
const DECLINED: CartError = { code: 'PAYMENT_DECLINED', message: '' };
const NOT_FOUND: CartError = { code: 'NOT_FOUND', message: '' };
const ATTEMPT = /^[A-Za-z0-9_.:-]{1,64}$/;
const DETAIL_KEYS = new Set(['redirectResult', 'threeDSResult', 'payload']);
const METHODS_TTL_MS = 60_000;
const PLACING_LOCK_MS = 30_000;

export const sessionHash = (session: string | undefined) =>
  createHash('sha256')
    .update(session ?? '')
    .digest('hex');

function countryOf(cart: RawCart, currency: string): string {
  const address = cart.shipping_addresses.find((a) => !!a) ?? cart.billing_address;
  if (address?.country?.code) return address.country.code.toUpperCase();
  return currency === 'GBP' ? 'GB' : 'TH';
}

const shopperLocale = (ctx: CommerceContext) => (ctx.locale === 'th' ? 'th-TH' : 'en-GB');

function amountOf(cart: RawCart, fallbackCurrency: string) {
  const total = cart.prices?.grand_total;
  return adyenAmountOfMajor(total?.value ?? 0, total?.currency ?? fallbackCurrency);
}

/** The cart has what Magento's placeOrder asks for: an email, a billing address and, unless virtual, a delivery. */
function readyToPlace(cart: RawCart): boolean {
  if (!cart.email || !cart.billing_address) return false;
  return cart.is_virtual || cart.shipping_addresses.some((a) => !!a?.selected_shipping_method);
}

/** Brand and last four digits of an answer's additionalData, when there (the webhook's reading of them). */
function cardOf(answer: AdyenPaymentAnswer): { brand?: string; last4?: string } | undefined {
  const card = cardOfData(answer.additionalData, answer.paymentMethod?.brand);
  return card.brand || card.last4 ? card : undefined;
}

export function createMagentoAdyenPayments(adyen: MagentoAdyen, cart: MagentoCartAccess) {
  const { options, checkout, store } = adyen;
  const methodsCache = new Map<string, { at: number; answer: Awaited<ReturnType<AdyenCheckout['paymentMethods']>> }>();

  async function adyenMethods(amount: { currency: string; value: number }, countryCode: string, locale: string) {
    const key = `${amount.currency}:${amount.value}:${countryCode}:${locale}`;
    const kept = methodsCache.get(key);
    if (kept && Date.now() - kept.at < METHODS_TTL_MS) return kept.answer;
    const answer = await checkout.paymentMethods({
      merchantAccount: options.merchantAccount,
      amount,
      countryCode,
      shopperLocale: locale,
      channel: 'Web',
    });
    methodsCache.set(key, { at: Date.now(), answer });
    if (methodsCache.size > 200) methodsCache.delete(methodsCache.keys().next().value as string);
    return answer;
  }

  /** Whether the session may act on this payment: the one that started it, or whoever holds its cart. */
  async function owns(ctx: CommerceContext, payment: MagentoAdyenPayment): Promise<boolean> {
    if (payment.sessionHash === sessionHash(ctx.customerToken)) return true;
    return (await cart.cartIdOf(ctx).catch(() => null)) === payment.cartId;
  }

  async function paymentOf(ctx: CommerceContext, paymentId: string): Promise<MagentoAdyenPayment | null> {
    if (typeof paymentId !== 'string' || !/^[A-Za-z0-9]{1,64}$/.test(paymentId)) return null;
    const payment = await store.getPayment(paymentId);
    return payment && (await owns(ctx, payment)) ? payment : null;
  }

  /**
   * Adyen authorised: the Magento order is placed with the shopper's session, once (a lock across
   * processes; a repeat answers the order placed). A Magento refusal (the cart changed meanwhile,
   * stock) cancels the authorisation at Adyen, so nothing is held without an order.
   */
  async function finish(ctx: CommerceContext, payment: MagentoAdyenPayment): Promise<OrderResult> {
    if (payment.state === 'placed' && payment.orderNumber) return placedOf(payment);
    const lock = `placing:${payment.pspReference}`;
    if (!(await store.lock(lock, PLACING_LOCK_MS)))
      return { ok: false, error: { code: 'ORDER_STATE', message: '', reason: 'IN_PROGRESS' } };
    try {
      const again = await store.getPayment(payment.pspReference);
      if (again?.state === 'placed' && again.orderNumber) return placedOf(again);
      const raw = await cart.readCart(ctx, payment.cartId);
      const now = raw ? amountOf(raw, payment.amount.currency) : null;
      if (!raw || now?.value !== payment.amount.value || now.currency !== payment.amount.currency) {
        await cancel(payment);
        return { ok: false, error: raw ? { ...FAILED, reason: 'CART_CHANGED' } : NOT_FOUND };
      }
      const placed = await cart.placeWith(ctx, payment.cartId, payment.methodCode, payment.card, payment.amount);
      if (!placed.ok) {
        await cancel(payment);
        return placed;
      }
      await store.putPayment({ ...payment, state: 'placed', orderNumber: placed.order.number, order: placed.order });
      return placed;
    } finally {
      await store.unlock(lock);
    }
  }

  /** The order a payment placed: kept with the payment, so any storefront process answers it (this process's memory otherwise). */
  function placedOf(payment: MagentoAdyenPayment): OrderResult {
    if (payment.order) return { ok: true, order: payment.order };
    return (payment.orderNumber ? cart.placedOrder(payment.orderNumber) : null) ?? { ok: false, error: NOT_FOUND };
  }

  async function cancel(payment: MagentoAdyenPayment) {
    await store.putPayment({ ...payment, state: 'failed' });
    await checkout
      .cancel(
        payment.pspReference,
        { merchantAccount: options.merchantAccount, reference: payment.cartId },
        `cancel-${payment.pspReference}`,
      )
      .catch(() => {
        // Adyen away: the authorisation lapses by itself (Adyen's expiry); the payment says failed here.
      });
  }

  /** An answer of /payments or /payments/details, applied to the payment. */
  async function apply(ctx: CommerceContext, payment: MagentoAdyenPayment, answer: AdyenPaymentAnswer): Promise<PlaceOrderResult> {
    const card = cardOf(answer) ?? payment.card;
    const now: MagentoAdyenPayment = { ...payment, ...(card ? { card } : {}) };
    switch (outcomeOf(answer.resultCode)) {
      case 'authorised':
        await store.putPayment({ ...now, state: 'authorised' });
        return finish(ctx, { ...now, state: 'authorised' });
      case 'action':
        await store.putPayment({ ...now, state: 'waiting' });
        return answer.action && typeof answer.action.type === 'string'
          ? { ok: 'action', paymentId: payment.pspReference, action: answer.action }
          : { ok: false, error: FAILED };
      default:
        await store.putPayment({ ...now, state: 'refused' });
        return { ok: false, error: { ...DECLINED, ...(answer.refusalReason ? { reason: answer.refusalReason.slice(0, 80) } : {}) } };
    }
  }

  return {
    /**
     * The Adyen module's methods Magento offers for the cart, each as an online method with the
     * drop-in's client for its own type; a type Adyen does not offer for this amount and country
     * (PromptPay outside baht) is left out, and all of them when Adyen does not answer.
     */
    async methods(ctx: CommerceContext, raw: RawCart, offered: RawPaymentMethod[]): Promise<PaymentMethod[]> {
      const ours = offered.filter((m) => isAdyenMethod(m.code));
      if (ours.length === 0) return [];
      const amount = amountOf(raw, ctx.currency);
      if (amount.value <= 0) return [];
      const countryCode = countryOf(raw, amount.currency);
      const locale = shopperLocale(ctx);
      const answer = await adyenMethods(amount, countryCode, locale).catch(() => null);
      if (!answer) return [];
      return ours.flatMap((m) => {
        const paymentMethods = (answer.paymentMethods ?? []).filter((p) => p.type === ADYEN_METHOD_TYPES[m.code]);
        if (paymentMethods.length === 0) return [];
        return [
          {
            code: m.code,
            kind: 'online' as const,
            title: m.title,
            description: '',
            is_eligible: true,
            eligibility_message: null,
            client: {
              provider: 'adyen' as const,
              clientKey: options.clientKey,
              environment: options.environment,
              countryCode,
              locale,
              amount,
              paymentMethodsResponse: { paymentMethods },
            },
          },
        ];
      });
    },

    /** Pays the session's cart at Adyen; authorised, the Magento order is placed with the method's code. */
    async pay(ctx: CommerceContext, cartId: string, input: PlaceOrderInput): Promise<PlaceOrderResult> {
      const payment = input.payment;
      if (payment.method !== 'online') return { ok: false, error: FAILED };
      const methodCode = payment.methodCode ?? 'adyen_cc';
      const type = ADYEN_METHOD_TYPES[methodCode];
      if (!type || payment.paymentMethod?.type !== type || !ATTEMPT.test(payment.attempt ?? ''))
        return { ok: false, error: { code: 'INVALID_INPUT', message: '', field: 'payment' } };
      if (!input.returnUrl) return { ok: false, error: FAILED };
      const raw = await cart.readCart(ctx, cartId);
      if (!raw) return { ok: false, error: NOT_FOUND };
      // What Magento's placeOrder needs is there before Adyen is asked: nothing is authorised for
      // an order Magento would refuse (it would be cancelled again, finish below).
      if (!readyToPlace(raw)) return { ok: false, error: { code: 'ORDER_STATE', message: '' } };
      const amount = amountOf(raw, ctx.currency);
      if (amount.value <= 0) return { ok: false, error: FAILED };
      const browserInfo = browserInfoOf(payment.browserInfo);
      let answer: AdyenPaymentAnswer;
      try {
        answer = await checkout.payments(
          {
            merchantAccount: options.merchantAccount,
            amount,
            // The Magento order has no number before it is placed: the cart's id is the reference.
            reference: cartId,
            paymentMethod: payment.paymentMethod,
            returnUrl: input.returnUrl,
            shopperLocale: shopperLocale(ctx),
            countryCode: countryOf(raw, amount.currency),
            channel: 'Web',
            ...(raw.email ? { shopperEmail: raw.email } : {}),
            ...(browserInfo ? { browserInfo } : {}),
            authenticationData: { threeDSRequestData: { nativeThreeDS: 'disabled' } },
          },
          payment.attempt,
        );
      } catch (error) {
        if (error instanceof AdyenCallError)
          return { ok: false, error: { ...FAILED, reason: error.status === undefined ? 'UNAVAILABLE' : 'REJECTED' } };
        throw error;
      }
      if (!answer.pspReference) return { ok: false, error: FAILED };
      const started: MagentoAdyenPayment = {
        pspReference: answer.pspReference,
        cartId,
        sessionHash: sessionHash(ctx.customerToken),
        methodCode,
        type,
        amount,
        state: 'waiting',
        at: Date.now(),
      };
      return apply(ctx, started, answer);
    },

    /** What a redirect or a challenge brought back, to Adyen; authorised, the order is placed. */
    async details(ctx: CommerceContext, input: PaymentDetailsInput): Promise<PlaceOrderResult> {
      const payment = await paymentOf(ctx, input.paymentId);
      if (!payment) return { ok: false, error: NOT_FOUND };
      if (payment.state === 'placed' || payment.state === 'authorised') return finish(ctx, payment);
      if (payment.state !== 'waiting') return { ok: false, error: DECLINED };
      const entries = Object.entries(input.details ?? {});
      if (
        entries.length === 0 ||
        !entries.every(([k, v]) => DETAIL_KEYS.has(k) && typeof v === 'string' && v.length > 0 && v.length <= 20_000)
      )
        return { ok: false, error: { code: 'INVALID_INPUT', message: '', field: 'details' } };
      const details = Object.fromEntries(entries);
      const key = `details-${createHash('sha256').update(JSON.stringify(details)).digest('hex').slice(0, 40)}`;
      try {
        return await apply(ctx, payment, await checkout.paymentDetails({ details }, key));
      } catch (error) {
        if (error instanceof AdyenCallError)
          return { ok: false, error: { ...FAILED, reason: error.status === undefined ? 'UNAVAILABLE' : 'DETAILS_REJECTED' } };
        throw error;
      }
    },

    /**
     * Where a waiting payment stands: Adyen's webhook recorded its outcome (AUTHORISATION, or
     * OFFER_CLOSED for a QR code that expired); authorised, this poll places the order.
     */
    async status(ctx: CommerceContext, input: PaymentStatusInput): Promise<PaymentStatusResult> {
      const payment = await paymentOf(ctx, input.paymentId);
      if (!payment) return { ok: false, error: NOT_FOUND };
      if (payment.state === 'placed' || payment.state === 'authorised') return finish(ctx, payment);
      if (payment.state === 'refused' || payment.state === 'failed') return { ok: false, error: DECLINED };
      if (payment.state === 'expired') return { ok: false, error: { ...FAILED, reason: 'EXPIRED' } };
      const authorisation = await store.getEvent(payment.pspReference, 'AUTHORISATION');
      if (authorisation?.success) {
        const card = authorisation.card ?? payment.card;
        const authorised: MagentoAdyenPayment = { ...payment, state: 'authorised', ...(card ? { card } : {}) };
        await store.putPayment(authorised);
        return finish(ctx, authorised);
      }
      if (authorisation) {
        await store.putPayment({ ...payment, state: 'refused' });
        return { ok: false, error: DECLINED };
      }
      const closed =
        (await store.getEvent(payment.pspReference, 'OFFER_CLOSED')) ?? (await store.getEvent(payment.pspReference, 'CANCELLATION'));
      if (closed?.success) {
        await store.putPayment({ ...payment, state: 'expired' });
        return { ok: false, error: { ...FAILED, reason: 'EXPIRED' } };
      }
      return { ok: 'waiting' };
    },
  };
}

export type MagentoAdyenPayments = ReturnType<typeof createMagentoAdyenPayments>;
