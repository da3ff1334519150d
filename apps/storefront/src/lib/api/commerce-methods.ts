import type { CommerceConnector } from '@talat/commerce';
import type { ProductQuery } from '@talat/commerce/types';
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

export function commerceMethods(connector: CommerceConnector): Record<CommerceMethod, ApiMethod> {
  const m = <I>(schema: ApiMethod['schema'], run: (input: I, ctx: RequestContext) => Promise<unknown>): ApiMethod => ({
    schema,
    run: run as ApiMethod['run'],
  });
  return {
    getStoreConfig: m(commerceInputs.getStoreConfig, (_i, ctx) => connector.getStoreConfig(ctx)),
    getCurrencies: m(commerceInputs.getCurrencies, (_i, ctx) => connector.getCurrencies(ctx)),
    resolveRoute: m<{ path: string }>(commerceInputs.resolveRoute, (i, ctx) => connector.resolveRoute(ctx, i.path.replace(/^\/+/, ''))),
    getCategories: m(commerceInputs.getCategories, (_i, ctx) => connector.getCategories(ctx)),
    getCategory: m<ByUidOrKey>(commerceInputs.getCategory, (i, ctx) => connector.getCategory(ctx, by(i))),
    getProductDetails: m<ByUidOrKey>(commerceInputs.getProductDetails, (i, ctx) => connector.getProductDetails(ctx, by(i))),
    getProducts: m<ProductQuery & ContextFields>(commerceInputs.getProducts, (i, ctx) => connector.getProducts(ctx, withoutContext(i))),
  };
}
