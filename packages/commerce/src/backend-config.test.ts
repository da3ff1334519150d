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
  it('reads the admin user for Login as Customer only for the magento backend, with both its name and password', () => {
    expect(
      connectorConfigFromEnv({
        COMMERCE_BACKEND: 'magento',
        MAGENTO_ADMIN_USERNAME: ' talat ',
        MAGENTO_ADMIN_PASSWORD: 'p w',
        MAGENTO_ADMIN_TOTP_SECRET: 'gezd gnbv',
        MAGENTO_ADMIN_TOKEN_TTL: '3600',
        MAGENTO_REST_URL: 'https://shop.example/rest/all',
      }),
    ).toMatchObject({
      admin: {
        username: 'talat',
        password: 'p w',
        totpSecret: 'gezdgnbv',
        tokenTtlSeconds: 3600,
        restUrl: 'https://shop.example/rest/all',
      },
    });
    // Both or nothing; only for Magento; a bad lifetime or secret stops the start.
    expect(connectorConfigFromEnv({ COMMERCE_BACKEND: 'magento', MAGENTO_ADMIN_USERNAME: 'talat' })).not.toHaveProperty('admin');
    expect(connectorConfigFromEnv({ MAGENTO_ADMIN_USERNAME: 'talat', MAGENTO_ADMIN_PASSWORD: 'p' })).not.toHaveProperty('admin');
    const magento = { COMMERCE_BACKEND: 'magento', MAGENTO_ADMIN_USERNAME: 'talat', MAGENTO_ADMIN_PASSWORD: 'p' };
    expect(() => connectorConfigFromEnv({ ...magento, MAGENTO_ADMIN_TOKEN_TTL: '4h' })).toThrow(/MAGENTO_ADMIN_TOKEN_TTL/);
    expect(() => connectorConfigFromEnv({ ...magento, MAGENTO_ADMIN_TOTP_SECRET: '0189!' })).toThrow(/MAGENTO_ADMIN_TOTP_SECRET/);
  });
});
