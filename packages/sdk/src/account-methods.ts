/**
 * The account area's rows of the method table (api-methods.ts): POST rule and who may call it
 * (`customer`: a signed-in customer, else 401; `public`: anyone). Zod-free, for client bundles.
 */
import { API_METHODS, methodsOf, type AreaMethod } from './api-methods';

export type AccountMethod = AreaMethod<'account'>;
type Rows = typeof API_METHODS;
type Access<M extends AccountMethod> = Rows[M]['owner'] extends 'customer' ? 'customer' : 'public';

export const ACCOUNT_METHODS = Object.fromEntries(
  methodsOf('account').map((m) => [m, { post: API_METHODS[m].post, access: API_METHODS[m].owner === 'customer' ? 'customer' : 'public' }]),
) as { [M in AccountMethod]: { post: Rows[M]['post']; access: Access<M> } };

export type { AccountResults } from './results';
