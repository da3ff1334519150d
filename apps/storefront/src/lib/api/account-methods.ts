import type { CommerceConnector } from '@talat/commerce';
import type { ProfileInput } from '@talat/commerce/types';
import type { AccountMethod } from '@talat/sdk/account-contract';
import { connectorMethods, type MethodRun } from './connector-methods';
import type { ApiMethod, RequestContext } from './handle-api';

/** `/api/account/{method}`: the account rows of the method table (connector-methods.ts). */
export function accountMethods(connector: CommerceConnector): Partial<Record<AccountMethod, ApiMethod>> {
  return connectorMethods('account', connector, {
    // An emptied telephone field clears the number.
    updateProfile: (async ({ firstname, lastname, telephone }: ProfileInput, ctx: RequestContext) =>
      connector.updateProfile(ctx, { firstname, lastname, telephone: telephone || null })) as MethodRun,
  });
}
