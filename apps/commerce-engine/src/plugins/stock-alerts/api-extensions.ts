import gql from 'graphql-tag';

/** Shop API. Outcomes: see constants.ts (StockAlertOutcome). */
export const shopApiExtensions = gql`
  type StockAlertAnswer {
    "REQUESTED | ALREADY_REQUESTED | CONFIRMATION_SENT | CONFIRMED | CANCELLED | IN_STOCK | INVALID_EMAIL | INVALID_VARIANT | INVALID_TOKEN | EXPIRED_TOKEN | TOO_MANY_ALERTS"
    outcome: String!
  }
  extend type Mutation {
    "tell this address when the sold-out variant is back; a signed-in customer's own address (or none given) at once, any other after the emailed confirmation"
    requestStockAlert(productVariantId: ID!, emailAddress: String): StockAlertAnswer!
    "the token of the confirmation email's link"
    confirmStockAlert(token: String!): StockAlertAnswer!
    "the token of the confirmation email's cancel link"
    cancelStockAlert(token: String!): StockAlertAnswer!
  }
`;

/** Admin API: who waits for which variant, for staff. */
export const adminApiExtensions = gql`
  type StockAlert {
    id: ID!
    createdAt: DateTime!
    emailAddress: String!
    "PENDING (waiting for the address owner's confirmation) | ACTIVE"
    status: String!
    languageCode: String!
    productVariantId: ID!
  }
  type StockAlertList {
    items: [StockAlert!]!
    totalItems: Int!
  }
  extend type Query {
    "newest first; take defaults to 50, at most 200"
    stockAlerts(productVariantId: ID, status: String, skip: Int, take: Int): StockAlertList!
  }
`;
