import gql from 'graphql-tag';

export const shopApiExtensions = gql`
  extend type Customer {
    "The key of the customer's first group (its key field, else its name, as a slug); general when in none"
    groupKey: String!
  }
`;
