import type { CommerceConnector } from '@talat/commerce';
import { isPostOnlyCommerceMethod } from '@talat/sdk';
import type { ProductQuery, ReviewInput } from '@talat/commerce/types';
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

/** What a successful change made through the storefront API means for the storefront's caches. */
export interface CommerceEffects {
  /** A review was published: the product's cached reviews and rating are stale now. */
  reviewCreated?(productUid: string): void;
}

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
  };
  for (const name of Object.keys(methods) as CommerceMethod[]) {
    if (isPostOnlyCommerceMethod(name)) methods[name] = { ...methods[name], postOnly: true };
  }
  return methods;
}
