import gql from 'graphql-tag';

/** Shop API. Outcomes and statuses: see constants.ts (NewsletterOutcome, NewsletterStatus). */
export const shopApiExtensions = gql`
  type NewsletterAnswer {
    "CONFIRMATION_SENT | ALREADY_PENDING | ALREADY_SUBSCRIBED | CONFIRMED | UNSUBSCRIBED | INVALID_EMAIL | INVALID_SOURCE | INVALID_TOKEN | EXPIRED_TOKEN"
    outcome: String!
    "PENDING | SUBSCRIBED | UNSUBSCRIBED; null when the address has no subscription"
    status: String
  }
  type CustomerNewsletter {
    emailAddress: String!
    status: String
    consentAt: DateTime
    consentSource: String
  }
  extend type Query {
    "the signed-in customer's own address"
    activeCustomerNewsletter: CustomerNewsletter!
  }
  extend type Mutation {
    "source: footer | account | modal | exit-capture; sends the confirmation email (double opt-in)"
    subscribeToNewsletter(emailAddress: String!, source: String!): NewsletterAnswer!
    confirmNewsletterSubscription(token: String!): NewsletterAnswer!
    unsubscribeFromNewsletter(token: String!): NewsletterAnswer!
    unsubscribeActiveCustomerFromNewsletter: NewsletterAnswer!
  }
`;

/** Admin API: the subscriptions with their consent, for staff and exports. */
export const adminApiExtensions = gql`
  type NewsletterSubscription {
    id: ID!
    createdAt: DateTime!
    emailAddress: String!
    status: String!
    languageCode: String!
    source: String!
    consentAt: DateTime
    consentSource: String
    unsubscribedAt: DateTime
  }
  type NewsletterSubscriptionList {
    items: [NewsletterSubscription!]!
    totalItems: Int!
  }
  extend type Query {
    "newest first; take defaults to 50, at most 200"
    newsletterSubscriptions(skip: Int, take: Int, status: String): NewsletterSubscriptionList!
  }
`;
