import { gql } from './document';

/** The engine's stock-alerts plugin: back-in-stock requests and their emailed links. */
export interface RawStockAlertAnswer {
  outcome: string;
}

/** A shopper's request; without `email` a signed-in customer's own address (one click). */
export const REQUEST_STOCK_ALERT_MUTATION = gql<{ requestStockAlert: RawStockAlertAnswer }, { variantId: string; email?: string }>(
  `mutation RequestStockAlert($variantId: ID!, $email: String) { requestStockAlert(productVariantId: $variantId, emailAddress: $email) { outcome } }`,
);

export const CONFIRM_STOCK_ALERT_MUTATION = gql<{ confirmStockAlert: RawStockAlertAnswer }, { token: string }>(
  `mutation ConfirmStockAlert($token: String!) { confirmStockAlert(token: $token) { outcome } }`,
);

export const CANCEL_STOCK_ALERT_MUTATION = gql<{ cancelStockAlert: RawStockAlertAnswer }, { token: string }>(
  `mutation CancelStockAlert($token: String!) { cancelStockAlert(token: $token) { outcome } }`,
);
