import gql from 'graphql-tag';

/** Shop API: apply / remove cards on the active order and read them on any Order. */
export const shopApiExtensions = gql`
  "A gift card applied to an order; amounts in minor units of the order currency"
  type AppliedGiftCard {
    code: String!
    "e.g. TALAT-GC-****-1000: only the last 4 characters"
    masked: String!
    "what the card pays of this order (projected until the gift card payment is made)"
    appliedAmount: Int!
    "the card's balance in the order currency now"
    balance: Int!
    currencyCode: CurrencyCode!
  }
  "A card issued by buying the digital gift card product (once the order is paid)"
  type IssuedGiftCard {
    code: String!
    masked: String!
    "the card's balance (its value until spent), minor units of the order currency"
    value: Int!
    currencyCode: CurrencyCode!
  }
  extend type Order {
    appliedGiftCards: [AppliedGiftCard!]!
    "sum of appliedGiftCards.appliedAmount"
    giftCardTotal: Int!
    "totalWithTax - giftCardTotal (never below 0): what other payment methods must pay"
    payableTotal: Int!
    issuedGiftCards: [IssuedGiftCard!]!
  }
  type GiftCardNotFoundError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }
  type GiftCardNoBalanceError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }
  type GiftCardAlreadyAppliedError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }
  type GiftCardNotAppliedError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }
  type GiftCardOrderStateError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }
  type GiftCardLimitError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }
  union ApplyGiftCardResult =
      Order
    | GiftCardNotFoundError
    | GiftCardNoBalanceError
    | GiftCardAlreadyAppliedError
    | GiftCardOrderStateError
    | GiftCardLimitError
    | NoActiveOrderError
  union RemoveGiftCardResult = Order | GiftCardNotAppliedError | GiftCardOrderStateError | NoActiveOrderError
  extend type Mutation {
    "Applies a gift card code (any case, spaces ignored) to the active order; messages in the request language"
    applyGiftCardToOrder(code: String!): ApplyGiftCardResult!
    removeGiftCardFromOrder(code: String!): RemoveGiftCardResult!
  }
`;
