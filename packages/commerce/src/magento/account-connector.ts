import type { AccountError, AccountResult } from '../account-types';
import type { AccountMethods, CartMethods } from '../connector';
import type { Customer } from '../customer-types';
import type { CommerceContext } from '../types';
import { isSessionRefused } from './customer-connector';
import { addressBook, addressIdOf, customerAddressInput, mapCustomerNewsletter, mapCustomerOrder, mapOrderList } from './map-account';
import { mapCustomer } from './map-customer';
import * as op from './operations';
import { readSession } from './session';
import { MagentoGraphqlError, type MagentoSend } from './transport';

const ORDER_PAGE = { size: 10, max: 50 };

const fail = (code: AccountError['code'], field?: string): { ok: false; error: AccountError } => ({
  ok: false,
  error: field ? { code, field } : { code },
});

/** The session's customer token, or null for a guest or no session. */
function tokenOf(ctx: CommerceContext): string | null {
  const s = readSession(ctx.customerToken);
  return s?.kind === 'customer' ? s.token : null;
}

function whole(value: number | undefined, fallback: number, max: number): number {
  return Number.isInteger(value) && (value as number) > 0 ? Math.min(value as number, max) : fallback;
}

/** Magento's answer for an address that is not there, or not this customer's (as Magento words both). */
function isNoSuchAddress(error: unknown): boolean {
  return (
    error instanceof MagentoGraphqlError &&
    (error.categories.includes('graphql-no-such-entity') || /does not have permission to address/i.test(error.messages.join(' ')))
  );
}

/** deleteCustomerAddress's refusal of the customer's default billing or delivery address. */
function isDefaultAddressKept(error: unknown): boolean {
  return (
    error instanceof MagentoGraphqlError &&
    error.categories.includes('graphql-input') &&
    /is set as default (billing|shipping) address and can not be deleted/i.test(error.messages.join(' '))
  );
}

const isInputError = (error: unknown) => error instanceof MagentoGraphqlError && error.categories.includes('graphql-input');

export type MagentoAccountMethods = Pick<
  AccountMethods,
  | 'updateProfile'
  | 'createAddress'
  | 'updateAddress'
  | 'deleteAddress'
  | 'getOrders'
  | 'subscribeNewsletter'
  | 'getCustomerNewsletter'
  | 'unsubscribeCustomerNewsletter'
> &
  Pick<CartMethods, 'getOrder'>;

/**
 * My Account on Magento (docs/decisions/0061), with the customer token of the session
 * (`customer~<token>`, 0060): the profile (`updateCustomerV2`; the telephone lives on the default
 * billing address, as Magento keeps it), the address book (`createCustomerAddress`,
 * `updateCustomerAddress`, `deleteCustomerAddress`), the order history and one order
 * (`customer.orders`: Magento answers only the token's customer's orders, so another customer's
 * number is null, the storefront's 404) and the newsletter (`is_subscribed`,
 * `subscribeEmailToNewsletter`). `placedOrder` is the cart's getOrder, which keeps a guest's
 * placed order for the thank-you page (Magento 2.4.6 has no guest order query).
 */
