import { describe, expect, it } from 'vitest';
import { connectorConfigFromEnv } from './backend-config';
import { createConnector } from './index';

describe('connectorConfigFromEnv', () => {
  it('talks to the embedded Vendure engine when nothing is set', () => {
    expect(connectorConfigFromEnv({})).toEqual({
      backend: 'vendure',
      shopApiUrl: 'http://localhost:3001/shop-api',
      shopApiKey: 'talat-dev-shop-api-key',
    });
  });
  it('reads the backend’s own settings and adds the shared options', () => {
    const fetch = globalThis.fetch;
    const config = connectorConfigFromEnv(
      {
        COMMERCE_BACKEND: 'vendure',
        COMMERCE_SHOP_API_URL: 'https://engine.example/shop-api',
        COMMERCE_CHANNEL_TOKEN: 'th-channel',
        SHOP_API_KEY: 'k'.repeat(40),
      },
      { fetch },
    );
    expect(config).toEqual({
      backend: 'vendure',
      shopApiUrl: 'https://engine.example/shop-api',
      shopApiKey: 'k'.repeat(40),
      channelToken: 'th-channel',
      fetch,
    });
    expect(createConnector(config).name).toBe('vendure');
  });
  it('refuses a backend it does not know and a URL that is not http(s), naming the setting', () => {
    expect(() => connectorConfigFromEnv({ COMMERCE_BACKEND: 'shopify' })).toThrow(
      'COMMERCE_BACKEND "shopify" is not a backend this storefront knows (known: vendure, magento)',
    );
    expect(() => connectorConfigFromEnv({ COMMERCE_BACKEND: 'toString' })).toThrow('known: vendure');
    expect(() => connectorConfigFromEnv({ COMMERCE_SHOP_API_URL: 'ftp://engine' })).toThrow('COMMERCE_SHOP_API_URL must be an http(s) URL');
    expect(() => connectorConfigFromEnv({ COMMERCE_BACKEND: 'magento', MAGENTO_GRAPHQL_URL: 'shop.example/graphql' })).toThrow(
      'MAGENTO_GRAPHQL_URL must be an http(s) URL',
    );
  });
  it('reads Magento’s endpoint, store views and signing key when the backend is magento', () => {
    const config = connectorConfigFromEnv({
      COMMERCE_BACKEND: 'magento',
      MAGENTO_GRAPHQL_URL: 'https://shop.example/graphql',
      MAGENTO_STORE_TH: 'th_th',
      MAGENTO_HMAC_SECRET: 'k'.repeat(32),
    });
    expect(config).toEqual({
      backend: 'magento',
      graphqlUrl: 'https://shop.example/graphql',
      storeCodes: { th: 'th_th', en: 'en' },
      hmacSecret: 'k'.repeat(32),
    });
    expect(createConnector(config).name).toBe('magento');
  });
  it('reads the Login as Customer token only for the magento backend, and none when it is blank', () => {
    expect(connectorConfigFromEnv({ COMMERCE_BACKEND: 'magento', MAGENTO_INTEGRATION_TOKEN: ' t0ken ' })).toMatchObject({
      integrationToken: 't0ken',
    });
    expect(connectorConfigFromEnv({ COMMERCE_BACKEND: 'magento', MAGENTO_INTEGRATION_TOKEN: '  ' })).not.toHaveProperty('integrationToken');
    expect(connectorConfigFromEnv({ MAGENTO_INTEGRATION_TOKEN: 't0ken' })).not.toHaveProperty('integrationToken');
  });
});
