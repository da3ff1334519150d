/**
 * Input schemas of the My Account API (`/api/account/{method}`), built from the account rows of
 * the method table (api-methods.ts). Route handlers parse with these; the SDK imports only types.
 */
import type { ApiInput } from './api-methods';
import { inputsOf } from './contract';
import { ACCOUNT_METHODS, type AccountMethod } from './account-methods';

export { WISHLIST_LIMIT } from './limits';

export const accountInputs = inputsOf('account');

export type AccountInput<M extends AccountMethod> = ApiInput<M>;
export { ACCOUNT_METHODS, type AccountMethod };
