/**
 * My Account on Magento (docs/decisions/0061): the profile (`updateCustomerV2`), the address book
 * (`createCustomerAddress`, `updateCustomerAddress`, `deleteCustomerAddress`; the addresses are read
 * with the customer, queries/customer.ts), the order history and one order (`customer.orders`),
 * and the newsletter flag (`is_subscribed`). Every one is sent with the customer's token.
 */
import { gql } from '../../graphql/document';
import type * as Raw from '../raw-account-types';
import { CUSTOMER_ADDRESS_FIELDS } from './account-fields';
import { MONEY } from './fragments';

export const UPDATE_CUSTOMER_MUTATION = gql<
  { updateCustomerV2: { customer: { email: string | null; is_subscribed: boolean | null } } | null },
  { input: Raw.RawCustomerUpdateInput }
>(`mutation UpdateCustomerV2($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) { customer { email is_subscribed } }
}`);

export const CREATE_CUSTOMER_ADDRESS_MUTATION = gql<
  { createCustomerAddress: Raw.RawCustomerAddress | null },
  { input: Raw.RawCustomerAddressInput }
>(`mutation CreateCustomerAddress($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) { ${CUSTOMER_ADDRESS_FIELDS} }
}`);

export const UPDATE_CUSTOMER_ADDRESS_MUTATION = gql<
  { updateCustomerAddress: Raw.RawCustomerAddress | null },
  { id: number; input: Partial<Raw.RawCustomerAddressInput> }
>(`mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {
  updateCustomerAddress(id: $id, input: $input) { ${CUSTOMER_ADDRESS_FIELDS} }
}`);

export const DELETE_CUSTOMER_ADDRESS_MUTATION = gql<{ deleteCustomerAddress: boolean | null }, { id: number }>(
  `mutation DeleteCustomerAddress($id: Int!) {
  deleteCustomerAddress(id: $id)
}`,
);

/**
 * The order history: newest first (Magento's own default order is not promised), a page at a time,
 * from every store view of the website (by default Magento lists only the asking store view's: an
 * order placed in Thai would be missing from the English pages).
 */
export const CUSTOMER_ORDERS_QUERY = gql<
  { customer: { orders: Raw.RawCustomerOrderList | null } | null },
  { pageSize: number; currentPage: number }
>(`query CustomerOrders($pageSize: Int, $currentPage: Int) {
  customer {
    orders(pageSize: $pageSize, currentPage: $currentPage, sort: { sort_field: CREATED_AT, sort_direction: DESC }, scope: WEBSITE) {
      total_count
      page_info { current_page page_size total_pages }
      items {
        number order_date status
        shipments { id }
        total { grand_total { ${MONEY} } }
        items { quantity_ordered }
      }
    }
  }
}`);

const ORDER_ADDRESS = `firstname lastname company street city region postcode country_code telephone`;

/** One of the customer's orders by its number: Magento answers only the token's customer's orders. */
export const CUSTOMER_ORDER_QUERY = gql<
  { customer: { email: string | null; orders: { items: Array<Raw.RawCustomerOrder | null> } | null } | null },
  { number: string }
>(`query CustomerOrder($number: String!) {
  customer {
    email
    orders(filter: { number: { eq: $number } }, pageSize: 1, scope: WEBSITE) {
      items {
        number order_date status shipping_method
        shipments { id }
        items {
          __typename id product_name product_sku product_url_key product_type quantity_ordered
          product_sale_price { ${MONEY} }
          selected_options { label value }
          discounts { label amount { ${MONEY} } }
        }
        total {
          subtotal { ${MONEY} }
          grand_total { ${MONEY} }
          total_tax { ${MONEY} }
          total_shipping { ${MONEY} }
          shipping_handling { amount_including_tax { ${MONEY} } }
          taxes { title rate amount { ${MONEY} } }
          discounts { label amount { ${MONEY} } }
        }
        shipping_address { ${ORDER_ADDRESS} }
        billing_address { ${ORDER_ADDRESS} }
        payment_methods { name type }
      }
    }
  }
}`);
