import type { RawCreateAddressInput, RawOrder, RawOrderResult, RawPaymentMethodQuote, RawShippingMethodQuote } from '../raw-cart-types';
import type { RawOrderLineFieldsInput } from '../line-fields-input';
import { gql } from './document';
import { ASSET_FIELDS } from './fragments';

const ADDRESS_FIELDS = `fullName company streetLine1 streetLine2 city province postalCode countryCode phoneNumber customFields { pccc koreaDob }`;

/** Everything the unified Cart and OrderSummary need, in one selection. */
export const ORDER_FIELDS = `id code state active orderPlacedAt currencyCode totalQuantity
subTotal subTotalWithTax shipping shippingWithTax total totalWithTax
couponCodes
promotions { id couponCode name }
discounts { adjustmentSource description amount amountWithTax }
taxSummary { description taxRate taxBase taxTotal }
customer { emailAddress }
shippingAddress { ${ADDRESS_FIELDS} }
billingAddress { ${ADDRESS_FIELDS} }
shippingLines { price priceWithTax shippingMethod { id code name description } }
appliedGiftCards { code masked appliedAmount balance currencyCode }
giftCardTotal payableTotal
loyalty { balance applied pointsApplied appliedAmount accrualPoints accrualAmount rate { currencyCode spendPerPoint pointValue } }
lines {
  id quantity unitPriceWithTax linePrice linePriceWithTax discountedLinePriceWithTax taxRate
  featuredAsset { ${ASSET_FIELDS} }
  customFields { personalisationName personalisationNumber bundleOptions }
  productVariant {
    id sku name stockLevel
    featuredAsset { ${ASSET_FIELDS} }
    options { code name group { name } }
    product { id slug name featuredAsset { ${ASSET_FIELDS} } customFields { kind preorder virtual visibility bundleComponents printPriceThb printPriceGbp } }
  }
}
payments { id method amount state metadata testCardChallengeUrl }`;

/** Without the union members some mutations do not have (GraphQL refuses impossible fragments). */
const SIMPLE_RESULT = `__typename
... on Order { ${ORDER_FIELDS} }
... on ErrorResult { errorCode message }`;

/** What adding or changing a line answers: the order, or why not (stock, limits, the line check). */
const LINE_CHANGE_RESULT = `${SIMPLE_RESULT}
... on InsufficientStockError { quantityAvailable order { ${ORDER_FIELDS} } }
... on OrderLimitError { maxItems }
... on OrderInterceptorError { interceptorError }`;

/** A mutation answering an order-or-error union under the field K. */
function orderMutation<K extends string, V>(source: string) {
  return gql<{ [P in K]: RawOrderResult }, V>(source);
}

export const ACTIVE_ORDER_QUERY = gql<{ activeOrder: RawOrder | null }>(`query ActiveOrder {
  activeOrder { ${ORDER_FIELDS} }
}`);

export const ORDER_BY_CODE_QUERY = gql<{ orderByCode: RawOrder | null }, { code: string }>(`query OrderByCode($code: String!) {
  orderByCode(code: $code) { ${ORDER_FIELDS} }
}`);

/** Vendure has no "create empty order": this creates the session's active order (empty) if missing. */
export const CREATE_CART_MUTATION = orderMutation<'removeAllOrderLines', Record<string, never>>(`mutation CreateCart {
  removeAllOrderLines { ${SIMPLE_RESULT} }
}`);

export const ADD_ITEM_MUTATION = orderMutation<
  'addItemToOrder',
  { productVariantId: string; quantity: number; customFields?: RawOrderLineFieldsInput }
>(`mutation AddItemToOrder($productVariantId: ID!, $quantity: Int!, $customFields: OrderLineCustomFieldsInput) {
  addItemToOrder(productVariantId: $productVariantId, quantity: $quantity, customFields: $customFields) {
    ${LINE_CHANGE_RESULT}
  }
}`);

export const ADJUST_LINE_MUTATION = orderMutation<
  'adjustOrderLine',
  { orderLineId: string; quantity: number }
>(`mutation AdjustOrderLine($orderLineId: ID!, $quantity: Int!) {
  adjustOrderLine(orderLineId: $orderLineId, quantity: $quantity) {
    ${LINE_CHANGE_RESULT}
  }
}`);

export const REMOVE_LINE_MUTATION = orderMutation<'removeOrderLine', { orderLineId: string }>(`mutation RemoveOrderLine($orderLineId: ID!) {
  removeOrderLine(orderLineId: $orderLineId) { ${SIMPLE_RESULT} }
}`);

export const APPLY_COUPON_MUTATION = orderMutation<
  'applyCouponCode',
  { couponCode: string }
>(`mutation ApplyCouponCode($couponCode: String!) {
  applyCouponCode(couponCode: $couponCode) { ${SIMPLE_RESULT} }
}`);

/** removeCouponCode answers a plain Order (or null without an active order). */
export const REMOVE_COUPON_MUTATION = gql<{ removeCouponCode: RawOrder | null }, { couponCode: string }>(
  `mutation RemoveCouponCode($couponCode: String!) {
  removeCouponCode(couponCode: $couponCode) { ${ORDER_FIELDS} }
}`,
);

export const APPLY_GIFT_CARD_MUTATION = orderMutation<
  'applyGiftCardToOrder',
  { code: string }
>(`mutation ApplyGiftCardToOrder($code: String!) {
  applyGiftCardToOrder(code: $code) { ${SIMPLE_RESULT} }
}`);

