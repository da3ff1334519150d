import type { CommerceConnector } from '@talat/commerce';
import { COMMERCE_METHODS } from '@talat/sdk';
import type { Cart, OrderSummary } from '@talat/commerce/types';
import type {
  BillingAddressInput,
  CartAddressInput,
  CartItemInput,
  PlaceOrderInput,
  ProductQuery,
  ReviewInput,
  WithSession,
} from '@talat/commerce/types';
import { withCartErrorWords } from '../cart/cart-error-words';
import { commerceInputs, type CommerceMethod } from './contract';
import type { ApiMethod, RequestContext } from './handle-api';

/** The commerce methods of the storefront API: contract schema plus the connector call. */
type ContextFields = { locale?: string; currency?: string };
type ByUidOrKey = ({ uid: string } | { url_key: string }) & ContextFields;

function withoutContext<T extends ContextFields>(input: T): Omit<T, 'locale' | 'currency'> {
  const { locale: _locale, currency: _currency, ...rest } = input;
  return rest;
}

function by(input: ByUidOrKey): { uid: string } | { url_key: string } {
  return 'uid' in input ? { uid: input.uid } : { url_key: input.url_key };
}

type Outcome = WithSession & { ok?: unknown; cart?: Cart | null; order?: OrderSummary };

/**
 * Records what a cart call learnt (new session token, the cart now, a placed order) in the
 * request context, for the route to set the cookies, and answers the result without the token
 * (the engine's session token never reaches the browser's scripts) and with a refusal in the
 * shopper's words (the connector gives codes).
 */
function recorded<T extends Outcome>(ctx: RequestContext, result: T): Omit<T, 'sessionToken'> {
  const { sessionToken, ...worded } = result;
  const rest = withCartErrorWords(worded, ctx.locale);
  const session = ctx.session;
  if (session) {
    if (sessionToken) session.token = sessionToken;
    if (result.order && result.ok === true) session.placedOrder = result.order.number;
    else if (result.cart !== undefined) session.cart = result.cart;
  }
  return rest;
}

/** What a successful change made through the storefront API means for the storefront's caches. */
export interface CommerceEffects {
  /** A review was published: the product's cached reviews and rating are stale now. */
  reviewCreated?(productUid: string): void;
}

/**
 * The route's methods: one per row of COMMERCE_METHODS (@talat/sdk), with the row's POST rule;
 * a row not exposed is left out (the route answers 404).
 */
