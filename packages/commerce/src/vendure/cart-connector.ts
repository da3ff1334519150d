import { graphqlErrorCodes } from './graphql-errors';
import type {
  CartAddressInput,
  CartError,
  CartItemInput,
  CartResult,
  OrderSummary,
  PlaceOrderInput,
  PlaceOrderResult,
  WithSession,
} from '../cart-types';
import type { CartMethodName, CommerceConnector } from '../connector';
import type { CommerceContext, LocaleCode } from '../types';
import type { GraphqlSessionRequest } from './graphql-client';
import {
  GIFT_CARD_METHOD,
  LOYALTY_METHOD,
  addressInputOf,
  hasGiftCardPayment,
  isPlacedState,
  mapCart,
  mapOrderSummary,
  mapPaymentMethod,
  mapShippingMethod,
  pendingChallengeOf,
} from './map-cart';
import { cartError, mapCartError } from './map-cart-errors';
import { lineFieldsOf, type LineFieldsProblem, type RawOrderLineFieldsInput } from './line-fields-input';
import type { GraphqlDocument } from './queries/document';
import {
  ACTIVE_ORDER_QUERY,
  ADD_ITEM_MUTATION,
  ADD_PAYMENT_MUTATION,
  ADJUST_LINE_MUTATION,
  APPLY_COUPON_MUTATION,
  APPLY_GIFT_CARD_MUTATION,
  APPLY_LOYALTY_MUTATION,
  REMOVE_LOYALTY_MUTATION,
  COMPLETE_CHALLENGE_MUTATION,
  CREATE_CART_MUTATION,
  ELIGIBLE_PAYMENT_METHODS_QUERY,
  ELIGIBLE_SHIPPING_METHODS_QUERY,
  ORDER_BY_CODE_QUERY,
  REMOVE_COUPON_MUTATION,
  REMOVE_GIFT_CARD_MUTATION,
  REMOVE_LINE_MUTATION,
  SET_BILLING_ADDRESS_MUTATION,
  SET_CURRENCY_MUTATION,
  SET_CUSTOMER_MUTATION,
  SET_SHIPPING_ADDRESS_MUTATION,
  SET_SHIPPING_METHOD_MUTATION,
  TRANSITION_ORDER_MUTATION,
  VARIANT_BY_SKU_QUERY,
} from './queries/cart';
import type { RawErrorResult, RawOrder, RawOrderResult } from './raw-cart-types';

/** Payment method codes on the engine (test-card-payments plugin and the seeded cheque). */
export const CARD_METHOD = 'talat-test-card';
export const CHEQUE_METHOD = 'checkmo';

export const MAX_CART_QUANTITY = 999;
const MAX_CODE_LENGTH = 64;

type Session<T> = T & WithSession;

/** What the Vendure connector adds for the cart and checkout (documented on CommerceConnector). */
export type VendureCartMethods = Pick<CommerceConnector, CartMethodName>;

const TEXT = {
  productNotFound: { en: 'This product could not be found.', th: 'ไม่พบสินค้านี้' },
  lineNotFound: { en: 'This item is no longer in your cart.', th: 'สินค้านี้ไม่อยู่ในตะกร้าของคุณแล้ว' },
  printName: {
    en: 'The name can only contain letters and spaces, at most 12 characters.',
    th: 'ชื่อต้องเป็นตัวอักษรและช่องว่างเท่านั้น ไม่เกิน 12 ตัวอักษร',
  },
  printNumber: { en: 'The number must be from 1 to 99.', th: 'หมายเลขต้องอยู่ระหว่าง 1 ถึง 99' },
  bundleOptions: { en: 'The items of this set do not match the set.', th: 'สินค้าที่เลือกไม่ตรงกับสินค้าในชุดนี้' },
  quantity: { en: 'Enter a quantity from 1 to 999.', th: 'โปรดระบุจำนวนตั้งแต่ 1 ถึง 999' },
  code: { en: 'Enter a code.', th: 'โปรดกรอกรหัส' },
  address: { en: 'Please complete the address.', th: 'โปรดกรอกที่อยู่ให้ครบถ้วน' },
  pccc: {
    en: 'Enter a customs clearance code of 3 to 40 letters, digits, spaces or - / . + :',
    th: 'โปรดกรอกรหัสศุลกากร 3 ถึง 40 ตัว ประกอบด้วยตัวอักษร ตัวเลข ช่องว่าง หรือ - / . + :',
  },
  email: { en: 'Invalid email', th: 'อีเมลไม่ถูกต้อง' },
  shippingAddressFirst: { en: 'Please enter the shipping address first.', th: 'โปรดกรอกที่อยู่จัดส่งก่อน' },
  token: { en: 'The card details are missing. Please enter them again.', th: 'ไม่พบข้อมูลบัตร โปรดกรอกอีกครั้ง' },
  giftCardsShort: {
    en: 'Your gift cards no longer pay for the whole order. Please choose a payment method for the rest.',
    th: 'บัตรของขวัญของคุณไม่ครอบคลุมยอดทั้งหมดแล้ว โปรดเลือกวิธีชำระเงินสำหรับส่วนที่เหลือ',
  },
} satisfies Record<string, Record<LocaleCode, string>>;

