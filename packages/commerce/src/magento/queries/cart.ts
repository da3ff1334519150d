/** The cart and checkout. */
import { gql } from '../../graphql/document';
import type * as Raw from '../raw-types';
import { MONEY, CART_FIELDS } from './fragments';

export const CREATE_EMPTY_CART_MUTATION = gql<{ createEmptyCart: string | null }>(`mutation CreateEmptyCart {
  createEmptyCart
}`);

export const CART_QUERY = gql<{ cart: Raw.RawCart | null }, { cartId: string }>(`query Cart($cartId: String!) {
  cart(cart_id: $cartId) { ${CART_FIELDS} }
}`);

export const CUSTOMER_CART_QUERY = gql<{ customerCart: Raw.RawCart }>(`query CustomerCart {
  customerCart { ${CART_FIELDS} }
}`);

export const MERGE_CARTS_MUTATION = gql<
  { mergeCarts: Raw.RawCart },
  { sourceCartId: string; destinationCartId?: string }
>(`mutation MergeCarts($sourceCartId: String!, $destinationCartId: String) {
  mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) { ${CART_FIELDS} }
}`);

export interface RawCartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string;
  selected_options?: string[];
  entered_options?: Array<{ uid: string; value: string }>;
}

export const ADD_PRODUCTS_MUTATION = gql<
  { addProductsToCart: { cart: Raw.RawCart; user_errors: Raw.RawUserError[] } | null },
  { cartId: string; cartItems: RawCartItemInput[] }
>(`mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
    cart { ${CART_FIELDS} }
    user_errors { code message }
  }
}`);

export const UPDATE_ITEMS_MUTATION = gql<
  { updateCartItems: { cart: Raw.RawCart } | null },
  { input: { cart_id: string; cart_items: Array<{ cart_item_uid: string; quantity: number }> } }
>(`mutation UpdateCartItems($input: UpdateCartItemsInput) {
  updateCartItems(input: $input) { cart { ${CART_FIELDS} } }
}`);

export const REMOVE_ITEM_MUTATION = gql<
  { removeItemFromCart: { cart: Raw.RawCart } | null },
  { input: { cart_id: string; cart_item_uid: string } }
>(`mutation RemoveItemFromCart($input: RemoveItemFromCartInput) {
  removeItemFromCart(input: $input) { cart { ${CART_FIELDS} } }
}`);

export const APPLY_COUPON_MUTATION = gql<
  { applyCouponToCart: { cart: Raw.RawCart } | null },
  { input: { cart_id: string; coupon_code: string } }
>(`mutation ApplyCouponToCart($input: ApplyCouponToCartInput) {
  applyCouponToCart(input: $input) { cart { ${CART_FIELDS} } }
}`);

export const REMOVE_COUPON_MUTATION = gql<
  { removeCouponFromCart: { cart: Raw.RawCart | null } | null },
  { input: { cart_id: string } }
>(`mutation RemoveCouponFromCart($input: RemoveCouponFromCartInput) {
  removeCouponFromCart(input: $input) { cart { ${CART_FIELDS} } }
}`);

export const SET_GUEST_EMAIL_MUTATION = gql<
  { setGuestEmailOnCart: { cart: Raw.RawCart } | null },
  { input: { cart_id: string; email: string } }
>(`mutation SetGuestEmailOnCart($input: SetGuestEmailOnCartInput) {
  setGuestEmailOnCart(input: $input) { cart { ${CART_FIELDS} } }
}`);

export const SET_SHIPPING_ADDRESS_MUTATION = gql<
  { setShippingAddressesOnCart: { cart: Raw.RawCart } | null },
  { input: { cart_id: string; shipping_addresses: Array<{ address: Raw.RawCartAddressInput }> } }
>(`mutation SetShippingAddressesOnCart($input: SetShippingAddressesOnCartInput) {
  setShippingAddressesOnCart(input: $input) { cart { ${CART_FIELDS} } }
}`);

export const SHIPPING_METHODS_QUERY = gql<
  { cart: Raw.RawShippingMethodsCart | null },
  { cartId: string }
>(`query AvailableShippingMethods($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    shipping_addresses {
      available_shipping_methods {
        carrier_code carrier_title method_code method_title available error_message
        amount { ${MONEY} } price_incl_tax { ${MONEY} } price_excl_tax { ${MONEY} }
      }
    }
  }
}`);

export const SET_SHIPPING_METHOD_MUTATION = gql<
  { setShippingMethodsOnCart: { cart: Raw.RawCart } | null },
  { input: { cart_id: string; shipping_methods: Array<{ carrier_code: string; method_code: string }> } }
>(`mutation SetShippingMethodsOnCart($input: SetShippingMethodsOnCartInput) {
  setShippingMethodsOnCart(input: $input) { cart { ${CART_FIELDS} } }
}`);

export const SET_BILLING_ADDRESS_MUTATION = gql<
  { setBillingAddressOnCart: { cart: Raw.RawCart } | null },
  { input: { cart_id: string; billing_address: { address?: Raw.RawCartAddressInput; same_as_shipping?: boolean } } }
>(`mutation SetBillingAddressOnCart($input: SetBillingAddressOnCartInput) {
  setBillingAddressOnCart(input: $input) { cart { ${CART_FIELDS} } }
}`);

export const PAYMENT_METHODS_QUERY = gql<
  { cart: { id: string; available_payment_methods: Raw.RawPaymentMethod[] | null } | null },
  { cartId: string }
>(`query AvailablePaymentMethods($cartId: String!) {
  cart(cart_id: $cartId) { id available_payment_methods { code title } }
}`);

export const SET_PAYMENT_METHOD_MUTATION = gql<
  { setPaymentMethodOnCart: { cart: Raw.RawCart } | null },
  { input: { cart_id: string; payment_method: { code: string } } }
>(`mutation SetPaymentMethodOnCart($input: SetPaymentMethodOnCartInput!) {
  setPaymentMethodOnCart(input: $input) { cart { ${CART_FIELDS} } }
}`);

export const PLACE_ORDER_MUTATION = gql<
  { placeOrder: { order: { order_number: string } } | null },
  { input: { cart_id: string } }
>(`mutation PlaceOrder($input: PlaceOrderInput) {
  placeOrder(input: $input) { order { order_number } }
}`);

/* ---------------------------------------------------------------- customer */
