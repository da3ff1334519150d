import gql from 'graphql-tag';

/** Shop API. Amounts in minor units of the order currency. */
export const shopApiExtensions = gql`
  type LoyaltyRateInfo {
    currencyCode: CurrencyCode!
    "a point per this much paid"
    spendPerPoint: Int!
    "what a point pays"
    pointValue: Int!
  }
  type OrderLoyalty {
    "the customer's points now"
    balance: Int!
    "the customer chose to pay with points"
    applied: Boolean!
    "points that pay this order (a projection until the loyalty payment is made) and what they pay"
    pointsApplied: Int!
    appliedAmount: Int!
    "points this order earns when it is settled, and what they are worth"
    accrualPoints: Int!
    accrualAmount: Int!
    rate: LoyaltyRateInfo!
  }
  extend type Order {
    "null for a guest's order, or when loyalty is off or the currency has no rate"
    loyalty: OrderLoyalty
  }
  type LoyaltyLedgerEntry {
    id: ID!
    createdAt: DateTime!
    "accrual | spend | return | reversal"
    kind: String!
    points: Int!
    orderCode: String
  }
  type CustomerLoyalty {
    points: Int!
    "the last 50 changes, newest first"
    entries: [LoyaltyLedgerEntry!]!
  }
  "errorCode: NO_POINTS | NOT_AVAILABLE | ORDER_STATE"
  type LoyaltyError {
    errorCode: String!
    message: String!
  }
  union LoyaltyResult = Order | LoyaltyError
  extend type Query {
    activeCustomerLoyalty: CustomerLoyalty!
  }
  extend type Mutation {
    "the active order is to be paid with points first (after gift cards); they are spent by the talat-loyalty payment"
    applyLoyaltyPoints: LoyaltyResult!
    removeLoyaltyPoints: LoyaltyResult!
  }
`;

/** Admin API: a customer's balance and history, and staff adjustments (goodwill, corrections). */
export const adminApiExtensions = gql`
  type LoyaltyLedgerEntry {
    id: ID!
    createdAt: DateTime!
    kind: String!
    points: Int!
    orderCode: String
  }
  type CustomerLoyalty {
    points: Int!
    entries: [LoyaltyLedgerEntry!]!
  }
  extend type Query {
    customerLoyalty(customerId: ID!): CustomerLoyalty!
  }
  extend type Mutation {
    "adds (or with a negative number takes) points; the balance never goes below 0"
    adjustLoyaltyPoints(customerId: ID!, points: Int!): CustomerLoyalty!
  }
`;
