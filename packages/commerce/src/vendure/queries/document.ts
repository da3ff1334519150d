// The Vendure connector's documents are GraphQL strings typed with their result and variables.
export { gql, operationNameOf, type GraphqlDocument } from '../../graphql/document';
