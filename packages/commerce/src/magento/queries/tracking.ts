/**
 * "Where is my order?" on Magento (docs/decisions/0064): the customer's own order's status and
 * shipments with their tracking (`customer.orders`, sent with the customer's token; Magento answers
 * only that customer's orders). A guest's lookup goes over Magento's REST with the admin user's
 * token (tracking-connector.ts): 2.4.6's GraphQL has no guest order query.
 */
import { gql } from '../../graphql/document';
import type { RawTrackedOrder } from '../map-tracking';

export const CUSTOMER_ORDER_TRACKING_QUERY = gql<
  { customer: { orders: { items: Array<RawTrackedOrder | null> } | null } | null },
  { number: string }
>(`query CustomerOrderTracking($number: String!) {
  customer {
    orders(filter: { number: { eq: $number } }, pageSize: 1, scope: WEBSITE) {
      items {
        number order_date status carrier
        shipments { id number tracking { title carrier number } }
      }
    }
  }
}`);
