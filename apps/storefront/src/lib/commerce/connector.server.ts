import 'server-only';
import { connectorConfigFromEnv, createConnector, type CommerceConnector } from '@talat/commerce';
import { createCachedFetch } from '../cache/commerce-fetch';

/**
 * The one commerce connector of this process. Pages call it in-process (no HTTP hop to the
 * storefront API); the API route handlers use the same instance. Which backend, and where, is
 * the commerce package's business (`COMMERCE_BACKEND` and that backend's settings).
 */
let connector: CommerceConnector | undefined;

export function getConnector(): CommerceConnector {
  connector ??= createConnector(connectorConfigFromEnv(process.env, { fetch: createCachedFetch() }));
  return connector;
}
