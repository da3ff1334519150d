/**
 * Every GraphQL document the Magento connector sends, written against Magento Open Source 2.4's
 * storefront schema. `operations.contract.test.ts` validates each one (and the variables the
 * connector builds) against the reference schema, so an unknown field or a wrong argument type
 * fails a test, not a shopper's page.
 *
 * Fields Magento adds at run time from the store's attribute settings (the `sku`, `price` and
 * `name` filters and sorts, the demo store's `size`, `colour` and `player` filters) are declared
 * in `store-attributes.ts` for the contract tests.
 */
import { gql, isMutation, operationNameOf, type GraphqlDocument } from '../graphql/document';
import type * as Raw from './raw-types';

/** A Magento document: a GraphQL string typed with its result and variables (graphql/document.ts). */
export type MagentoDocument<TData, TVariables = Record<string, never>> = GraphqlDocument<TData, TVariables>;
export { isMutation, operationNameOf };

const MONEY = 'value currency';

const PRICE_RANGE = `price_range {
  minimum_price { final_price { ${MONEY} } regular_price { ${MONEY} } }
  maximum_price { final_price { ${MONEY} } regular_price { ${MONEY} } }
}`;

const PRODUCT_TILE = `
  __typename uid sku name url_key stock_status only_x_left_in_stock rating_summary review_count
  thumbnail { url label position disabled }
  ${PRICE_RANGE}
`;

const CATEGORY_SUMMARY = 'uid name url_key url_path position';

const CATEGORY_DETAILS = `
  ${CATEGORY_SUMMARY} description
  breadcrumbs { category_uid category_name category_url_path }
`;

const CART_ADDRESS = `
  firstname lastname company street city postcode telephone
  region { code label }
  country { code label }
`;

const CART_FIELDS = `
  id email is_virtual total_quantity
  applied_coupons { code }
  prices {
    grand_total { ${MONEY} }
    subtotal_including_tax { ${MONEY} }
    subtotal_excluding_tax { ${MONEY} }
    applied_taxes { label amount { ${MONEY} } }
    discounts { label amount { ${MONEY} } }
  }
  items {
    __typename uid quantity
    prices {
      price_including_tax { ${MONEY} }
      row_total { ${MONEY} }
      row_total_including_tax { ${MONEY} }
      total_item_discount { ${MONEY} }
    }
    product { __typename uid sku name url_key stock_status only_x_left_in_stock thumbnail { url label } }
    ... on ConfigurableCartItem {
      configurable_options { configurable_product_option_uid option_label configurable_product_option_value_uid value_label }
      configured_variant { uid sku name thumbnail { url label } }
    }
    ... on BundleCartItem {
      bundle_options { uid label type values { uid label quantity } }
    }
  }
  shipping_addresses {
    ${CART_ADDRESS}
    selected_shipping_method { carrier_code carrier_title method_code method_title amount { ${MONEY} } }
  }
  billing_address { ${CART_ADDRESS} }
  selected_payment_method { code title }
`;

/* ---------------------------------------------------------------- store and catalogue */

/** `store-config-custom-query` of spec section 7: the fields Magento Open Source has. */
export const STORE_CONFIG_QUERY = gql<{ storeConfig: Raw.RawStoreConfig }>(`query StoreConfig {
  storeConfig {
    store_code store_name locale base_currency_code default_display_currency_code
    base_media_url secure_base_media_url base_link_url secure_base_link_url
    grid_per_page
    minimum_password_length required_character_classes_number
    catalog_default_sort_by product_reviews_enabled allow_guests_to_write_product_reviews
    magento_wishlist_general_is_enabled
  }
}`);

export const CURRENCY_QUERY = gql<{
  currency: Raw.RawCurrency;
  storeConfig: { default_display_currency_code: string | null };
}>(`query Currency {
  currency {
    base_currency_code default_display_currency_code
    available_currency_codes
    exchange_rates { currency_to rate }
  }
  storeConfig { default_display_currency_code }
}`);

