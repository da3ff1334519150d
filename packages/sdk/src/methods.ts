/**
 * The commerce area's rows of the method table (api-methods.ts) as the cart guard and the tests
 * read them: POST rule, cart session use, exposure. Zod-free, so client bundles can use it.
 */
import { API_METHODS, methodsOf, type AreaMethod, type CartSessionUse, type MethodsWhere } from './api-methods';

export type { CartSessionUse };

export interface CommerceMethodRow {
  post: boolean;
  cart: CartSessionUse;
  exposed: boolean;
}

export type CommerceMethod = AreaMethod<'commerce'>;
type Rows = typeof API_METHODS;

export const COMMERCE_METHODS = Object.fromEntries(
  methodsOf('commerce').map((m) => {
    const { post, cart, exposed } = API_METHODS[m];
    return [m, { post, cart, exposed }];
  }),
) as { [M in CommerceMethod]: Pick<Rows[M], keyof CommerceMethodRow> };

export type CommercePostOnlyMethod = Extract<CommerceMethod, MethodsWhere<'post', true>>;
/** The methods the SDK's client offers (and the route answers). */
export type ExposedCommerceMethod = Extract<CommerceMethod, MethodsWhere<'exposed', true>>;

export function commerceMethodRow(method: string): CommerceMethodRow | undefined {
  return Object.hasOwn(COMMERCE_METHODS, method) ? COMMERCE_METHODS[method as CommerceMethod] : undefined;
}

export const COMMERCE_POST_ONLY_METHODS = methodsOf('commerce').filter((m): m is CommercePostOnlyMethod => API_METHODS[m].post);

export function isPostOnlyCommerceMethod(method: string): method is CommercePostOnlyMethod {
  return commerceMethodRow(method)?.post === true;
}
