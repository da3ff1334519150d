import 'server-only';
import { connectorConfigFromEnv, createConnector, type CommerceConnector } from '@talat/commerce';
import { createCachedFetch } from '../cache/commerce-fetch';
import { paymentStore } from './payment-store.server';

/**
 * The one commerce connector of this process. Pages call it in-process (no HTTP hop to the
 * storefront API); the API route handlers use the same instance. Which backend, and where, is
 * the commerce package's business (`COMMERCE_BACKEND` and that backend's settings); payments it
 * pays from this server are kept where the webhook route finds them (payment-store.server.ts).
 */
let connector: CommerceConnector | undefined;

export function getConnector(): CommerceConnector {
  connector ??= createConnector(connectorConfigFromEnv(process.env, { fetch: createCachedFetch(), paymentStore: paymentStore() }));
  return connector;
}
