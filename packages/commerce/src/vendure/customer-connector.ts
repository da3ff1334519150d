import type { CustomerMethods } from '../connector';
import type { GraphqlSessionRequest } from './graphql-client';
import { mapCustomer } from './map-customer';
import { ACTIVE_CUSTOMER_QUERY, AUTHENTICATE_SSO_MUTATION, LOGOUT_MUTATION } from './queries/customer';

export type VendureCustomerMethods = CustomerMethods;

/**
 * The signed-in customer on Vendure: `authenticate` with the engine's `sso` strategy (the engine
 * verifies the ID token and merges the guest's cart, see apps/commerce-engine/src/plugins/sign-on),
 * `activeCustomer`, `logout`.
 */
export function createVendureCustomerMethods(send: GraphqlSessionRequest): VendureCustomerMethods {
  return {
    async signIn(ctx, { idToken }) {
      const { data, sessionToken } = await send(ctx, AUTHENTICATE_SSO_MUTATION, { idToken });
      const token = sessionToken ?? ctx.customerToken;
      if (data.authenticate.__typename !== 'CurrentUser' || !token) return { ok: false, error: 'INVALID_TOKEN' };
      const { data: me } = await send({ ...ctx, customerToken: token }, ACTIVE_CUSTOMER_QUERY, {});
      if (!me.activeCustomer) return { ok: false, error: 'INVALID_TOKEN' };
      return { ok: true, value: { sessionToken: token, customer: mapCustomer(me.activeCustomer) } };
    },

    async getCustomer(ctx) {
      if (!ctx.customerToken) return null;
      const { data } = await send(ctx, ACTIVE_CUSTOMER_QUERY, {});
      return data.activeCustomer ? mapCustomer(data.activeCustomer) : null;
    },

    async signOut(ctx) {
      if (!ctx.customerToken) return { success: true };
      const { data } = await send(ctx, LOGOUT_MUTATION, {});
      return { success: data.logout.success };
    },
  };
}