export function createMagentoAccountMethods(send: MagentoSend, placedOrder: CartMethods['getOrder']): MagentoAccountMethods {
  /** Runs a call with the customer's token; a session Magento no longer takes is null. */
  async function asCustomer<T>(ctx: CommerceContext, run: (token: string) => Promise<T>): Promise<T | null> {
    const token = tokenOf(ctx);
    if (!token) return null;
    try {
      return await run(token);
    } catch (error) {
      if (isSessionRefused(error) && !isNoSuchAddress(error)) return null;
      throw error;
    }
  }

  const readCustomer = (ctx: CommerceContext) =>
    asCustomer(ctx, async (token) => (await send(ctx, op.CUSTOMER_QUERY, {}, { customerToken: token })).customer);

  async function customerNow(ctx: CommerceContext): Promise<AccountResult<Customer>> {
    const raw = await readCustomer(ctx);
    const customer = raw ? mapCustomer(raw) : null;
    return customer ? { ok: true, value: customer } : fail('NOT_SIGNED_IN');
  }

  /** An address change, then the customer as they are now; Magento's refusals as codes. */
  async function addressChange(ctx: CommerceContext, run: (token: string) => Promise<unknown>): Promise<AccountResult<Customer>> {
    try {
      const done = await asCustomer(ctx, async (token) => {
        await run(token);
        return true;
      });
      if (!done) return fail('NOT_SIGNED_IN');
    } catch (error) {
      if (isNoSuchAddress(error)) return fail('NOT_FOUND');
      if (isInputError(error)) return fail('INVALID_INPUT', 'address');
      throw error;
    }
    return customerNow(ctx);
  }

  return {
    async updateProfile(ctx, input) {
      const raw = await readCustomer(ctx);
      if (!raw) return fail('NOT_SIGNED_IN');
      const book = addressBook(raw.addresses);
      const wanted = input.telephone?.trim() || null;
      // The telephone is the default billing address's: without one there is nowhere to keep a
      // number, and an address cannot be left without one (Magento requires it).
      if (wanted !== book.telephone && book.billingId === null) return fail('NEEDS_ADDRESS', 'telephone');
      if (wanted !== book.telephone && wanted === null) return fail('INVALID_INPUT', 'telephone');
      try {
        const done = await asCustomer(ctx, async (token) => {
          await send(
            ctx,
            op.UPDATE_CUSTOMER_MUTATION,
            { input: { firstname: input.firstname.trim(), lastname: input.lastname.trim() } },
            { customerToken: token },
          );
          if (wanted !== book.telephone && book.billingId !== null && wanted !== null)
            await send(
              ctx,
              op.UPDATE_CUSTOMER_ADDRESS_MUTATION,
              { id: book.billingId, input: { telephone: wanted } },
              { customerToken: token },
            );
          return true;
        });
        if (!done) return fail('NOT_SIGNED_IN');
      } catch (error) {
        if (isInputError(error)) return fail('INVALID_INPUT', 'firstname');
        throw error;
      }
      return customerNow(ctx);
    },

    createAddress(ctx, input) {
      return addressChange(ctx, (token) =>
        send(ctx, op.CREATE_CUSTOMER_ADDRESS_MUTATION, { input: customerAddressInput(input) }, { customerToken: token }),
      );
    },

    async updateAddress(ctx, { id, ...input }) {
      const addressId = addressIdOf(id);
      if (addressId === null) return tokenOf(ctx) ? fail('NOT_FOUND') : fail('NOT_SIGNED_IN');
      return addressChange(ctx, (token) =>
        send(ctx, op.UPDATE_CUSTOMER_ADDRESS_MUTATION, { id: addressId, input: customerAddressInput(input) }, { customerToken: token }),
      );
    },

    async deleteAddress(ctx, { id }) {
      const addressId = addressIdOf(id);
      if (addressId === null) return tokenOf(ctx) ? fail('NOT_FOUND') : fail('NOT_SIGNED_IN');
      return addressChange(ctx, async (token) => {
        const remove = () => send(ctx, op.DELETE_CUSTOMER_ADDRESS_MUTATION, { id: addressId }, { customerToken: token });
        try {
          await remove();
        } catch (error) {
          // Magento keeps a default address from being deleted; the shopper's book has no such
          // rule (as on Vendure): it stops being the default first, then goes.
          if (!isDefaultAddressKept(error)) throw error;
          const input = { default_shipping: false, default_billing: false };
          await send(ctx, op.UPDATE_CUSTOMER_ADDRESS_MUTATION, { id: addressId, input }, { customerToken: token });
          await remove();
        }
      });
    },

    async getOrders(ctx, input = {}) {
      const pageSize = whole(input.pageSize, ORDER_PAGE.size, ORDER_PAGE.max);
      const page = whole(input.page, 1, 10_000);
      const data = await asCustomer(ctx, (token) =>
        send(ctx, op.CUSTOMER_ORDERS_QUERY, { pageSize, currentPage: page }, { customerToken: token }),
      );
      return data?.customer ? mapOrderList(data.customer.orders, page, pageSize, ctx.currency) : null;
    },

    async getOrder(ctx, input) {
      const data = await asCustomer(ctx, (token) => send(ctx, op.CUSTOMER_ORDER_QUERY, { number: input.code }, { customerToken: token }));
      const raw = data?.customer?.orders?.items.find((o) => o?.number === input.code);
      if (raw) return mapCustomerOrder(raw, data?.customer?.email ?? null, ctx.currency);
      // A guest's order, kept by the process that placed it.
      return placedOrder(ctx, input);
    },

    async subscribeNewsletter(ctx, { email }) {
      try {
        // With the customer's token, Magento subscribes the customer when the address is theirs.
        const token = tokenOf(ctx) ?? undefined;
        const { subscribeEmailToNewsletter } = await send(ctx, op.SUBSCRIBE_NEWSLETTER_MUTATION, { email }, { customerToken: token });
        // SUBSCRIBED: the shop asks no confirmation; NOT_ACTIVE / UNCONFIRMED: Magento emailed its link.
        if (subscribeEmailToNewsletter?.status === 'SUBSCRIBED') return { outcome: 'CONFIRMED', status: 'SUBSCRIBED' };
        return { outcome: 'CONFIRMATION_SENT', status: 'PENDING' };
      } catch (error) {
        if (isInputError(error)) {
          const words = (error as MagentoGraphqlError).messages.join(' ');
          if (/already subscribed/i.test(words)) return { outcome: 'ALREADY_SUBSCRIBED', status: 'SUBSCRIBED' };
          if (/valid email/i.test(words)) return { outcome: 'INVALID_EMAIL', status: null };
        }
        throw error;
      }
    },

    async getCustomerNewsletter(ctx) {
      const raw = await readCustomer(ctx);
      return raw ? mapCustomerNewsletter(raw) : null;
    },

    async unsubscribeCustomerNewsletter(ctx) {
      const data = await asCustomer(ctx, (token) =>
        send(ctx, op.UPDATE_CUSTOMER_MUTATION, { input: { is_subscribed: false } }, { customerToken: token }),
      );
      if (!data?.updateCustomerV2) return fail('NOT_SIGNED_IN');
      return { ok: true, value: { outcome: 'UNSUBSCRIBED', status: 'UNSUBSCRIBED' } };
    },
  };
}
