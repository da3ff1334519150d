/**
 * The storefront API contract: each method's validated input, built from its row of the method
 * table (api-methods.ts). Route handlers parse with these schemas; the SDK only imports their
 * types, so zod never reaches a client bundle through the SDK.
 */
import { API_METHODS, methodsOf, type ApiArea, type ApiInput, type AreaMethod } from './api-methods';
import { schemaKit } from './schema-kit';

export { ADDRESS_LIMITS, CART_LIMITS, REVIEW_LIMITS, REVIEW_RATING_NAMES, WISHLIST_LIMIT } from './limits';
export { cartAddress } from './schema-kit';

type Schemas<A extends ApiArea> = { [M in AreaMethod<A>]: ReturnType<(typeof API_METHODS)[M]['input']> };

/** One area's input schemas, keyed by method. */
export function inputsOf<A extends ApiArea>(area: A): Schemas<A> {
  return Object.fromEntries(methodsOf(area).map((m) => [m, API_METHODS[m].input(schemaKit)])) as Schemas<A>;
}

export const commerceInputs = inputsOf('commerce');
export const cmsInputs = inputsOf('cms');

export {
  COMMERCE_METHODS,
  COMMERCE_POST_ONLY_METHODS,
  commerceMethodRow,
  isPostOnlyCommerceMethod,
  type CartSessionUse,
  type CommerceMethod,
  type CommerceMethodRow,
  type CommercePostOnlyMethod,
  type ExposedCommerceMethod,
} from './methods';

export type CmsMethod = AreaMethod<'cms'>;
export type CommerceInput<M extends AreaMethod<'commerce'>> = ApiInput<M>;
export type CmsInput<M extends CmsMethod> = ApiInput<M>;

/** The JSON error body every storefront API route answers with on a 4xx or 5xx. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}
