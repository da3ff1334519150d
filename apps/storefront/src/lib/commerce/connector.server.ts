import 'server-only';
import { createConnector, type CommerceConnector } from '@talat/commerce';
import { createCachedFetch } from '../cache/commerce-fetch';
import { getEnv } from '../config/env.server';

/**
 * The one commerce connector of this process. Pages call it in-process (no HTTP hop to the
 * storefront API); the API route handlers use the same instance.
 */
let connector: CommerceConnector | undefined;

export function getConnector(): CommerceConnector {
  connector ??= createConnector({
    backend: 'vendure',
    shopApiUrl: getEnv().COMMERCE_SHOP_API_URL,
    fetch: createCachedFetch(),
  });
  return connector;
}
