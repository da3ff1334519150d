import type { AccountError, AccountResult, CustomerAddressInput, WishlistEntryInput } from '../account-types';
import type { AccountMethods } from '../connector';
import type { Customer } from '../customer-types';
import type { CommerceContext } from '../types';
import type { GraphqlDocument } from './queries/document';
import type { GraphqlSessionRequest } from './graphql-client';
import { isForbiddenError, graphqlErrorCodes } from './graphql-errors';
import { mapCustomer } from './map-customer';
import { addressInputOf } from './map-cart';
import {
  mapCustomerNewsletter,
  mapCustomerReviews,
  mapLoyalty,
  mapNewsletterAnswer,
  mapOrderList,
  mapWishlist,
  mapConsentRecord,
  pageSlice,
} from './map-account';
import {
  ADD_TO_WISHLIST_MUTATION,
  CONFIRM_NEWSLETTER_MUTATION,
  CREATE_ADDRESS_MUTATION,
  CUSTOMER_LOYALTY_QUERY,
  CUSTOMER_NEWSLETTER_QUERY,
  CUSTOMER_ORDERS_QUERY,
  CUSTOMER_REVIEWS_QUERY,
  DELETE_ADDRESS_MUTATION,
  GUEST_WISHLIST_QUERY,
  MERGE_WISHLIST_MUTATION,
  RECORD_CONSENT_MUTATION,
  REMOVE_FROM_WISHLIST_MUTATION,
  SUBSCRIBE_NEWSLETTER_MUTATION,
  UNSUBSCRIBE_CUSTOMER_NEWSLETTER_MUTATION,
  UNSUBSCRIBE_NEWSLETTER_MUTATION,
  UPDATE_ADDRESS_MUTATION,
  UPDATE_CUSTOMER_MUTATION,
  WISHLIST_QUERY,
} from './queries/account';
import { ACTIVE_CUSTOMER_QUERY } from './queries/customer';

export type VendureAccountMethods = AccountMethods;

const ORDER_PAGE = { size: 10, max: 50 };
const REVIEW_PAGE = { size: 10, max: 50 };

const itemInput = (entry: WishlistEntryInput) => ({
  productId: entry.product_uid,
  ...(entry.variant_uid ? { productVariantId: entry.variant_uid } : {}),
});

const fail = (code: AccountError['code'], field?: string): { ok: false; error: AccountError } => ({
  ok: false,
  error: field ? { code, field } : { code },
});

/**
 * My Account on Vendure (see account-types.ts): Vendure's own customer and address mutations,
 * the order history, and the engine's reviews, wishlist, newsletter and loyalty plugins. A
 * session the engine does not know as a customer answers NOT_SIGNED_IN (or null for reads).
 */
