import gql from 'graphql-tag';

export const shopApiExtensions = gql`
  "one parcel of an order: carrier is the carrier's code (the store config's carriers) or what staff typed"
  type TalatShipment {
    carrier: String!
    trackingCode: String
    state: String!
    expectedDelivery: DateTime
  }
  "where a placed order stands, and its parcels"
  type TalatOrderTracking {
    code: String!
    state: String!
    placedAt: DateTime
    shipments: [TalatShipment!]!
  }
  extend type Query {
    "a placed order by its number and the email on it; null when either is wrong (never which), throttled per client"
    orderTracking(code: String!, emailAddress: String!): TalatOrderTracking
  }
  extend type Order {
    tracking: TalatOrderTracking!
  }
`;
