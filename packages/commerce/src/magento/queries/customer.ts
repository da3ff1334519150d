/** The signed-in customer, their orders, sign-out and the newsletter. */
import { gql } from '../../graphql/document';
import type * as Raw from '../raw-types';
import { MONEY } from './fragments';

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
