import { reads } from '../cache-tags';
import type { CartError, CartResult, OrderResult, OrderSummary, WithSession } from '../cart-types';
import { createMagentoAdyenPayments, isAdyenMethod, type MagentoAdyen } from './adyen-payments';
import type { CartMethods } from '../connector';
import type { CommerceContext } from '../types';
import { addressInput, mapCart, mapPaymentMethod, mapShippingMethod, orderFromCart, parseShippingUid } from './map-cart';
import { parseVariantUid } from './map-catalogue';
import { cartErrorOf, isUnknownCart, userErrorOf } from './map-cart-errors';
import { enteredOptionsOf, printOptionsOf, requestedPrint } from './map-personalisation';
import * as op from './operations';
import type { RawCart } from './raw-types';
import type { RawCartItemInput } from './operations';
import { customerSession, guestSession, readSession } from './session';
import { MagentoAuthorizationError, MagentoGraphqlError, type MagentoSend } from './transport';

type Result = CartResult & WithSession;

const NOT_SUPPORTED: CartError = { code: 'NOT_SUPPORTED', message: '' };
const NOT_FOUND: CartError = { code: 'NOT_FOUND', message: '' };

/** Magento's Check / Money order method code. */
export const CHEQUE_METHOD = 'checkmo';

/**
 * Orders this process placed, for the thank-you page (see orderFromCart): by number, with the
 * cart they came from. One map per process, whichever connector instance placed the order (the
 * API route that places it and the page that shows it may each hold their own connector).
 */
const PLACED_LIMIT = 500;
const PLACED_KEY = Symbol.for('talat.magento.placedOrders');
type Placed = Map<string, { cartId: string; session: string | undefined; order: OrderSummary }>;

function placedOrders(): Placed {
  const holder = globalThis as { [PLACED_KEY]?: Placed };
  holder[PLACED_KEY] ??= new Map();
  return holder[PLACED_KEY];
}

/**
 * `adyen`: cards and PromptPay through Adyen, paid by the storefront's server and placed with the
 * Adyen module's method codes (adyen-payments.ts, docs/decisions/0063); without it the module's
 * methods are not offered and an online payment answers NOT_SUPPORTED.
 */
