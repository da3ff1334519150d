import type { CommerceConnector } from '@talat/commerce';
import { isPostOnlyCommerceMethod } from '@talat/sdk';
import type {
  BillingAddressInput,
  CartAddressInput,
  CartItemInput,
  PlaceOrderInput,
  ProductQuery,
  ReviewInput,
  WithSession,
} from '@talat/commerce/types';
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

/**
 * NOT YET EXPOSED TO THE UI (cart and checkout, issue 4): no cart session cookie (the engine's
 * `sessionToken` is dropped here, so each call is a fresh guest session), no CSRF check and no
 * request signature yet. The cart UI session wires those before anything calls these.
 */
function withoutSession<T extends WithSession>(result: T): Omit<T, 'sessionToken'> {
  const { sessionToken: _sessionToken, ...rest } = result;
  return rest;
}

/** What a successful change made through the storefront API means for the storefront's caches. */
export interface CommerceEffects {
  /** A review was published: the product's cached reviews and rating are stale now. */
  reviewCreated?(productUid: string): void;
}

/**
 * Cart and checkout methods are mapped (above) but not reachable yet: without the cart session
 * cookie, the CSRF check and the signed cart creation (issue 4), any caller could create guest
 * orders in the engine. The storefront API answers 404 for them until that is wired.
 */
export const UNEXPOSED_CART_METHODS = [
  'createEmptyCart', 'getCart', 'addCartItems', 'updateCartItem', 'removeCartItem', 'applyCoupon', 'removeCoupon',
  'applyGiftCard', 'removeGiftCard', 'setGuestEmail', 'setShippingAddress', 'getShippingMethods', 'setShippingMethod',
  'setBillingAddress', 'getPaymentMethods', 'placeOrder', 'completeCardChallenge', 'getOrder',
] as const satisfies readonly CommerceMethod[];

export function commerceMethods(connector: CommerceConnector, effects: CommerceEffects = {}): Record<CommerceMethod, ApiMethod> {
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
    }
    ),
    // Cart and checkout: NOT YET EXPOSED TO THE UI (see withoutSession above).
    createEmptyCart: m(commerceInputs.createEmptyCart, async (_i, ctx) => withoutSession(await connector.createEmptyCart(ctx))),
    getCart: m(commerceInputs.getCart, async (_i, ctx) => (await connector.getCart(ctx)).cart),
    addCartItems: m<{ items: CartItemInput[] } & ContextFields>(commerceInputs.addCartItems, async (i, ctx) =>
      withoutSession(await connector.addCartItems(ctx, withoutContext(i))),
    ),
    updateCartItem: m<{ uid: string; quantity: number } & ContextFields>(commerceInputs.updateCartItem, async (i, ctx) =>
      withoutSession(await connector.updateCartItem(ctx, withoutContext(i))),
    ),
    removeCartItem: m<{ uid: string } & ContextFields>(commerceInputs.removeCartItem, async (i, ctx) =>
      withoutSession(await connector.removeCartItem(ctx, withoutContext(i))),
    ),
    applyCoupon: m<{ code: string } & ContextFields>(commerceInputs.applyCoupon, async (i, ctx) =>
      withoutSession(await connector.applyCoupon(ctx, withoutContext(i))),
    ),
    removeCoupon: m<{ code: string } & ContextFields>(commerceInputs.removeCoupon, async (i, ctx) =>
      withoutSession(await connector.removeCoupon(ctx, withoutContext(i))),
    ),
    applyGiftCard: m<{ code: string } & ContextFields>(commerceInputs.applyGiftCard, async (i, ctx) =>
      withoutSession(await connector.applyGiftCard(ctx, withoutContext(i))),
    ),
    removeGiftCard: m<{ code: string } & ContextFields>(commerceInputs.removeGiftCard, async (i, ctx) =>
      withoutSession(await connector.removeGiftCard(ctx, withoutContext(i))),
    ),
    setGuestEmail: m<{ email: string; firstname?: string; lastname?: string } & ContextFields>(commerceInputs.setGuestEmail, async (i, ctx) =>
      withoutSession(await connector.setGuestEmail(ctx, withoutContext(i))),
    ),
    setShippingAddress: m<{ address: CartAddressInput } & ContextFields>(commerceInputs.setShippingAddress, async (i, ctx) =>
      withoutSession(await connector.setShippingAddress(ctx, withoutContext(i))),
    ),
    getShippingMethods: m(commerceInputs.getShippingMethods, async (_i, ctx) => (await connector.getShippingMethods(ctx)).methods),
    setShippingMethod: m<{ uid: string } & ContextFields>(commerceInputs.setShippingMethod, async (i, ctx) =>
      withoutSession(await connector.setShippingMethod(ctx, withoutContext(i))),
    ),
    setBillingAddress: m<BillingAddressInput & ContextFields>(commerceInputs.setBillingAddress, async (i, ctx) =>
      withoutSession(await connector.setBillingAddress(ctx, 'address' in i ? { address: i.address } : { same_as_shipping: true })),
    ),
    getPaymentMethods: m(commerceInputs.getPaymentMethods, async (_i, ctx) => (await connector.getPaymentMethods(ctx)).methods),
    placeOrder: m<PlaceOrderInput & ContextFields>(commerceInputs.placeOrder, async (i, ctx) =>
      withoutSession(await connector.placeOrder(ctx, withoutContext(i))),
    ),
    completeCardChallenge: m<{ paymentId: string; ref: string; cartId?: string } & ContextFields>(
      commerceInputs.completeCardChallenge,
      async (i, ctx) => withoutSession(await connector.completeCardChallenge(ctx, withoutContext(i))),
    ),
    getOrder: m<{ code: string } & ContextFields>(commerceInputs.getOrder, (i, ctx) => connector.getOrder(ctx, withoutContext(i))),
  };
  for (const name of Object.keys(methods) as CommerceMethod[]) {
    if (isPostOnlyCommerceMethod(name)) methods[name] = { ...methods[name], postOnly: true };
  }
  const exposed: Partial<Record<CommerceMethod, ApiMethod>> = methods;
  for (const name of UNEXPOSED_CART_METHODS) delete exposed[name];
  return exposed as Record<CommerceMethod, ApiMethod>;
}
