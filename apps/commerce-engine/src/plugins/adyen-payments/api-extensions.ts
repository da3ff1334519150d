import gql from 'graphql-tag';

export const shopApiExtensions = gql`
  "Why submitAdyenPaymentDetails did not take the details; message in the request language."
  type AdyenPaymentError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    "PAYMENT_NOT_FOUND | NOT_ACTIVE_ORDER | INVALID_DETAILS | DETAILS_REJECTED | UNAVAILABLE | PAYMENT_CLOSED"
    reason: String!
  }

  union SubmitAdyenPaymentDetailsResult = Order | PaymentDeclinedError | AdyenPaymentError

  "A talat-adyen payment's state and its order's, for a shopper waiting for it (PromptPay)."
  type AdyenPaymentStatus {
    "Created | ActionPending | Authorized | Settled | Declined | Cancelled | Error | CapturePending"
    state: String!
    orderCode: String!
    orderState: String!
  }

  extend type Mutation {
    "Hands an Adyen action's result (the drop-in's state.data.details, or { redirectResult }) to Adyen's /payments/details."
    submitAdyenPaymentDetails(paymentId: ID!, details: JSON!): SubmitAdyenPaymentDetailsResult!
  }

  extend type Query {
    "The state of a talat-adyen payment of the session's own order (also once placed), else null."
    adyenPaymentStatus(paymentId: ID!): AdyenPaymentStatus
  }
`;
