import gql from 'graphql-tag';

/** Shop API: the signed-in customer records their cookie choice (the storefront's consent banner). */
export const shopApiExtensions = gql`
  input CustomerConsentInput {
    "the version of the cookie notice the customer saw (1 or more)"
    noticeVersion: Int!
    analytics: Boolean!
    marketing: Boolean!
  }
  type CustomerConsent {
    "when the engine recorded the choice"
    at: DateTime!
    noticeVersion: Int!
    analytics: Boolean!
    marketing: Boolean!
  }
  extend type Mutation {
    "keeps the active customer's latest choice (Customer custom fields consent*); refused without a customer"
    recordConsent(input: CustomerConsentInput!): CustomerConsent!
  }
`;