export function createMagentoCartMethods(send: MagentoSend, adyen?: MagentoAdyen): CartMethods {
  const placed = placedOrders();

  function remember(cartId: string, session: string | undefined, order: OrderSummary) {
    placed.set(order.number, { cartId, session, order });
    if (placed.size > PLACED_LIMIT) placed.delete(placed.keys().next().value as string);
  }

  function placedFrom(cartId: string): OrderSummary | null {
    for (const entry of placed.values()) if (entry.cartId === cartId) return entry.order;
    return null;
  }

  const tokenOf = (ctx: CommerceContext) => {
    const s = readSession(ctx.customerToken);
    return s?.kind === 'customer' ? s.token : undefined;
  };

  /** The session's cart id (a customer's from customerCart), or null for a guest without one. */
  async function cartIdOf(ctx: CommerceContext): Promise<string | null> {
    const s = readSession(ctx.customerToken);
    if (!s) return null;
    if (s.kind === 'guest') return s.cartId;
    const { customerCart } = await send(ctx, op.CUSTOMER_CART_QUERY, {}, { customerToken: s.token });
    return customerCart.id;
  }

  /** The session's cart id, creating a guest cart (signed, spec section 7) when there is none. */
  async function ensureCart(ctx: CommerceContext): Promise<{ cartId: string; sessionToken?: string }> {
    const existing = await cartIdOf(ctx).catch((error) => {
      if (error instanceof MagentoAuthorizationError) return null;
      throw error;
    });
    if (existing) return { cartId: existing };
    const { createEmptyCart } = await send(ctx, op.CREATE_EMPTY_CART_MUTATION, {}, { signed: true });
    if (!createEmptyCart) throw new Error('Magento created no cart');
    return { cartId: createEmptyCart, sessionToken: guestSession(createEmptyCart) };
  }

  async function readCart(ctx: CommerceContext, cartId: string): Promise<RawCart | null> {
    try {
      return (await send(ctx, op.CART_QUERY, { cartId }, { customerToken: tokenOf(ctx) })).cart;
    } catch (error) {
      if (isUnknownCart(error) || error instanceof MagentoAuthorizationError) return null;
      throw error;
    }
  }

  const withSession = <T extends object>(result: T, sessionToken?: string): T & WithSession =>
    sessionToken ? { ...result, sessionToken } : result;

  /** A change to an existing cart: NOT_FOUND without one; a refusal Magento words keeps the cart as it is. */
  async function change(
    ctx: CommerceContext,
    run: (cartId: string, customerToken: string | undefined) => Promise<RawCart | null | undefined>,
    about: 'coupon' | 'stock' | 'input' = 'input',
    create = false,
  ): Promise<Result> {
    let cartId: string | null;
    let sessionToken: string | undefined;
    if (create) ({ cartId, sessionToken } = await ensureCart(ctx));
    else cartId = await cartIdOf(ctx).catch(() => null);
    if (!cartId) return { ok: false, error: NOT_FOUND };
    try {
      const raw = await run(cartId, tokenOf(ctx));
      if (!raw) return withSession({ ok: false as const, error: NOT_FOUND }, sessionToken);
      return withSession({ ok: true as const, cart: mapCart(raw, ctx.currency) }, sessionToken);
    } catch (error) {
      if (isUnknownCart(error) || error instanceof MagentoAuthorizationError) return { ok: false, error: NOT_FOUND };
      const refused = cartErrorOf(error, about);
      if (!refused) throw error;
      const now = await readCart(ctx, cartId);
      return withSession(
        now ? { ok: false as const, error: refused, cart: mapCart(now, ctx.currency) } : { ok: false as const, error: refused },
        sessionToken,
      );
    }
  }

  const customerToken = (token: string | undefined) => ({ customerToken: token });

  /** The print as `entered_options` of the product's name and number fields (their uids read from the product). */
  async function printInput(ctx: CommerceContext, sku: string, print: Parameters<typeof enteredOptionsOf>[0]) {
    // Kept like the product page's read, and cleared by the product's own tag.
    const { products } = await send(ctx, op.PRODUCT_PRINT_OPTIONS_QUERY, { sku }, { reads: reads.product(sku) });
    const product = products?.items.find((p) => p.sku === sku);
    if (!product) return { ok: false as const, error: { code: 'INVALID_INPUT' as const, message: '', detail: 'productNotFound' as const } };
    return enteredOptionsOf(print, printOptionsOf(product.options));
  }

  /**
   * Gives the cart a payment method and places the Magento order (the cheque's, or the Adyen
   * module's once Adyen authorised): the thank-you page's order, remembered for this session.
   */
  async function placeWith(
    ctx: CommerceContext,
    cartId: string,
    methodCode: string,
    card?: { brand?: string; last4?: string },
    amount?: { currency: string; value: number },
    expectedCartId?: string,
  ): Promise<OrderResult> {
    const token = tokenOf(ctx);
    try {
      const { setPaymentMethodOnCart } = await send(
        ctx,
        op.SET_PAYMENT_METHOD_MUTATION,
        { input: { cart_id: cartId, payment_method: { code: methodCode } } },
        customerToken(token),
      );
      const paid = setPaymentMethodOnCart?.cart;
      if (!paid) return { ok: false, error: NOT_FOUND };
      if (expectedCartId && expectedCartId !== paid.id) return { ok: false, error: NOT_FOUND };
      const { placeOrder } = await send(ctx, op.PLACE_ORDER_MUTATION, { input: { cart_id: cartId } }, customerToken(token));
      if (!placeOrder) return { ok: false, error: { code: 'PAYMENT_FAILED', message: '' } };
      const summary = orderFromCart(mapCart(paid, ctx.currency), placeOrder.order.order_number, methodCode, new Date().toISOString());
      const order: OrderSummary = amount
        ? {
            ...summary,
            status: 'paid',
            payments: [
              {
                method: methodCode,
                kind: 'online',
                amount: summary.prices.grand_total,
                state: 'Authorized',
                card: card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : null,
              },
            ],
          }
        : summary;
      remember(cartId, ctx.customerToken, order);
      return { ok: true, order };
    } catch (error) {
      if (isUnknownCart(error) || error instanceof MagentoAuthorizationError) return { ok: false, error: NOT_FOUND };
      const refused = cartErrorOf(error, 'input');
      if (!refused) throw error;
      return { ok: false, error: { ...refused, code: 'ORDER_STATE' } };
    }
  }

  const payments = adyen
    ? createMagentoAdyenPayments(adyen, {
        cartIdOf: (ctx) => cartIdOf(ctx),
        readCart,
        placeWith: (ctx, cartId, code, card, amount) => placeWith(ctx, cartId, code, card, amount),
        placedOrder: (number) => {
          const entry = placed.get(number);
          return entry ? { ok: true, order: entry.order } : null;
        },
      })
    : null;

  return {
    async createEmptyCart(ctx) {
      const { cartId, sessionToken } = await ensureCart(ctx);
      const raw = await readCart(ctx, cartId);
      return raw ? withSession({ ok: true as const, cart: mapCart(raw, ctx.currency) }, sessionToken) : { ok: false, error: NOT_FOUND };
    },

    async getCart(ctx) {
      const s = readSession(ctx.customerToken);
      if (!s) return { cart: null };
      if (s.kind === 'customer') {
        try {
          const { customerCart } = await send(ctx, op.CUSTOMER_CART_QUERY, {}, customerToken(s.token));
          return { cart: mapCart(customerCart, ctx.currency) };
        } catch (error) {
          if (error instanceof MagentoAuthorizationError) return { cart: null };
          throw error;
        }
      }
      const raw = await readCart(ctx, s.cartId);
      return { cart: raw ? mapCart(raw, ctx.currency) : null };
    },

    async addCartItems(ctx, { items }) {
      const cartItems: RawCartItemInput[] = [];
      for (const item of items) {
        // A print is checked by the spec's rules before anything is sent (map-personalisation.ts).
        const requested = requestedPrint(item);
        if (!requested.ok) return { ok: false, error: requested.error };
        const variant = item.variantUid ? parseVariantUid(item.variantUid) : null;
        const sku = variant?.sku ?? item.variantUid ?? item.sku;
        if (!sku) return { ok: false, error: { code: 'INVALID_INPUT', message: '', detail: 'productNotFound' } };
        const entered = Object.keys(requested.print).length > 0 ? await printInput(ctx, sku, requested.print) : null;
        if (entered && !entered.ok) return { ok: false, error: entered.error };
        cartItems.push({
          sku,
          quantity: item.quantity,
          ...(variant ? { selected_options: variant.selected } : {}),
          ...(entered ? { entered_options: entered.entered } : {}),
        });
      }
      let userError: CartError | null = null;
      const result = await change(
        ctx,
        async (cartId, token) => {
          const { addProductsToCart } = await send(ctx, op.ADD_PRODUCTS_MUTATION, { cartId, cartItems }, customerToken(token));
          const first = addProductsToCart?.user_errors?.[0];
          if (first) userError = userErrorOf(first);
          return addProductsToCart?.cart;
        },
        'stock',
        true,
      );
      if (userError && result.ok) return withSession({ ok: false as const, error: userError, cart: result.cart }, result.sessionToken);
      return result;
    },

    updateCartItem(ctx, { uid, quantity }) {
      return change(
        ctx,
        async (cart_id, token) => {
          const input = { cart_id, cart_items: [{ cart_item_uid: uid, quantity }] };
          return (await send(ctx, op.UPDATE_ITEMS_MUTATION, { input }, customerToken(token))).updateCartItems?.cart;
        },
        'stock',
      );
    },

    removeCartItem(ctx, { uid }) {
      return change(
        ctx,
        async (cart_id, token) =>
          (await send(ctx, op.REMOVE_ITEM_MUTATION, { input: { cart_id, cart_item_uid: uid } }, customerToken(token))).removeItemFromCart
            ?.cart,
      );
    },

    applyCoupon(ctx, { code }) {
      return change(
        ctx,
        async (cart_id, token) =>
          (await send(ctx, op.APPLY_COUPON_MUTATION, { input: { cart_id, coupon_code: code } }, customerToken(token))).applyCouponToCart
            ?.cart,
        'coupon',
      );
    },

    removeCoupon(ctx) {
      return change(
        ctx,
        async (cart_id, token) =>
          (await send(ctx, op.REMOVE_COUPON_MUTATION, { input: { cart_id } }, customerToken(token))).removeCouponFromCart?.cart,
      );
    },

    // Gift cards and loyalty are Adobe Commerce features: Magento Open Source has neither.
    async applyGiftCard() {
      return { ok: false, error: NOT_SUPPORTED };
    },
    async removeGiftCard() {
      return { ok: false, error: NOT_SUPPORTED };
    },
    async applyLoyalty() {
      return { ok: false, error: NOT_SUPPORTED };
    },
    async removeLoyalty() {
      return { ok: false, error: NOT_SUPPORTED };
    },

    setGuestEmail(ctx, { email }) {
      // A customer's cart has the customer's email, and Magento refuses this call for customers.
      return change(ctx, async (cart_id, token) =>
        token
          ? (await send(ctx, op.CART_QUERY, { cartId: cart_id }, customerToken(token))).cart
          : (await send(ctx, op.SET_GUEST_EMAIL_MUTATION, { input: { cart_id, email } }, customerToken(token))).setGuestEmailOnCart?.cart,
      );
    },

    setShippingAddress(ctx, { address }) {
      return change(ctx, async (cart_id, token) => {
        const input = { cart_id, shipping_addresses: [{ address: addressInput(address) }] };
        return (await send(ctx, op.SET_SHIPPING_ADDRESS_MUTATION, { input }, customerToken(token))).setShippingAddressesOnCart?.cart;
      });
    },

    async getShippingMethods(ctx) {
      const cartId = await cartIdOf(ctx).catch(() => null);
      if (!cartId) return { methods: [] };
      const { cart } = await send(ctx, op.SHIPPING_METHODS_QUERY, { cartId }, customerToken(tokenOf(ctx))).catch((error) => {
        if (isUnknownCart(error) || error instanceof MagentoAuthorizationError) return { cart: null };
        throw error;
      });
      const methods = cart?.shipping_addresses[0]?.available_shipping_methods ?? [];
      return {
        methods: methods.filter((m): m is NonNullable<typeof m> => !!m && m.available).map((m) => mapShippingMethod(m, ctx.currency)),
      };
    },

    async setShippingMethod(ctx, { uid }) {
      const method = parseShippingUid(uid);
      if (!method) return { ok: false, error: { code: 'INVALID_INPUT', message: '', field: 'uid' } };
      return change(ctx, async (cart_id, token) => {
        const input = { cart_id, shipping_methods: [method] };
        return (await send(ctx, op.SET_SHIPPING_METHOD_MUTATION, { input }, customerToken(token))).setShippingMethodsOnCart?.cart;
      });
    },

    setBillingAddress(ctx, input) {
      return change(ctx, async (cart_id, token) => {
        const billing_address = 'same_as_shipping' in input ? { same_as_shipping: true } : { address: addressInput(input.address) };
        return (await send(ctx, op.SET_BILLING_ADDRESS_MUTATION, { input: { cart_id, billing_address } }, customerToken(token)))
          .setBillingAddressOnCart?.cart;
      });
    },

    async getPaymentMethods(ctx) {
      const cartId = await cartIdOf(ctx).catch(() => null);
      if (!cartId) return { methods: [] };
      const { cart } = await send(ctx, op.PAYMENT_METHODS_QUERY, { cartId }, customerToken(tokenOf(ctx))).catch((error) => {
        if (isUnknownCart(error) || error instanceof MagentoAuthorizationError) return { cart: null };
        throw error;
      });
      const offered = cart?.available_payment_methods ?? [];
      // The Adyen module's methods are paid through Adyen's drop-in, each with its own client.
      const raw = payments && offered.some((m) => isAdyenMethod(m.code)) ? await readCart(ctx, cartId) : null;
      const online = payments && raw ? await payments.methods(ctx, raw, offered) : [];
      return {
        methods: offered.flatMap((m) =>
          isAdyenMethod(m.code) ? online.filter((o) => o.code === m.code) : m.code.startsWith('adyen_') ? [] : [mapPaymentMethod(m)],
        ),
      };
    },

    async placeOrder(ctx, input) {
      const cartId = await cartIdOf(ctx).catch(() => null);
      if (!cartId) return { ok: false, error: NOT_FOUND };
      const already = placedFrom(input.cartId ?? cartId);
      if (already && (!input.cartId || input.cartId === already.number || input.cartId === cartId)) return { ok: true, order: already };
      // Cards and PromptPay through Adyen (adyen-payments.ts); the test card provider and gift
      // cards belong to the embedded engine.
      if (input.payment.method === 'online') {
        if (!payments) return { ok: false, error: NOT_SUPPORTED };
        // Another cart is never paid in the one asked for's place.
        return input.cartId && input.cartId !== cartId ? { ok: false, error: NOT_FOUND } : payments.pay(ctx, cartId, input);
      }
      if (input.payment.method !== 'cheque') return { ok: false, error: NOT_SUPPORTED };
      return placeWith(ctx, cartId, CHEQUE_METHOD, undefined, undefined, input.cartId);
    },

    async getPaymentStatus(ctx, input) {
      return payments ? payments.status(ctx, input) : { ok: false, error: NOT_SUPPORTED };
    },

    async submitPaymentDetails(ctx, input) {
      return payments ? payments.details(ctx, input) : { ok: false, error: NOT_SUPPORTED };
    },

    async getOrder(ctx, { code }) {
      const s = readSession(ctx.customerToken);
      const entry = placed.get(code);
      if (!s || !entry) return null;
      // A guest's by the cart it was, a customer's by the session that placed it.
      return (s.kind === 'guest' && s.cartId === entry.cartId) || (s.kind === 'customer' && ctx.customerToken === entry.session)
        ? entry.order
        : null;
    },
  };
}

/**
 * A customer's session after Magento issued their token, with the guest's cart merged into theirs
 * (spec section 4, "Cart on login": the guest's cart the source, the customer's the destination).
 * A merge Magento refuses (the guest cart unknown or placed, a line out of stock) leaves the
 * customer's cart as it was: spec section 8's "Failed to merge carts, falling back to customer cart".
 */
export async function adoptGuestCart(send: MagentoSend, ctx: CommerceContext, customerToken: string): Promise<{ sessionToken: string }> {
  const guest = readSession(ctx.customerToken);
  if (guest?.kind === 'guest') {
    const { customerCart } = await send(ctx, op.CUSTOMER_CART_QUERY, {}, { customerToken });
    if (customerCart.id !== guest.cartId) {
      try {
        await send(ctx, op.MERGE_CARTS_MUTATION, { sourceCartId: guest.cartId, destinationCartId: customerCart.id }, { customerToken });
      } catch (error) {
        if (!(error instanceof MagentoGraphqlError)) throw error;
      }
    }
  }
  return { sessionToken: customerSession(customerToken) };
}