export const ROUTE_QUERY = gql<{ route: Raw.RawRoute | null }, { url: string }>(`query Route($url: String!) {
  route(url: $url) {
    __typename type relative_url redirect_code
    ... on ProductInterface { uid sku url_key }
    ... on CategoryInterface { uid url_path }
  }
}`);

/** The tree below the store's root category, three levels deep (the menu's depth). */
export const CATEGORY_TREE_QUERY = gql<{ categories: { items: Raw.RawCategory[] } | null }>(`query CategoryTree {
  categories {
    items {
      ${CATEGORY_DETAILS}
      children {
        ${CATEGORY_DETAILS}
        children {
          ${CATEGORY_DETAILS}
          children { ${CATEGORY_DETAILS} }
        }
      }
    }
  }
}`);

export const CATEGORY_QUERY = gql<
  { categories: { items: Raw.RawCategory[] } | null },
  { filters: Record<string, { eq: string }> }
>(`query Category($filters: CategoryFilterInput) {
  categories(filters: $filters) {
    items {
      ${CATEGORY_DETAILS}
      children { ${CATEGORY_DETAILS} }
    }
  }
}`);

export const PRODUCT_DETAILS_QUERY = gql<
  { products: { items: Raw.RawProductDetails[] } | null },
  { filter: Record<string, unknown> }
>(`query ProductDetails($filter: ProductAttributeFilterInput) {
  products(filter: $filter, pageSize: 1) {
    items {
      ${PRODUCT_TILE}
      description { html }
      meta_title meta_description
      media_gallery { url label position disabled }
      categories { ${CATEGORY_SUMMARY} }
      ... on ConfigurableProduct {
        configurable_options { uid attribute_code label values { uid label } }
        variants {
          attributes { code uid }
          product { sku name stock_status only_x_left_in_stock thumbnail { url label } ${PRICE_RANGE} }
        }
      }
      ... on BundleProduct {
        items { title options { quantity product { sku name } } }
      }
    }
  }
}`);

export interface ProductListVariables {
  filter?: Record<string, unknown>;
  search?: string;
  sort?: Record<string, 'ASC' | 'DESC'>;
  pageSize: number;
  currentPage: number;
}

export const PRODUCT_LIST_QUERY = gql<{ products: Raw.RawProductList }, ProductListVariables>(`query ProductList(
  $filter: ProductAttributeFilterInput
  $search: String
  $sort: ProductAttributeSortInput
  $pageSize: Int
  $currentPage: Int
) {
  products(filter: $filter, search: $search, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info { current_page page_size total_pages }
    aggregations { attribute_code label options { label value count } }
    items { ${PRODUCT_TILE} }
  }
}`);

export const SEARCH_SUGGESTIONS_QUERY = gql<
  { products: { items: Raw.RawProductTile[] } },
  { search: string; pageSize: number }
>(`query SearchSuggestions($search: String!, $pageSize: Int) {
  products(search: $search, pageSize: $pageSize) {
    items { ${PRODUCT_TILE} categories { ${CATEGORY_SUMMARY} } }
  }
}`);

export const RELATED_PRODUCTS_QUERY = gql<
  { products: { items: Array<{ related_products: Raw.RawProductTile[] | null }> } | null },
  { filter: Record<string, unknown> }
>(`query RelatedProducts($filter: ProductAttributeFilterInput) {
  products(filter: $filter, pageSize: 1) {
    items { related_products { ${PRODUCT_TILE} } }
  }
}`);

export const PRODUCT_REVIEWS_QUERY = gql<
  { products: { items: Raw.RawReviewedProduct[] } | null },
  { filter: Record<string, unknown>; pageSize: number; currentPage: number }
>(`query ProductReviews($filter: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int) {
  products(filter: $filter, pageSize: 1) {
    items {
      sku rating_summary review_count
      reviews(pageSize: $pageSize, currentPage: $currentPage) {
        items { nickname summary text created_at average_rating ratings_breakdown { name value } }
        page_info { current_page page_size total_pages }
      }
    }
  }
}`);

