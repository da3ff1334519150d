import { CommerceError, type CustomerMethods } from '../connector';
import type { CommerceContext } from '../types';
import type { AdminTokens } from './admin-token';
import { adoptGuestCart } from './cart-connector';
import { mapCustomer, signOnCustomerOf } from './map-customer';
import * as op from './operations';
import type { RawCustomerCreateInput } from './raw-types';
import { readSession } from './session';
import { MagentoAuthorizationError, MagentoGraphqlError, type MagentoSend } from './transport';

/**
 * The signed-in customer on Magento (docs/decisions/0060). Magento cannot verify the sister site's
 * ID token, so the storefront does (as it does for Vendure) and hands over the claims; with a
 * token of the shop's admin user for Login as Customer (admin-token.ts), Magento's module
 * (`generateCustomerTokenAsAdmin`) issues a customer token for the verified email, after creating
 * the account (`createCustomerV2`) the first time that email signs on. The customer token is the
 * session (`customer~<token>`); the guest's cart is merged into the customer's (`mergeCarts`).
 * Without the admin user's login, sign-on answers NOT_SUPPORTED.
 */
export function createMagentoCustomerMethods(send: MagentoSend, adminTokens: AdminTokens | undefined): CustomerMethods {
  /**
   * The customer token Magento issues for `email`, or null when Magento has no such customer. An
   * admin token Magento refuses (it expired before its time, or was revoked) is renewed once.
   */
  async function customerTokenFor(ctx: CommerceContext, admin: AdminTokens, email: string, retried = false): Promise<string | null> {
    const adminToken = await admin.token();
    try {
      const { generateCustomerTokenAsAdmin } = await send(
        ctx,
        op.GENERATE_CUSTOMER_TOKEN_AS_ADMIN_MUTATION,
        { email },
        { customerToken: adminToken },
      );
      const token = generateCustomerTokenAsAdmin?.customer_token;
      if (!token) throw new CommerceError('BAD_RESPONSE', 'GenerateCustomerTokenAsAdmin: Magento answered no customer token');
      return token;
    } catch (error) {
      if (isNoSuchCustomer(error)) return null;
      if (!retried && isSessionRefused(error)) {
        admin.refused(adminToken);
        return customerTokenFor(ctx, admin, email, true);
      }
      throw error;
    }
  }

  /** Creates the account; another request that created it meanwhile is no failure. */
  async function createCustomer(ctx: CommerceContext, input: RawCustomerCreateInput): Promise<void> {
    try {
      await send(ctx, op.CREATE_CUSTOMER_MUTATION, { input });
    } catch (error) {
      if (!isEmailTaken(error)) throw error;
    }
  }

  async function readCustomer(ctx: CommerceContext, token: string) {
    try {
      const { customer } = await send(ctx, op.CUSTOMER_QUERY, {}, { customerToken: token });
      return customer ? mapCustomer(customer) : null;
    } catch (error) {
      if (isSessionRefused(error)) return null;
      throw error;
    }
  }

  return {
    async signIn(ctx, { claims }) {
      if (!adminTokens) return { ok: false, error: 'NOT_SUPPORTED' };
      const who = signOnCustomerOf(claims);
      if (!who) return { ok: false, error: 'INVALID_TOKEN' };
      let token = await customerTokenFor(ctx, adminTokens, who.email);
      if (token === null) {
        await createCustomer(ctx, who);
        token = await customerTokenFor(ctx, adminTokens, who.email);
        if (token === null)
          throw new CommerceError('BAD_RESPONSE', 'GenerateCustomerTokenAsAdmin: the customer just created was not found');
      }
      const customer = await readCustomer(ctx, token);
      if (!customer) throw new CommerceError('BAD_RESPONSE', 'Customer: Magento refused the customer token it had just issued');
      const { sessionToken } = await adoptGuestCart(send, ctx, token);
      return { ok: true, value: { sessionToken, customer } };
    },

    async getCustomer(ctx) {
      const s = readSession(ctx.customerToken);
      return s?.kind === 'customer' ? readCustomer(ctx, s.token) : null;
    },

    async signOut(ctx) {
      const s = readSession(ctx.customerToken);
      if (s?.kind !== 'customer') return { success: true };
      try {
        const { revokeCustomerToken } = await send(ctx, op.REVOKE_CUSTOMER_TOKEN_MUTATION, {}, { customerToken: s.token });
        return { success: !!revokeCustomerToken?.result };
      } catch (error) {
        // A token Magento no longer knows (expired, revoked) has no session left to end.
        if (isSessionRefused(error)) return { success: true };
        throw error;
      }
    },
  };
}

/** Magento's answer for a customer token it no longer takes (expired, revoked): the session has no customer. */
export function isSessionRefused(error: unknown): boolean {
  return (
    error instanceof MagentoAuthorizationError ||
    (error instanceof MagentoGraphqlError && error.categories.some((c) => c === 'graphql-authorization' || c === 'graphql-authentication'))
  );
}

/** generateCustomerTokenAsAdmin's answer for an email no customer of the website has. */
export function isNoSuchCustomer(error: unknown): boolean {
  return (
    error instanceof MagentoGraphqlError &&
    error.categories.includes('graphql-input') &&
    /customer email provided does not exist/i.test(error.messages.join(' '))
  );
}

/** createCustomerV2's answer for an email an account of the website already has. */
export function isEmailTaken(error: unknown): boolean {
  return (
    error instanceof MagentoGraphqlError &&
    error.categories.includes('graphql-input') &&
    /same email address already exists/i.test(error.messages.join(' '))
  );
}
