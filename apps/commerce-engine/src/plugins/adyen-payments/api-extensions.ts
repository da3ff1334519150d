import gql from 'graphql-tag';

export const shopApiExtensions = gql`
  "A talat-adyen payment's state and its order's, for a shopper waiting for it (PromptPay)."
  type AdyenPaymentStatus {
    "Created | ActionPending | Authorized | Settled | Declined | Cancelled | Error | CapturePending"
    state: String!
    orderCode: String!
    orderState: String!
  }

  extend type Query {
    "The state of a talat-adyen payment of the session's own order (also once placed), else null."
    adyenPaymentStatus(paymentId: ID!): AdyenPaymentStatus
  }
`;
