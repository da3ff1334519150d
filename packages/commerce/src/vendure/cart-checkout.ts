import type { CommerceConnector } from '../connector';
import { cartError } from './map-cart-errors';
import { addressInputOf, mapCart, mapPaymentMethod, mapShippingMethod } from './map-cart';
import { addressFieldProblem, invalid } from './cart-input-rules';
import { isOrder, isUnknownIdError, type CartKit } from './cart-session';
import {
  ACTIVE_ORDER_QUERY,
  ELIGIBLE_PAYMENT_METHODS_QUERY,
  ELIGIBLE_SHIPPING_METHODS_QUERY,
  SET_BILLING_ADDRESS_MUTATION,
  SET_CUSTOMER_MUTATION,
  SET_SHIPPING_ADDRESS_MUTATION,
  SET_SHIPPING_METHOD_MUTATION,
} from './queries/cart';
import type { RawErrorResult } from './raw-cart-types';

/** The checkout's steps before payment: the guest's email, the addresses and the methods to choose from. */
export function vendureCartCheckout(
  kit: CartKit,
): Pick<
  CommerceConnector,
  'setGuestEmail' | 'setShippingAddress' | 'getShippingMethods' | 'setShippingMethod' | 'setBillingAddress' | 'getPaymentMethods'
> {
  const { session, locale, outcome, mutate, activeOrder } = kit;
  return {
    async setGuestEmail(ctx, { email, firstname, lastname }) {
      const s = session(ctx);
      const address = typeof email === 'string' ? email.trim() : '';
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) || address.length > 254) {
        return invalid('email', 'email');
      }
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND') };
      const input = { emailAddress: address, firstName: firstname?.trim() ?? '', lastName: lastname?.trim() ?? '' };
      const result = (await s.run(SET_CUSTOMER_MUTATION, { input })).setCustomerForOrder;
      // A signed-in customer's cart already belongs to them: the email step has nothing to set.
      if ((result as RawErrorResult | null)?.errorCode === 'ALREADY_LOGGED_IN_ERROR') {
        const order = (await s.run(ACTIVE_ORDER_QUERY, {})).activeOrder;
        return s.done(
          order ? { ok: true as const, cart: mapCart(order, locale(s)) } : { ok: false as const, error: cartError('NOT_FOUND') },
        );
      }
      return s.done(outcome(s, result));
    },

    async setShippingAddress(ctx, { address }) {
      const s = session(ctx);
      const problem = addressFieldProblem(address, 'shipping');
      if (problem) return invalid(problem.field, problem.detail);
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND') };
      const input = addressInputOf(address, 'shipping');
      let result;
      try {
        result = (await s.run(SET_SHIPPING_ADDRESS_MUTATION, { input })).setOrderShippingAddress;
      } catch (error) {
        // An unknown country (or a field the engine refuses): a value, not a crash.
        if (isUnknownIdError(error)) return s.done(invalid('address', 'address'));
        throw error;
      }
      // Give a guest's customer record the address's names (setGuestEmail may have had none).
      if (isOrder(result) && result.customer?.emailAddress) {
        const customer = {
          emailAddress: result.customer.emailAddress,
          firstName: address.firstname.trim(),
          lastName: address.lastname.trim(),
        };
        const named = (await s.run(SET_CUSTOMER_MUTATION, { input: customer })).setCustomerForOrder;
        if (isOrder(named)) result = named;
      }
      return s.done(outcome(s, result));
    },

    async getShippingMethods(ctx) {
      const s = session(ctx);
      if (!s.hasToken()) return { methods: [] };
      const { eligibleShippingMethods } = await s.run(ELIGIBLE_SHIPPING_METHODS_QUERY, {});
      return s.done({ methods: eligibleShippingMethods.map((m) => mapShippingMethod(m, ctx.currency)) });
    },

    async setShippingMethod(ctx, { uid }) {
      const s = session(ctx);
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND') };
      try {
        return s.done(outcome(s, await mutate(s, SET_SHIPPING_METHOD_MUTATION, 'setOrderShippingMethod', { shippingMethodId: [uid] })));
      } catch (error) {
        if (isUnknownIdError(error)) return s.done(invalid('shipping_method'));
        throw error;
      }
    },

    async setBillingAddress(ctx, input) {
      const s = session(ctx);
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND') };
      let raw;
      if ('same_as_shipping' in input) {
        const order = await activeOrder(s);
        if (!order) return s.done({ ok: false, error: cartError('NOT_FOUND') });
        const shipping = order.shippingAddress;
        if (!shipping?.streetLine1 || !shipping.countryCode) {
          return s.done(invalid('address', 'shippingAddressFirst'));
        }
        raw = {
          fullName: shipping.fullName ?? '',
          streetLine1: shipping.streetLine1,
          city: shipping.city ?? '',
          postalCode: shipping.postalCode ?? '',
          countryCode: shipping.countryCode,
          phoneNumber: shipping.phoneNumber ?? '',
          ...(shipping.streetLine2 ? { streetLine2: shipping.streetLine2 } : {}),
          ...(shipping.company ? { company: shipping.company } : {}),
          ...(shipping.province ? { province: shipping.province } : {}),
          // A billing address has no date of birth (spec section 3), even when it is the shipping one.
          customFields: { pccc: shipping.customFields?.pccc || null, koreaDob: null },
        };
      } else {
        const problem = addressFieldProblem(input.address, 'billing');
        if (problem) return invalid(problem.field, problem.detail);
        raw = addressInputOf(input.address, 'billing');
      }
      try {
        return s.done(outcome(s, (await s.run(SET_BILLING_ADDRESS_MUTATION, { input: raw })).setOrderBillingAddress));
      } catch (error) {
        if (isUnknownIdError(error)) return s.done(invalid('address', 'address'));
        throw error;
      }
    },

    async getPaymentMethods(ctx) {
      const s = session(ctx);
      if (!s.hasToken()) return { methods: [] };
      const { eligiblePaymentMethods } = await s.run(ELIGIBLE_PAYMENT_METHODS_QUERY, {});
      return s.done({ methods: eligiblePaymentMethods.map(mapPaymentMethod) });
    },
  };
}