export const APPLY_LOYALTY_MUTATION = orderMutation<'applyLoyaltyPoints', Record<string, never>>(`mutation ApplyLoyaltyPoints {
  applyLoyaltyPoints { __typename ... on Order { ${ORDER_FIELDS} } ... on LoyaltyError { errorCode message } }
}`);

export const REMOVE_LOYALTY_MUTATION = orderMutation<'removeLoyaltyPoints', Record<string, never>>(`mutation RemoveLoyaltyPoints {
  removeLoyaltyPoints { __typename ... on Order { ${ORDER_FIELDS} } ... on LoyaltyError { errorCode message } }
}`);

export const REMOVE_GIFT_CARD_MUTATION = orderMutation<
  'removeGiftCardFromOrder',
  { code: string }
>(`mutation RemoveGiftCardFromOrder($code: String!) {
  removeGiftCardFromOrder(code: $code) { ${SIMPLE_RESULT} }
}`);

export const SET_CUSTOMER_MUTATION = orderMutation<
  'setCustomerForOrder',
  { input: { emailAddress: string; firstName: string; lastName: string } }
>(`mutation SetCustomerForOrder($input: CreateCustomerInput!) {
  setCustomerForOrder(input: $input) { ${SIMPLE_RESULT} }
}`);

export const SET_SHIPPING_ADDRESS_MUTATION = orderMutation<
  'setOrderShippingAddress',
  { input: RawCreateAddressInput }
>(`mutation SetOrderShippingAddress($input: CreateAddressInput!) {
  setOrderShippingAddress(input: $input) { ${SIMPLE_RESULT} }
}`);

export const SET_BILLING_ADDRESS_MUTATION = orderMutation<
  'setOrderBillingAddress',
  { input: RawCreateAddressInput }
>(`mutation SetOrderBillingAddress($input: CreateAddressInput!) {
  setOrderBillingAddress(input: $input) { ${SIMPLE_RESULT} }
}`);

export const ELIGIBLE_SHIPPING_METHODS_QUERY = gql<{ eligibleShippingMethods: RawShippingMethodQuote[] }>(
  `query EligibleShippingMethods {
  eligibleShippingMethods { id code name description price priceWithTax }
}`,
);

export const SET_SHIPPING_METHOD_MUTATION = orderMutation<
  'setOrderShippingMethod',
  { shippingMethodId: string[] }
>(`mutation SetOrderShippingMethod($shippingMethodId: [ID!]!) {
  setOrderShippingMethod(shippingMethodId: $shippingMethodId) { ${SIMPLE_RESULT} }
}`);

export const ELIGIBLE_PAYMENT_METHODS_QUERY = gql<{ eligiblePaymentMethods: RawPaymentMethodQuote[] }>(
  `query EligiblePaymentMethods {
  eligiblePaymentMethods { id code name description isEligible eligibilityMessage client }
}`,
);

export const TRANSITION_ORDER_MUTATION = orderMutation<
  'transitionOrderToState',
  { state: string }
>(`mutation TransitionOrderToState($state: String!) {
  transitionOrderToState(state: $state) {
    __typename
    ... on Order { ${ORDER_FIELDS} }
    ... on ErrorResult { errorCode message }
    ... on OrderStateTransitionError { transitionError }
  }
}`);

export const ADD_PAYMENT_MUTATION = orderMutation<
  'addPaymentToOrder',
  { input: { method: string; metadata: Record<string, unknown> } }
>(`mutation AddPaymentToOrder($input: PaymentInput!) {
  addPaymentToOrder(input: $input) {
    __typename
    ... on Order { ${ORDER_FIELDS} }
    ... on ErrorResult { errorCode message }
    ... on OrderStateTransitionError { transitionError }
    ... on PaymentDeclinedError { paymentErrorMessage }
    ... on PaymentFailedError { paymentErrorMessage }
  }
}`);

/** A talat-adyen payment the shopper waits for (adyen-payments plugin; absent without it). */
export const PAYMENT_STATUS_QUERY = gql<
  { adyenPaymentStatus: { state: string; orderCode: string; orderState: string } | null },
  { paymentId: string }
>(`query PaymentStatus($paymentId: ID!) {
  adyenPaymentStatus(paymentId: $paymentId) { state orderCode orderState }
}`);

/** The engine's one way back from any provider's action (payment-methods plugin). */
export const SUBMIT_PAYMENT_DETAILS_MUTATION = orderMutation<
  'submitPaymentDetails',
  { paymentId: string; details: Record<string, string> }
>(`mutation SubmitPaymentDetails($paymentId: ID!, $details: JSON!) {
  submitPaymentDetails(paymentId: $paymentId, details: $details) {
    __typename
    ... on Order { ${ORDER_FIELDS} }
    ... on PaymentDeclinedError { errorCode message paymentErrorMessage }
    ... on PaymentDetailsError { errorCode message reason }
  }
}`);

/** Finds a variant id by SKU through Vendure's default search index (exact match kept). */
export const VARIANT_BY_SKU_QUERY = gql<
  { search: { items: { sku: string; productVariantId: string }[] } },
  { term: string }
>(`query VariantBySku($term: String!) {
  search(input: { term: $term, groupByProduct: false, take: 10 }) { items { sku productVariantId } }
}`);

export const SET_CURRENCY_MUTATION = orderMutation<'setCurrencyCodeForOrder', { currencyCode: string }>(
  `mutation SetCurrencyCodeForOrder($currencyCode: CurrencyCode!) {
  setCurrencyCodeForOrder(currencyCode: $currencyCode) { ${SIMPLE_RESULT} }
}`,
);
