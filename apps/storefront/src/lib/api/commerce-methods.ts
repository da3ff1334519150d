import type { CommerceConnector } from '@talat/commerce';
import type { PlaceOrderInput, ReviewInput } from '@talat/commerce/types';
import { actionReturnUrl } from '../checkout/challenge';
import type { CommerceMethod } from './contract';
import { connectorMethods, recorded, withoutContext, type MethodRun } from './connector-methods';
import type { ApiMethod, RequestContext } from './handle-api';

/** What a successful change made through the storefront API means for the storefront's caches. */
export interface CommerceEffects {
  /** A review was published: the product's cached reviews and rating are stale now. */
  reviewCreated?(productUid: string): void;
}

/**
 * `/api/commerce/{method}`: the commerce rows of the method table (connector-methods.ts), with
 * the three calls that differ.
 */
export function commerceMethods(
  connector: CommerceConnector,
  effects: CommerceEffects = {},
  shop: { storefrontUrl?: string } = {},
): Partial<Record<CommerceMethod, ApiMethod>> {
  return connectorMethods('commerce', connector, {
    // A payment's action brings the shopper back to this storefront, in their language: the
    // server says where, never the browser.
    placeOrder: (async (i: PlaceOrderInput & { locale?: string; currency?: string }, ctx: RequestContext) => {
      const returnUrl = shop.storefrontUrl ? actionReturnUrl(shop.storefrontUrl, ctx.locale) : undefined;
      return recorded(ctx, await connector.placeOrder(ctx, { ...withoutContext(i), ...(returnUrl ? { returnUrl } : {}) }));
    }) as MethodRun,
    // The connector takes the path below the locale prefix, without a leading slash.
    resolveRoute: (async (i: { path: string }, ctx: RequestContext) =>
      connector.resolveRoute(ctx, i.path.replace(/^\/+/, ''))) as MethodRun,
    createProductReview: (async (i: ReviewInput & { locale?: string; currency?: string }, ctx: RequestContext) => {
      const result = await connector.createProductReview(ctx, withoutContext(i));
      // The engine notifies the storefront too, but the shopper who wrote it reloads sooner.
      if (result.ok) effects.reviewCreated?.(i.productUid);
      return result;
    }) as MethodRun,
  });
}
