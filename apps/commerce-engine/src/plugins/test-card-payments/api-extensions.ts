import gql from 'graphql-tag';

export const shopApiExtensions = gql`
  "Why completeTestCardChallenge refused; message in the request language."
  type TestCardChallengeError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    "INVALID_REF | EXPIRED_REF | PAYMENT_NOT_FOUND | NOT_ACTIVE_ORDER | ORDER_ALREADY_PAID | CONFLICT"
    reason: String!
  }

  union CompleteTestCardChallengeResult = Order | PaymentDeclinedError | TestCardChallengeError

  extend type Payment {
    "Challenge page of a talat-test-card payment in state ChallengePending (append ?returnUrl=...&lang=th|en), else null."
    testCardChallengeUrl: String
  }

  extend type Mutation {
    "Finishes a card challenge with the ref the challenge page appended to the return URL."
    completeTestCardChallenge(paymentId: ID!, ref: String!): CompleteTestCardChallengeResult!
  }
`;