function text(key: keyof typeof TEXT, locale: LocaleCode): string {
  return TEXT[key][locale];
}

function isOrder(result: RawOrderResult | null | undefined): result is { __typename: 'Order' } & RawOrder {
  return !!result && result.__typename === 'Order';
}


/** The engine refused an id it does not know (or not in this order): Vendure's ENTITY_NOT_FOUND / USER_INPUT_ERROR / FORBIDDEN. */
export function isUnknownIdError(error: unknown): boolean {
  return graphqlErrorCodes(error).some((c) => c === 'ENTITY_NOT_FOUND' || c === 'USER_INPUT_ERROR' || c === 'FORBIDDEN');
}

function validQuantity(quantity: unknown): boolean {
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_CART_QUANTITY;
}

function cleanCode(code: string): string | null {
  const trimmed = typeof code === 'string' ? code.trim() : '';
  return trimmed && trimmed.length <= MAX_CODE_LENGTH ? trimmed : null;
}

const LINE_FIELD_PROBLEMS: Record<LineFieldsProblem, { field: string; text: keyof typeof TEXT }> = {
  name: { field: 'personalisation.name', text: 'printName' },
  number: { field: 'personalisation.number', text: 'printNumber' },
  bundle_options: { field: 'bundle_options', text: 'bundleOptions' },
};

function invalid(locale: LocaleCode, field: string, message: string): { ok: false; error: CartError } {
  return { ok: false, error: cartError('INVALID_INPUT', locale, { field, message }) };
}

/** Postal customs clearance code: optional, 3 to 40 letters, digits, spaces and - / . + : (spec section 5). */
const CUSTOMS_CODE = /^[\p{L}\p{N} \-/.+:]{3,40}$/u;

/** The first problem of an address: `address` (incomplete) or `pccc`; null when fine. */
function addressFieldProblem(address: CartAddressInput | undefined): 'address' | 'pccc' | null {
  if (addressProblem(address)) return 'address';
  const pccc = address?.pccc?.trim();
  return pccc && !CUSTOMS_CODE.test(pccc) ? 'pccc' : null;
}

function addressProblem(address: CartAddressInput | undefined): boolean {
  return (
    !address ||
    !Array.isArray(address.street) ||
    !address.street.some((s) => typeof s === 'string' && s.trim()) ||
    !/^[A-Za-z]{2}$/.test(address.country_code?.trim() ?? '') ||
    !address.city?.trim() ||
    !address.firstname?.trim()
  );
}

