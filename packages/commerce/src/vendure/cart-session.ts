import type { CartItemInput, CartResult, OrderSummary, WithSession } from '../cart-types';
import type { CommerceContext } from '../types';
import type { GraphqlSessionRequest } from './graphql-client';
import { graphqlErrorCodes } from './graphql-errors';
import { isPlacedState, mapCart, mapOrderSummary } from './map-cart';
import { cartError, mapCartError } from './map-cart-errors';
import type { GraphqlDocument } from './queries/document';
import { ACTIVE_ORDER_QUERY, ORDER_BY_CODE_QUERY, TRANSITION_ORDER_MUTATION, VARIANT_BY_SKU_QUERY } from './queries/cart';
import type { RawErrorResult, RawOrder, RawOrderResult } from './raw-cart-types';

/**
 * What every cart method shares: a session that follows a token the engine issues midway, and
 * the reads and retries of the active order (the methods by concern are in cart-lines.ts,
 * cart-discounts.ts, cart-checkout.ts and cart-payment.ts).
 */
export type Session<T> = T & WithSession;

export function isOrder(result: RawOrderResult | null | undefined): result is { __typename: 'Order' } & RawOrder {
  return !!result && result.__typename === 'Order';
}

/** The engine refused an id it does not know (or not in this order): Vendure's ENTITY_NOT_FOUND / USER_INPUT_ERROR / FORBIDDEN. */
export function isUnknownIdError(error: unknown): boolean {
  return graphqlErrorCodes(error).some((c) => c === 'ENTITY_NOT_FOUND' || c === 'USER_INPUT_ERROR' || c === 'FORBIDDEN');
}

export function createCartKit(send: GraphqlSessionRequest) {
  /** One connector call: follows a session token the engine issues midway. */
  function session(ctx: CommerceContext) {
    let current = ctx;
    let issued: string | undefined;
    return {
      get ctx() {
        return current;
      },
      hasToken: () => !!current.customerToken,
      async run<TData, TVariables>(document: GraphqlDocument<TData, TVariables>, variables: TVariables): Promise<TData> {
        const { data, sessionToken } = await send(current, document, variables);
        if (sessionToken) {
          issued = sessionToken;
          current = { ...current, customerToken: sessionToken };
        }
        return data;
      },
      done<T extends object>(result: T): Session<T> {
        return issued ? { ...result, sessionToken: issued } : result;
      },
    };
  }
  type S = ReturnType<typeof session>;
  const locale = (s: S) => s.ctx.locale;

  function outcome(s: S, result: RawOrderResult | null | undefined): CartResult {
    if (!result) return { ok: false, error: cartError('NOT_FOUND') };
    if (isOrder(result)) return { ok: true, cart: mapCart(result, locale(s)) };
    const raw = result as RawErrorResult;
    const error = mapCartError(raw);
    return raw.order ? { ok: false, error, cart: mapCart(raw.order, locale(s)) } : { ok: false, error };
  }

  /**
   * Runs an active-order mutation. When the order is at the payment step (a payment was tried),
   * the engine refuses changes: the order goes back to AddingItems once and the change is retried.
   */
  async function mutate<K extends string, V>(
    s: S,
    document: GraphqlDocument<{ [P in K]: RawOrderResult }, V>,
    key: K,
    variables: V,
  ): Promise<RawOrderResult> {
    const first = (await s.run(document, variables))[key];
    if (isOrder(first) || (first as RawErrorResult | null)?.errorCode !== 'ORDER_MODIFICATION_ERROR') return first;
    const back = (await s.run(TRANSITION_ORDER_MUTATION, { state: 'AddingItems' })).transitionOrderToState;
    if (!isOrder(back)) return first;
    return (await s.run(document, variables))[key];
  }

  async function activeOrder(s: S): Promise<RawOrder | null> {
    if (!s.hasToken()) return null;
    return (await s.run(ACTIVE_ORDER_QUERY, {})).activeOrder;
  }

  async function orderByCode(s: S, code: string | undefined): Promise<RawOrder | null> {
    if (!code) return null;
    try {
      return (await s.run(ORDER_BY_CODE_QUERY, { code })).orderByCode;
    } catch (error) {
      if (isUnknownIdError(error)) return null;
      throw error;
    }
  }

  /** The order this session already paid (double click, reload), when the caller named it. */
  async function alreadyPlaced(s: S, cartId: string | undefined): Promise<OrderSummary | null> {
    const order = await orderByCode(s, cartId);
    return order && isPlacedState(order.state) ? mapOrderSummary(order, locale(s)) : null;
  }

  async function variantIdOf(s: S, item: CartItemInput): Promise<string | null> {
    if (item.variantUid) return item.variantUid;
    const sku = item.sku?.trim();
    if (!sku) return null;
    const { search } = await s.run(VARIANT_BY_SKU_QUERY, { term: sku });
    return search.items.find((i) => i.sku === sku)?.productVariantId ?? null;
  }

  /** A line change whose line id the engine does not know: NOT_FOUND instead of a thrown error. */
  async function lineChange(s: S, change: () => Promise<RawOrderResult>): Promise<CartResult> {
    try {
      return outcome(s, await change());
    } catch (error) {
      if (isUnknownIdError(error)) {
        return { ok: false, error: cartError('NOT_FOUND', { detail: 'lineNotFound' }) };
      }
      throw error;
    }
  }

  return { session, locale, outcome, mutate, activeOrder, orderByCode, alreadyPlaced, variantIdOf, lineChange };
}

export type CartKit = ReturnType<typeof createCartKit>;
export type CartSession = ReturnType<CartKit['session']>;