export function commerceMethods(connector: CommerceConnector, effects: CommerceEffects = {}): Partial<Record<CommerceMethod, ApiMethod>> {
  const m = <I>(schema: ApiMethod['schema'], run: (input: I, ctx: RequestContext) => Promise<unknown>): ApiMethod => ({
    schema,
    run: run as ApiMethod['run'],
  });
  const methods: Record<CommerceMethod, ApiMethod> = {
    getStoreConfig: m(commerceInputs.getStoreConfig, (_i, ctx) => connector.getStoreConfig(ctx)),
    getCurrencies: m(commerceInputs.getCurrencies, (_i, ctx) => connector.getCurrencies(ctx)),
    resolveRoute: m<{ path: string }>(commerceInputs.resolveRoute, (i, ctx) => connector.resolveRoute(ctx, i.path.replace(/^\/+/, ''))),
    getCategories: m(commerceInputs.getCategories, (_i, ctx) => connector.getCategories(ctx)),
    getCategory: m<ByUidOrKey>(commerceInputs.getCategory, (i, ctx) => connector.getCategory(ctx, by(i))),
    getProductDetails: m<ByUidOrKey>(commerceInputs.getProductDetails, (i, ctx) => connector.getProductDetails(ctx, by(i))),
    getProducts: m<ProductQuery & ContextFields>(commerceInputs.getProducts, (i, ctx) => connector.getProducts(ctx, withoutContext(i))),
    searchProducts: m<ProductQuery & { search: string } & ContextFields>(commerceInputs.searchProducts, (i, ctx) =>
      connector.searchProducts(ctx, withoutContext(i)),
    ),
    getSearchSuggestions: m<{ query: string; limit?: number } & ContextFields>(commerceInputs.getSearchSuggestions, (i, ctx) =>
      connector.getSearchSuggestions(ctx, withoutContext(i)),
    ),
    getRelatedProducts: m<{ uid: string; limit?: number } & ContextFields>(commerceInputs.getRelatedProducts, (i, ctx) =>
      connector.getRelatedProducts(ctx, withoutContext(i)),
    ),
    getProductReviews: m<{ uid: string; page?: number; pageSize?: number } & ContextFields>(commerceInputs.getProductReviews, (i, ctx) =>
      connector.getProductReviews(ctx, withoutContext(i)),
    ),
    createProductReview: m<ReviewInput & ContextFields>(commerceInputs.createProductReview, async (i, ctx) => {
      const result = await connector.createProductReview(ctx, withoutContext(i));
      // The engine notifies the storefront too, but the shopper who wrote it reloads sooner.
      if (result.ok) effects.reviewCreated?.(i.productUid);
      return result;
    }),
    // Cart and checkout: the route's cart hooks check CSRF, signature and session first.
    createEmptyCart: m(commerceInputs.createEmptyCart, async (_i, ctx) => recorded(ctx, await connector.createEmptyCart(ctx))),
    getCart: m(commerceInputs.getCart, async (_i, ctx) => recorded(ctx, await connector.getCart(ctx)).cart),
    addCartItems: m<{ items: CartItemInput[] } & ContextFields>(commerceInputs.addCartItems, async (i, ctx) =>
      recorded(ctx, await connector.addCartItems(ctx, withoutContext(i))),
    ),
    updateCartItem: m<{ uid: string; quantity: number } & ContextFields>(commerceInputs.updateCartItem, async (i, ctx) =>
      recorded(ctx, await connector.updateCartItem(ctx, withoutContext(i))),
    ),
    removeCartItem: m<{ uid: string } & ContextFields>(commerceInputs.removeCartItem, async (i, ctx) =>
      recorded(ctx, await connector.removeCartItem(ctx, withoutContext(i))),
    ),
    applyCoupon: m<{ code: string } & ContextFields>(commerceInputs.applyCoupon, async (i, ctx) =>
      recorded(ctx, await connector.applyCoupon(ctx, withoutContext(i))),
    ),
    removeCoupon: m<{ code: string } & ContextFields>(commerceInputs.removeCoupon, async (i, ctx) =>
      recorded(ctx, await connector.removeCoupon(ctx, withoutContext(i))),
    ),
    applyGiftCard: m<{ code: string } & ContextFields>(commerceInputs.applyGiftCard, async (i, ctx) =>
      recorded(ctx, await connector.applyGiftCard(ctx, withoutContext(i))),
    ),
    removeGiftCard: m<{ code: string } & ContextFields>(commerceInputs.removeGiftCard, async (i, ctx) =>
      recorded(ctx, await connector.removeGiftCard(ctx, withoutContext(i))),
    ),
    applyLoyalty: m(commerceInputs.applyLoyalty, async (_i, ctx) => recorded(ctx, await connector.applyLoyalty(ctx))),
    removeLoyalty: m(commerceInputs.removeLoyalty, async (_i, ctx) => recorded(ctx, await connector.removeLoyalty(ctx))),
    setGuestEmail: m<{ email: string; firstname?: string; lastname?: string } & ContextFields>(
      commerceInputs.setGuestEmail,
      async (i, ctx) => recorded(ctx, await connector.setGuestEmail(ctx, withoutContext(i))),
    ),
    setShippingAddress: m<{ address: CartAddressInput } & ContextFields>(commerceInputs.setShippingAddress, async (i, ctx) =>
      recorded(ctx, await connector.setShippingAddress(ctx, withoutContext(i))),
    ),
    getShippingMethods: m(
      commerceInputs.getShippingMethods,
      async (_i, ctx) => recorded(ctx, await connector.getShippingMethods(ctx)).methods,
    ),
    setShippingMethod: m<{ uid: string } & ContextFields>(commerceInputs.setShippingMethod, async (i, ctx) =>
      recorded(ctx, await connector.setShippingMethod(ctx, withoutContext(i))),
    ),
    setBillingAddress: m<BillingAddressInput & ContextFields>(commerceInputs.setBillingAddress, async (i, ctx) =>
      recorded(ctx, await connector.setBillingAddress(ctx, 'address' in i ? { address: i.address } : { same_as_shipping: true })),
    ),
    getPaymentMethods: m(
      commerceInputs.getPaymentMethods,
      async (_i, ctx) => recorded(ctx, await connector.getPaymentMethods(ctx)).methods,
    ),
    placeOrder: m<PlaceOrderInput & ContextFields>(commerceInputs.placeOrder, async (i, ctx) =>
      recorded(ctx, await connector.placeOrder(ctx, withoutContext(i))),
    ),
    completeCardChallenge: m<{ paymentId: string; ref: string; cartId?: string } & ContextFields>(
      commerceInputs.completeCardChallenge,
      async (i, ctx) => recorded(ctx, await connector.completeCardChallenge(ctx, withoutContext(i))),
    ),
    getOrder: m<{ code: string } & ContextFields>(commerceInputs.getOrder, (i, ctx) => connector.getOrder(ctx, withoutContext(i))),
  };
  const exposed: Partial<Record<CommerceMethod, ApiMethod>> = {};
  for (const name of Object.keys(methods) as CommerceMethod[]) {
    const row = COMMERCE_METHODS[name];
    if (row.exposed) exposed[name] = row.post ? { ...methods[name], postOnly: true } : methods[name];
  }
  return exposed;
}