export const CREATE_REVIEW_MUTATION = gql<
  { createProductReview: { review: Raw.RawReview } },
  { input: Raw.RawReviewInput }
>(`mutation CreateProductReview($input: CreateProductReviewInput!) {
  createProductReview(input: $input) {
    review { nickname summary text created_at average_rating ratings_breakdown { name value } }
  }
}`);

export const REVIEW_METADATA_QUERY = gql<{
  productReviewRatingsMetadata: { items: Raw.RawRatingMetadata[] };
}>(`query ReviewRatingsMetadata {
  productReviewRatingsMetadata { items { id name values { value_id value } } }
}`);

/* ---------------------------------------------------------------- cart and checkout */

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

export const CUSTOMER_QUERY = gql<{ customer: Raw.RawCustomer | null }>(`query Customer {
  customer { firstname lastname email is_subscribed }
}`);

export const CUSTOMER_ORDERS_QUERY = gql<
  { customer: { orders: Raw.RawCustomerOrders | null } | null },
  { filter?: Record<string, unknown>; pageSize: number; currentPage: number }
>(`query CustomerOrders($filter: CustomerOrdersFilterInput, $pageSize: Int, $currentPage: Int) {
  customer {
    orders(filter: $filter, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info { current_page page_size total_pages }
      items {
        number order_date status
        total { grand_total { ${MONEY} } }
      }
    }
  }
}`);

export const REVOKE_CUSTOMER_TOKEN_MUTATION = gql<{ revokeCustomerToken: { result: boolean } | null }>(`mutation RevokeCustomerToken {
  revokeCustomerToken { result }
}`);

export const SUBSCRIBE_NEWSLETTER_MUTATION = gql<
  { subscribeEmailToNewsletter: { status: string | null } | null },
  { email: string }
>(`mutation SubscribeEmailToNewsletter($email: String!) {
  subscribeEmailToNewsletter(email: $email) { status }
}`);

/** Every document, by operation name: what the contract tests walk. */
export const MAGENTO_OPERATIONS: Record<string, string> = Object.fromEntries(
  [
    STORE_CONFIG_QUERY,
    CURRENCY_QUERY,
    ROUTE_QUERY,
    CATEGORY_TREE_QUERY,
    CATEGORY_QUERY,
    PRODUCT_DETAILS_QUERY,
    PRODUCT_LIST_QUERY,
    SEARCH_SUGGESTIONS_QUERY,
    RELATED_PRODUCTS_QUERY,
    PRODUCT_REVIEWS_QUERY,
    CREATE_REVIEW_MUTATION,
    REVIEW_METADATA_QUERY,
    CREATE_EMPTY_CART_MUTATION,
    CART_QUERY,
    CUSTOMER_CART_QUERY,
    MERGE_CARTS_MUTATION,
    ADD_PRODUCTS_MUTATION,
    UPDATE_ITEMS_MUTATION,
    REMOVE_ITEM_MUTATION,
    APPLY_COUPON_MUTATION,
    REMOVE_COUPON_MUTATION,
    SET_GUEST_EMAIL_MUTATION,
    SET_SHIPPING_ADDRESS_MUTATION,
    SHIPPING_METHODS_QUERY,
    SET_SHIPPING_METHOD_MUTATION,
    SET_BILLING_ADDRESS_MUTATION,
    PAYMENT_METHODS_QUERY,
    SET_PAYMENT_METHOD_MUTATION,
    PLACE_ORDER_MUTATION,
    CUSTOMER_QUERY,
    CUSTOMER_ORDERS_QUERY,
    REVOKE_CUSTOMER_TOKEN_MUTATION,
    SUBSCRIBE_NEWSLETTER_MUTATION,
  ].map((document) => [operationNameOf(document), document]),
);
