import type { PlaceOrderInput, PlaceOrderResult } from '../cart-types';
import { CommerceError, type CommerceConnector } from '../connector';
import { cartError, mapCartError } from './map-cart-errors';
import {
  CARD_METHOD,
  CHEQUE_METHOD,
  GIFT_CARD_METHOD,
  LOYALTY_METHOD,
  ONLINE_METHOD,
  hasGiftCardPayment,
  isPlacedState,
  mapOrderSummary,
  pendingActionOf,
  type ReturnTo,
} from './map-cart';
import { invalid } from './cart-input-rules';
import { isOrder, type CartKit, type CartSession as S } from './cart-session';
import {
  ADD_PAYMENT_MUTATION,
  PAYMENT_STATUS_QUERY,
  SUBMIT_PAYMENT_DETAILS_MUTATION,
  ELIGIBLE_SHIPPING_METHODS_QUERY,
  SET_SHIPPING_METHOD_MUTATION,
  TRANSITION_ORDER_MUTATION,
} from './queries/cart';
import type { RawErrorResult, RawOrder } from './raw-cart-types';

/** A payment that has the money (or its promise): the order is the shopper's to see. */
const PAID_PAYMENT_STATES = new Set(['Authorized', 'Settled', 'CapturePending']);

/** Paying: gift cards, then loyalty points, then the card or cheque; a payment's action and its details; the placed order. */
export function vendureCartPayment(
  kit: CartKit,
): Pick<CommerceConnector, 'placeOrder' | 'submitPaymentDetails' | 'getPaymentStatus' | 'getOrder'> {
  const { session, locale, activeOrder, orderByCode, alreadyPlaced } = kit;

  function paymentOf(
    input: Exclude<PlaceOrderInput['payment'], { method: 'gift-card' }>,
    returnUrl: string | undefined,
  ): { method: string; metadata: Record<string, unknown> } {
    if (input.method === 'card') return { method: CARD_METHOD, metadata: { token: input.token } };
    if (input.method === 'online') {
      const { paymentMethod, browserInfo, attempt, methodCode } = input;
      // The engine's Adyen handler checks the type is one the chosen method offers.
      return {
        method: methodCode ?? ONLINE_METHOD,
        metadata: { paymentMethod, ...(browserInfo ? { browserInfo } : {}), returnUrl, attempt },
      };
    }
    return { method: CHEQUE_METHOD, metadata: {} };
  }

  /** After a payment attempt: placed, an action for the shopper, or still at payment. */
  function afterPayment(s: S, order: RawOrder, returnTo?: ReturnTo): PlaceOrderResult | null {
    if (isPlacedState(order.state) || !order.active) return { ok: true, order: mapOrderSummary(order, locale(s)) };
    const pending = pendingActionOf(order, returnTo);
    return pending ? { ok: 'action', ...pending } : null;
  }

  /** A virtual cart needs no delivery, but Vendure wants a shipping line: the cheapest free method. */
  async function ensureShippingForVirtual(s: S, order: RawOrder): Promise<void> {
    if (order.shippingLines.length > 0 || order.lines.length === 0) return;
    if (!order.lines.every((l) => l.productVariant.product.customFields?.virtual === true)) return;
    const { eligibleShippingMethods } = await s.run(ELIGIBLE_SHIPPING_METHODS_QUERY, {});
    const free = eligibleShippingMethods.filter((m) => m.priceWithTax === 0);
    if (free[0]) await s.run(SET_SHIPPING_METHOD_MUTATION, { shippingMethodId: [free[0].id] });
  }

  async function paymentFailure(s: S, raw: RawErrorResult, order: RawOrder, cartId: string | undefined): Promise<PlaceOrderResult> {
    // Paid meanwhile by another request of this shopper (double click): answer that order.
    if (raw.errorCode === 'NO_ACTIVE_ORDER_ERROR' || raw.errorCode === 'ORDER_PAYMENT_STATE_ERROR') {
      const placed = await alreadyPlaced(s, cartId ?? order.code);
      if (placed) return { ok: true, order: placed };
    }
    return { ok: false, error: mapCartError(raw) };
  }

  return {
    async placeOrder(ctx, { payment, cartId, returnUrl }) {
      const s = session(ctx);
      const returnTo = returnUrl ? { url: returnUrl, lang: ctx.locale } : undefined;
      if (payment?.method === 'card' && !(typeof payment.token === 'string' && payment.token.trim())) {
        return invalid('token', 'token');
      }
      // A drop-in's payment can be sent to the provider's page and must know its way back.
      if (payment?.method === 'online' && !returnUrl) return invalid('returnUrl');
      let order = await activeOrder(s);
      if (!order || (cartId && order.code !== cartId)) {
        const placed = await alreadyPlaced(s, cartId);
        if (placed) return s.done({ ok: true, order: placed });
        // No cart, or the caller named a cart that is neither this session's nor one it placed:
        // never pay another cart than the one the shopper saw.
        return s.done({ ok: false, error: cartError('NOT_FOUND') });
      }
      if (order.lines.length === 0) return s.done({ ok: false, error: cartError('NOT_FOUND') });

      if (order.state === 'AddingItems') {
        await ensureShippingForVirtual(s, order);
        const moved = (await s.run(TRANSITION_ORDER_MUTATION, { state: 'ArrangingPayment' })).transitionOrderToState;
        if (isOrder(moved)) order = moved;
        else {
          // A second click may have moved it already: carry on if it is at payment now.
          const now = await activeOrder(s);
          if (!now || now.state !== 'ArrangingPayment') {
            return s.done({ ok: false, error: mapCartError(moved as RawErrorResult) });
          }
          order = now;
        }
      }
      if (order.state !== 'ArrangingPayment') {
        const settled = afterPayment(s, order, returnTo);
        return s.done(settled ?? { ok: false, error: cartError('ORDER_STATE') });
      }

      // Gift cards first: the engine passes what they leave to the next payment.
      if (order.giftCardTotal > 0 && order.appliedGiftCards.length > 0 && !hasGiftCardPayment(order)) {
        const paid = (await s.run(ADD_PAYMENT_MUTATION, { input: { method: GIFT_CARD_METHOD, metadata: {} } })).addPaymentToOrder;
        if (!isOrder(paid)) return s.done(await paymentFailure(s, paid as RawErrorResult, order, cartId));
        order = paid;
        if (isPlacedState(order.state) || !order.active) return s.done({ ok: true, order: mapOrderSummary(order, locale(s)) });
      }

      // Then the points the customer chose to spend: the engine takes them atomically.
      if (
        order.loyalty?.applied &&
        order.loyalty.appliedAmount > 0 &&
        !(order.payments ?? []).some((p) => p.method === LOYALTY_METHOD && p.state === 'Settled')
      ) {
        const paid = (await s.run(ADD_PAYMENT_MUTATION, { input: { method: LOYALTY_METHOD, metadata: {} } })).addPaymentToOrder;
        if (!isOrder(paid)) return s.done(await paymentFailure(s, paid as RawErrorResult, order, cartId));
        order = paid;
        if (isPlacedState(order.state) || !order.active) return s.done({ ok: true, order: mapOrderSummary(order, locale(s)) });
      }

      // The shopper saw the gift cards pay it all; a balance that changed meanwhile must not
      // turn into another kind of payment without asking.
      if (payment.method === 'gift-card') {
        return s.done({ ok: false, error: cartError('PAYMENT_FAILED', { detail: 'giftCardsShort' }) });
      }
      const paid = (await s.run(ADD_PAYMENT_MUTATION, { input: paymentOf(payment, returnUrl) })).addPaymentToOrder;
      if (!isOrder(paid)) return s.done(await paymentFailure(s, paid as RawErrorResult, order, cartId));
      const next = afterPayment(s, paid, returnTo);
      return s.done(next ?? { ok: false, error: cartError('PAYMENT_FAILED') });
    },

    async submitPaymentDetails(ctx, { paymentId, details, cartId }) {
      const s = session(ctx);
      const result = (await s.run(SUBMIT_PAYMENT_DETAILS_MUTATION, { paymentId, details })).submitPaymentDetails;
      if (isOrder(result)) {
        const next = afterPayment(s, result);
        return s.done(next ?? { ok: false, error: cartError('PAYMENT_FAILED') });
      }
      const raw = result as RawErrorResult;
      if (raw.reason === 'ORDER_ALREADY_PAID') {
        const placed = await alreadyPlaced(s, cartId);
        if (placed) return s.done({ ok: true, order: placed });
      }
      return s.done({ ok: false, error: mapCartError(raw) });
    },

    async getPaymentStatus(ctx, { paymentId, cartId }) {
      const s = session(ctx);
      let status;
      try {
        status = (await s.run(PAYMENT_STATUS_QUERY, { paymentId })).adyenPaymentStatus;
      } catch (error) {
        // An engine without the Adyen provider has no such query: no such payment.
        if (error instanceof CommerceError && error.code === 'BACKEND_ERROR' && /adyenPaymentStatus/.test(error.message)) status = null;
        else throw error;
      }
      if (!status || (cartId && status.orderCode !== cartId)) return s.done({ ok: false, error: cartError('NOT_FOUND') });
      if (PAID_PAYMENT_STATES.has(status.state) || isPlacedState(status.orderState)) {
        const placed = await alreadyPlaced(s, status.orderCode);
        if (placed) return s.done({ ok: true, order: placed });
      }
      if (status.state === 'Cancelled') return s.done({ ok: false, error: cartError('PAYMENT_FAILED', { reason: 'EXPIRED' }) });
      if (status.state === 'Declined' || status.state === 'Error') return s.done({ ok: false, error: cartError('PAYMENT_DECLINED') });
      return s.done({ ok: 'waiting' });
    },

    async getOrder(ctx, { code }) {
      const s = session(ctx);
      const order = await orderByCode(s, code.trim());
      return order ? mapOrderSummary(order, locale(s)) : null;
    },
  };
}
