export { createVendureConnector, type VendureConnectorOptions } from './vendure-connector';
export { DEFAULT_TIMEOUT_MS } from './graphql-client';
export { readOperationName } from './read-operation-name';