/** Cart methods on Vendure's active order; every request goes through `send`. */
export function createVendureCartMethods(send: GraphqlSessionRequest): VendureCartMethods {
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
    if (!result) return { ok: false, error: cartError('NOT_FOUND', locale(s)) };
    if (isOrder(result)) return { ok: true, cart: mapCart(result, locale(s)) };
    const raw = result as RawErrorResult;
    const error = mapCartError(raw, locale(s));
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
        return { ok: false, error: cartError('NOT_FOUND', locale(s), { message: text('lineNotFound', locale(s)) }) };
      }
      throw error;
    }
  }

  function paymentOf(input: Exclude<PlaceOrderInput['payment'], { method: 'gift-card' }>): { method: string; metadata: Record<string, unknown> } {
    return input.method === 'card'
      ? { method: CARD_METHOD, metadata: { token: input.token } }
      : { method: CHEQUE_METHOD, metadata: {} };
  }

  /** After a payment attempt: placed, challenge, or still at payment. */
  function afterPayment(s: S, order: RawOrder): PlaceOrderResult | null {
    if (isPlacedState(order.state) || !order.active) return { ok: true, order: mapOrderSummary(order, locale(s)) };
    const challenge = pendingChallengeOf(order);
    return challenge ? { ok: 'challenge', ...challenge } : null;
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
    return { ok: false, error: mapCartError(raw, locale(s)) };
  }

  return {
    async createEmptyCart(ctx) {
      const s = session(ctx);
      const existing = await activeOrder(s);
      if (existing) return s.done({ ok: true, cart: mapCart(existing, locale(s)) });
      return s.done(outcome(s, (await s.run(CREATE_CART_MUTATION, {})).removeAllOrderLines));
    },

    async getCart(ctx) {
      const s = session(ctx);
      const order = await activeOrder(s);
      if (!order) return s.done({ cart: null });
      if (order.currencyCode !== ctx.currency && order.state === 'AddingItems' && /^[A-Z]{3}$/.test(ctx.currency)) {
        const repriced = (await s.run(SET_CURRENCY_MUTATION, { currencyCode: ctx.currency })).setCurrencyCodeForOrder;
        if (isOrder(repriced)) return s.done({ cart: mapCart(repriced, locale(s)) });
      }
      return s.done({ cart: mapCart(order, locale(s)) });
    },

    async addCartItems(ctx, { items }) {
      const s = session(ctx);
      const loc = locale(s);
      if (!Array.isArray(items) || items.length === 0) return invalid(loc, 'items', text('quantity', loc));
      const fields: (RawOrderLineFieldsInput | undefined)[] = [];
      for (const item of items) {
        if (!validQuantity(item.quantity)) return invalid(loc, 'quantity', text('quantity', loc));
        const checked = lineFieldsOf(item);
        if (!checked.ok) {
          const problem = LINE_FIELD_PROBLEMS[checked.problem];
          return invalid(loc, problem.field, text(problem.text, loc));
        }
        fields.push(checked.customFields);
      }
      let last: CartResult = { ok: false, error: cartError('NOT_FOUND', loc) };
      for (const [index, item] of items.entries()) {
        const productVariantId = await variantIdOf(s, item);
        const notFound = { ok: false as const, error: cartError('NOT_FOUND', loc, { field: 'sku', message: text('productNotFound', loc) }) };
        if (!productVariantId) return s.done(notFound);
        const customFields = fields[index];
        try {
          const variables = { productVariantId, quantity: item.quantity, ...(customFields ? { customFields } : {}) };
          last = outcome(s, await mutate(s, ADD_ITEM_MUTATION, 'addItemToOrder', variables));
        } catch (error) {
          if (isUnknownIdError(error)) return s.done(notFound);
          throw error;
        }
        if (!last.ok) return s.done(last);
      }
      return s.done(last);
    },

    async updateCartItem(ctx, { uid, quantity }) {
      const s = session(ctx);
      if (!validQuantity(quantity)) return invalid(locale(s), 'quantity', text('quantity', locale(s)));
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND', locale(s)) };
      return s.done(await lineChange(s, () => mutate(s, ADJUST_LINE_MUTATION, 'adjustOrderLine', { orderLineId: uid, quantity })));
    },

    async removeCartItem(ctx, { uid }) {
      const s = session(ctx);
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND', locale(s)) };
      return s.done(await lineChange(s, () => mutate(s, REMOVE_LINE_MUTATION, 'removeOrderLine', { orderLineId: uid })));
    },

    async applyCoupon(ctx, input) {
      const s = session(ctx);
      const code = cleanCode(input.code);
      if (!code) return invalid(locale(s), 'code', text('code', locale(s)));
      let result = await mutate(s, APPLY_COUPON_MUTATION, 'applyCouponCode', { couponCode: code });
      let applied = code;
      // Older engines match codes exactly: retry in upper case (the demo codes' spelling).
      if (!isOrder(result) && (result as RawErrorResult).errorCode === 'COUPON_CODE_INVALID_ERROR' && code.toUpperCase() !== code) {
        applied = code.toUpperCase();
        result = await mutate(s, APPLY_COUPON_MUTATION, 'applyCouponCode', { couponCode: applied });
      }
      // The engine matches codes in any case and keeps the promotion's own spelling.
      const same = (c: string | null) => c?.toUpperCase() === applied.toUpperCase();
      if (isOrder(result) && !result.promotions.some((p) => same(p.couponCode))) {
        // Valid and current, but its conditions do not match this cart: take it off again.
        const removed = (await s.run(REMOVE_COUPON_MUTATION, { couponCode: applied })).removeCouponCode;
        const error = cartError('COUPON_NOT_APPLICABLE', locale(s), { field: 'code' });
        return s.done(removed ? { ok: false, error, cart: mapCart(removed, locale(s)) } : { ok: false, error });
      }
      return s.done(outcome(s, result));
    },

    async removeCoupon(ctx, input) {
      const s = session(ctx);
      const code = cleanCode(input.code);
      if (!code) return invalid(locale(s), 'code', text('code', locale(s)));
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND', locale(s)) };
      const order = (await s.run(REMOVE_COUPON_MUTATION, { couponCode: code })).removeCouponCode;
      return s.done(order ? { ok: true, cart: mapCart(order, locale(s)) } : { ok: false, error: cartError('NOT_FOUND', locale(s)) });
    },

    async applyGiftCard(ctx, input) {
      const s = session(ctx);
      const code = cleanCode(input.code);
      if (!code) return invalid(locale(s), 'code', text('code', locale(s)));
      return s.done(outcome(s, (await s.run(APPLY_GIFT_CARD_MUTATION, { code })).applyGiftCardToOrder));
    },

    async removeGiftCard(ctx, input) {
      const s = session(ctx);
      const code = cleanCode(input.code);
      if (!code) return invalid(locale(s), 'code', text('code', locale(s)));
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND', locale(s)) };
      return s.done(outcome(s, (await s.run(REMOVE_GIFT_CARD_MUTATION, { code })).removeGiftCardFromOrder));
    },

    async applyLoyalty(ctx) {
      const s = session(ctx);
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND', locale(s)) };
      return s.done(outcome(s, (await s.run(APPLY_LOYALTY_MUTATION, {})).applyLoyaltyPoints));
    },

    async removeLoyalty(ctx) {
      const s = session(ctx);
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND', locale(s)) };
      return s.done(outcome(s, (await s.run(REMOVE_LOYALTY_MUTATION, {})).removeLoyaltyPoints));
    },

    async setGuestEmail(ctx, { email, firstname, lastname }) {
      const s = session(ctx);
      const address = typeof email === 'string' ? email.trim() : '';
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) || address.length > 254) {
        return invalid(locale(s), 'email', text('email', locale(s)));
      }
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND', locale(s)) };
      const input = { emailAddress: address, firstName: firstname?.trim() ?? '', lastName: lastname?.trim() ?? '' };
      const result = (await s.run(SET_CUSTOMER_MUTATION, { input })).setCustomerForOrder;
      // A signed-in customer's cart already belongs to them: the email step has nothing to set.
      if ((result as RawErrorResult | null)?.errorCode === 'ALREADY_LOGGED_IN_ERROR') {
        const order = (await s.run(ACTIVE_ORDER_QUERY, {})).activeOrder;
        return s.done(order ? { ok: true as const, cart: mapCart(order, locale(s)) } : { ok: false as const, error: cartError('NOT_FOUND', locale(s)) });
      }
      return s.done(outcome(s, result));
    },

    async setShippingAddress(ctx, { address }) {
      const s = session(ctx);
      const problem = addressFieldProblem(address);
      if (problem) return invalid(locale(s), problem, text(problem, locale(s)));
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND', locale(s)) };
      const input = addressInputOf(address);
      let result;
      try {
        result = (await s.run(SET_SHIPPING_ADDRESS_MUTATION, { input })).setOrderShippingAddress;
      } catch (error) {
        // An unknown country (or a field the engine refuses): a value, not a crash.
        if (isUnknownIdError(error)) return s.done(invalid(locale(s), 'address', text('address', locale(s))));
        throw error;
      }
      // Give a guest's customer record the address's names (setGuestEmail may have had none).
      if (isOrder(result) && result.customer?.emailAddress) {
        const customer = { emailAddress: result.customer.emailAddress, firstName: address.firstname.trim(), lastName: address.lastname.trim() };
        const named = (await s.run(SET_CUSTOMER_MUTATION, { input: customer })).setCustomerForOrder;
        if (isOrder(named)) result = named;
      }
      return s.done(outcome(s, result));
    },

    async getShippingMethods(ctx) {
      const s = session(ctx);
      if (!s.hasToken()) return { methods: [] };
      const { eligibleShippingMethods } = await s.run(ELIGIBLE_SHIPPING_METHODS_QUERY, {});
      return s.done({ methods: eligibleShippingMethods.map((m) => mapShippingMethod(m, ctx.currency)) });
    },

    async setShippingMethod(ctx, { uid }) {
      const s = session(ctx);
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND', locale(s)) };
      try {
        return s.done(outcome(s, await mutate(s, SET_SHIPPING_METHOD_MUTATION, 'setOrderShippingMethod', { shippingMethodId: [uid] })));
      } catch (error) {
        if (isUnknownIdError(error)) return s.done(invalid(locale(s), 'shipping_method', cartError('INVALID_INPUT', locale(s)).message));
        throw error;
      }
    },

    async setBillingAddress(ctx, input) {
      const s = session(ctx);
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND', locale(s)) };
      let raw;
      if ('same_as_shipping' in input) {
        const order = await activeOrder(s);
        if (!order) return s.done({ ok: false, error: cartError('NOT_FOUND', locale(s)) });
        const shipping = order.shippingAddress;
        if (!shipping?.streetLine1 || !shipping.countryCode) {
          return s.done(invalid(locale(s), 'address', text('shippingAddressFirst', locale(s))));
        }
        raw = {
          fullName: shipping.fullName ?? '',
          streetLine1: shipping.streetLine1,
          city: shipping.city ?? '',
          postalCode: shipping.postalCode ?? '',
          countryCode: shipping.countryCode,
          phoneNumber: shipping.phoneNumber ?? '',
          ...(shipping.streetLine2 ? { streetLine2: shipping.streetLine2 } : {}),
          ...(shipping.company ? { company: shipping.company } : {}),
          ...(shipping.province ? { province: shipping.province } : {}),
          customFields: { pccc: shipping.customFields?.pccc || null },
        };
      } else {
        const problem = addressFieldProblem(input.address);
        if (problem) return invalid(locale(s), problem, text(problem, locale(s)));
        raw = addressInputOf(input.address);
      }
      try {
        return s.done(outcome(s, (await s.run(SET_BILLING_ADDRESS_MUTATION, { input: raw })).setOrderBillingAddress));
      } catch (error) {
        if (isUnknownIdError(error)) return s.done(invalid(locale(s), 'address', text('address', locale(s))));
        throw error;
      }
    },

    async getPaymentMethods(ctx) {
      const s = session(ctx);
      if (!s.hasToken()) return { methods: [] };
      const { eligiblePaymentMethods } = await s.run(ELIGIBLE_PAYMENT_METHODS_QUERY, {});
      return s.done({ methods: eligiblePaymentMethods.map(mapPaymentMethod) });
    },

    async placeOrder(ctx, { payment, cartId }) {
      const s = session(ctx);
      const loc = locale(s);
      if (payment?.method === 'card' && !(typeof payment.token === 'string' && payment.token.trim())) {
        return invalid(loc, 'token', text('token', loc));
      }
      let order = await activeOrder(s);
      if (!order || (cartId && order.code !== cartId)) {
        const placed = await alreadyPlaced(s, cartId);
        if (placed) return s.done({ ok: true, order: placed });
        // No cart, or the caller named a cart that is neither this session's nor one it placed:
        // never pay another cart than the one the shopper saw.
        return s.done({ ok: false, error: cartError('NOT_FOUND', loc) });
      }
      if (order.lines.length === 0) return s.done({ ok: false, error: cartError('NOT_FOUND', loc) });

      if (order.state === 'AddingItems') {
        await ensureShippingForVirtual(s, order);
        const moved = (await s.run(TRANSITION_ORDER_MUTATION, { state: 'ArrangingPayment' })).transitionOrderToState;
        if (isOrder(moved)) order = moved;
        else {
          // A second click may have moved it already: carry on if it is at payment now.
          const now = await activeOrder(s);
          if (!now || now.state !== 'ArrangingPayment') {
            return s.done({ ok: false, error: mapCartError(moved as RawErrorResult, loc) });
          }
          order = now;
        }
      }
      if (order.state !== 'ArrangingPayment') {
        const settled = afterPayment(s, order);
        return s.done(settled ?? { ok: false, error: cartError('ORDER_STATE', loc) });
      }

      // Gift cards first: the engine passes what they leave to the next payment.
      if (order.giftCardTotal > 0 && order.appliedGiftCards.length > 0 && !hasGiftCardPayment(order)) {
        const paid = (await s.run(ADD_PAYMENT_MUTATION, { input: { method: GIFT_CARD_METHOD, metadata: {} } })).addPaymentToOrder;
        if (!isOrder(paid)) return s.done(await paymentFailure(s, paid as RawErrorResult, order, cartId));
        order = paid;
        if (isPlacedState(order.state) || !order.active) return s.done({ ok: true, order: mapOrderSummary(order, locale(s)) });
      }

      // Then the points the customer chose to spend: the engine takes them atomically.
      if (order.loyalty?.applied && order.loyalty.appliedAmount > 0 && !(order.payments ?? []).some((p) => p.method === LOYALTY_METHOD && p.state === 'Settled')) {
        const paid = (await s.run(ADD_PAYMENT_MUTATION, { input: { method: LOYALTY_METHOD, metadata: {} } })).addPaymentToOrder;
        if (!isOrder(paid)) return s.done(await paymentFailure(s, paid as RawErrorResult, order, cartId));
        order = paid;
        if (isPlacedState(order.state) || !order.active) return s.done({ ok: true, order: mapOrderSummary(order, locale(s)) });
      }

      // The shopper saw the gift cards pay it all; a balance that changed meanwhile must not
      // turn into another kind of payment without asking.
      if (payment.method === 'gift-card') {
        return s.done({ ok: false, error: cartError('PAYMENT_FAILED', loc, { message: text('giftCardsShort', loc) }) });
      }
      const paid = (await s.run(ADD_PAYMENT_MUTATION, { input: paymentOf(payment) })).addPaymentToOrder;
      if (!isOrder(paid)) return s.done(await paymentFailure(s, paid as RawErrorResult, order, cartId));
      const next = afterPayment(s, paid);
      return s.done(next ?? { ok: false, error: cartError('PAYMENT_FAILED', loc) });
    },

    async completeCardChallenge(ctx, { paymentId, ref, cartId }) {
      const s = session(ctx);
      const result = (await s.run(COMPLETE_CHALLENGE_MUTATION, { paymentId, ref })).completeTestCardChallenge;
      if (isOrder(result)) {
        if (isPlacedState(result.state) || !result.active) return s.done({ ok: true, order: mapOrderSummary(result, locale(s)) });
        return s.done({ ok: false, error: cartError('PAYMENT_FAILED', locale(s)) });
      }
      const raw = result as RawErrorResult;
      if (raw.reason === 'ORDER_ALREADY_PAID') {
        const placed = await alreadyPlaced(s, cartId);
        if (placed) return s.done({ ok: true, order: placed });
      }
      return s.done({ ok: false, error: mapCartError(raw, locale(s)) });
    },

    async getOrder(ctx, { code }) {
      const s = session(ctx);
      const order = await orderByCode(s, code.trim());
      return order ? mapOrderSummary(order, locale(s)) : null;
    },
  };
}