export function createVendureAccountMethods(send: GraphqlSessionRequest): VendureAccountMethods {
  /** Runs a customer call; FORBIDDEN (no customer) becomes null. */
  async function asCustomer<T, V>(ctx: CommerceContext, doc: GraphqlDocument<T, V>, vars: V): Promise<T | null> {
    if (!ctx.customerToken) return null;
    try {
      return (await send(ctx, doc, vars)).data;
    } catch (error) {
      if (isForbiddenError(error)) return null;
      throw error;
    }
  }

  async function customerNow(ctx: CommerceContext): Promise<AccountResult<Customer>> {
    const data = await asCustomer(ctx, ACTIVE_CUSTOMER_QUERY, {});
    return data?.activeCustomer ? { ok: true, value: mapCustomer(data.activeCustomer) } : fail('NOT_SIGNED_IN');
  }

  /** A change to the customer, then the customer as it is now. */
  async function change<T, V>(ctx: CommerceContext, doc: GraphqlDocument<T, V>, vars: V): Promise<AccountResult<Customer>> {
    let data: T | null;
    try {
      data = await asCustomer(ctx, doc, vars);
    } catch (error) {
      const codes = graphqlErrorCodes(error);
      if (codes.includes('ENTITY_NOT_FOUND')) return fail('NOT_FOUND');
      if (codes.includes('USER_INPUT_ERROR')) return fail('INVALID_INPUT', 'address');
      throw error;
    }
    if (data === null) return fail('NOT_SIGNED_IN');
    return customerNow(ctx);
  }

  const addressFlags = (input: CustomerAddressInput) => ({
    ...(input.default_shipping !== undefined ? { defaultShippingAddress: input.default_shipping } : {}),
    ...(input.default_billing !== undefined ? { defaultBillingAddress: input.default_billing } : {}),
  });

  return {
    updateProfile(ctx, input) {
      return change(ctx, UPDATE_CUSTOMER_MUTATION, {
        input: { firstName: input.firstname.trim(), lastName: input.lastname.trim(), phoneNumber: input.telephone?.trim() ?? '' },
      });
    },

    createAddress(ctx, input) {
      return change(ctx, CREATE_ADDRESS_MUTATION, { input: { ...addressInputOf(input.address), ...addressFlags(input) } });
    },

    updateAddress(ctx, { id, ...input }) {
      return change(ctx, UPDATE_ADDRESS_MUTATION, { input: { id, ...addressInputOf(input.address), ...addressFlags(input) } });
    },

    async deleteAddress(ctx, { id }) {
      return change(ctx, DELETE_ADDRESS_MUTATION, { id });
    },

    async getOrders(ctx, input = {}) {
      const slice = pageSlice(input.page, input.pageSize, ORDER_PAGE.size, ORDER_PAGE.max);
      const data = await asCustomer(ctx, CUSTOMER_ORDERS_QUERY, { skip: slice.skip, take: slice.take });
      return data?.activeCustomer ? mapOrderList(data.activeCustomer.orders, slice) : null;
    },

    async getCustomerReviews(ctx, input = {}) {
      const slice = pageSlice(input.page, input.pageSize, REVIEW_PAGE.size, REVIEW_PAGE.max);
      const data = await asCustomer(ctx, CUSTOMER_REVIEWS_QUERY, { skip: slice.skip, take: slice.take });
      return data ? mapCustomerReviews(data.activeCustomerReviews, slice) : null;
    },

    async getWishlist(ctx) {
      const data = await asCustomer(ctx, WISHLIST_QUERY, {});
      return data ? mapWishlist(data.activeCustomerWishlist) : null;
    },

    async getGuestWishlist(ctx, { items }) {
      const { data } = await send(ctx, GUEST_WISHLIST_QUERY, { items: items.map(itemInput) });
      return mapWishlist(data.guestWishlist);
    },

    async addToWishlist(ctx, input) {
      const vars = { input: itemInput(input) };
      const data = await asCustomer(ctx, ADD_TO_WISHLIST_MUTATION, vars);
      if (!data) return fail('NOT_SIGNED_IN');
      const result = data.addToWishlist;
      if (result.__typename === 'Wishlist' && 'items' in result) return { ok: true, value: mapWishlist(result) };
      const code = 'errorCode' in result && result.errorCode === 'WISHLIST_FULL' ? 'WISHLIST_FULL' : 'PRODUCT_NOT_FOUND';
      return fail(code);
    },

    async removeFromWishlist(ctx, { product_uid }) {
      const data = await asCustomer(ctx, REMOVE_FROM_WISHLIST_MUTATION, { productId: product_uid });
      return data ? { ok: true, value: mapWishlist(data.removeFromWishlist) } : fail('NOT_SIGNED_IN');
    },

    async mergeWishlist(ctx, { items }) {
      const vars = { items: items.map(itemInput) };
      const data = await asCustomer(ctx, MERGE_WISHLIST_MUTATION, vars);
      return data ? { ok: true, value: mapWishlist(data.mergeIntoWishlist) } : fail('NOT_SIGNED_IN');
    },

    async subscribeNewsletter(ctx, { email, source }) {
      const { data } = await send(ctx, SUBSCRIBE_NEWSLETTER_MUTATION, { email, source });
      return mapNewsletterAnswer(data.subscribeToNewsletter);
    },

    async confirmNewsletter(ctx, { token }) {
      const { data } = await send(ctx, CONFIRM_NEWSLETTER_MUTATION, { token });
      return mapNewsletterAnswer(data.confirmNewsletterSubscription);
    },

    async unsubscribeNewsletter(ctx, { token }) {
      const { data } = await send(ctx, UNSUBSCRIBE_NEWSLETTER_MUTATION, { token });
      return mapNewsletterAnswer(data.unsubscribeFromNewsletter);
    },

    async getCustomerNewsletter(ctx) {
      const data = await asCustomer(ctx, CUSTOMER_NEWSLETTER_QUERY, {});
      return data ? mapCustomerNewsletter(data.activeCustomerNewsletter) : null;
    },

    async unsubscribeCustomerNewsletter(ctx) {
      const data = await asCustomer(ctx, UNSUBSCRIBE_CUSTOMER_NEWSLETTER_MUTATION, {});
      return data ? { ok: true, value: mapNewsletterAnswer(data.unsubscribeActiveCustomerFromNewsletter) } : fail('NOT_SIGNED_IN');
    },

    async getLoyalty(ctx) {
      const data = await asCustomer(ctx, CUSTOMER_LOYALTY_QUERY, {});
      return data ? mapLoyalty(data.activeCustomerLoyalty) : null;
    },

    async recordConsent(ctx, input) {
      const vars = { input: { noticeVersion: input.notice_version, analytics: input.analytics, marketing: input.marketing } };
      let data;
      try {
        data = await asCustomer(ctx, RECORD_CONSENT_MUTATION, vars);
      } catch (error) {
        if (graphqlErrorCodes(error).includes('USER_INPUT_ERROR')) return fail('INVALID_INPUT', 'notice_version');
        throw error;
      }
      return data ? { ok: true, value: mapConsentRecord(data.recordConsent) } : fail('NOT_SIGNED_IN');
    },
  };
}
