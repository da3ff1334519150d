import { productionRefusals } from '@talat/service-kit';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_PRODUCTION_RULES } from './production-settings';

const secret = (c: string) => c.repeat(44);
const ready = {
  NODE_ENV: 'production',
  CSRF_SECRET: secret('a'),
  SIGN_REQUEST_SECRET: secret('b'),
  ALTCHA_HMAC_KEY: secret('f'),
  REVALIDATE_SECRET: secret('c'),
  SSO_CLIENT_SECRET: secret('d'),
  SHOP_API_KEY: secret('e'),
  CONTENT_TOKEN: 'space-public-token-1234',
  STOREFRONT_URL: 'https://shop.example',
  SIGN_ON_URL: 'https://id.example',
  CONTENT_API_URL: 'https://content.example/v2',
  COMMERCE_SHOP_API_URL: 'http://engine.internal:3001/shop-api',
  CONTENT_VERSION: 'published',
  PAYMENT_PROVIDER: 'none',
};
const refusals = (env: Record<string, string | undefined>) => productionRefusals(env, STOREFRONT_PRODUCTION_RULES);
const names = (env: Record<string, string | undefined>) => refusals(env).map((r) => r.split(' ')[0]);

describe('the storefront in production', () => {
  it('starts with every secret, address and choice of its own', () => {
    expect(refusals(ready)).toEqual([]);
  });

  it('refuses every development default, naming each variable', () => {
    expect(names({ NODE_ENV: 'production' })).toEqual([
      'CSRF_SECRET',
      'SIGN_REQUEST_SECRET',
      'REVALIDATE_SECRET',
      'SSO_CLIENT_SECRET',
      'SHOP_API_KEY',
      'CONTENT_TOKEN',
      'STOREFRONT_URL',
      'SIGN_ON_URL',
      'CONTENT_API_URL',
      'COMMERCE_SHOP_API_URL',
      'CONTENT_VERSION',
      'PAYMENT_PROVIDER',
      'ALTCHA_HMAC_KEY',
    ]);
    expect(
      names({
        ...ready,
        CSRF_SECRET: 'talat-dev-csrf-secret',
        CONTENT_TOKEN: 'talat-preview-token',
        SHOP_API_KEY: 'talat-dev-shop-api-key',
      }),
    ).toEqual(['CSRF_SECRET', 'SHOP_API_KEY', 'CONTENT_TOKEN']);
  });

  it('shows drafts only on a deployment that says it is a preview', () => {
    expect(names({ ...ready, CONTENT_VERSION: 'draft' })).toEqual(['CONTENT_VERSION']);
    expect(refusals({ ...ready, CONTENT_VERSION: 'draft', CONTENT_PREVIEW_DEPLOYMENT: 'true' })).toEqual([]);
  });

  it("with Adyen wants the engine's Adyen environment, so that the policy admits that region's drop-in", () => {
    expect(refusals({ ...ready, PAYMENT_PROVIDER: 'adyen' })).toEqual([
      expect.stringContaining('ADYEN_ENVIRONMENT must be one of test, live, live-us, live-au, live-apse, live-in, not ""'),
    ]);
    expect(names({ ...ready, PAYMENT_PROVIDER: 'adyen', ADYEN_ENVIRONMENT: 'live-eu' })).toEqual(['ADYEN_ENVIRONMENT']);
    expect(refusals({ ...ready, PAYMENT_PROVIDER: 'adyen', ADYEN_ENVIRONMENT: 'live-apse' })).toEqual([]);
    expect(refusals({ ...ready, ADYEN_ENVIRONMENT: 'live-eu' })).toEqual([]);
  });

  it('takes no test card payments unless the shop says it is a test shop', () => {
    expect(names({ ...ready, PAYMENT_PROVIDER: 'test-card' })).toEqual(['PAYMENT_PROVIDER']);
    expect(names({ ...ready, PAYMENT_PROVIDER: undefined })).toEqual(['PAYMENT_PROVIDER']);
    expect(refusals({ ...ready, PAYMENT_PROVIDER: 'test-card', PAYMENT_TEST_MODE: 'true' })).toEqual([]);
  });

  it('signs captcha challenges with a key of the shop’s own, and has both reCAPTCHA keys when it is chosen', () => {
    expect(names({ ...ready, ALTCHA_HMAC_KEY: 'talat-dev-altcha-hmac-key' })).toEqual(['ALTCHA_HMAC_KEY']);
    expect(names({ ...ready, ALTCHA_HMAC_KEY: 'short-but-not-a-dev-key' })).toEqual(['ALTCHA_HMAC_KEY']);
    expect(refusals({ ...ready, ALTCHA_HMAC_KEY: undefined, CAPTCHA_PROVIDER: 'off' })).toEqual([]);
    expect(names({ ...ready, CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'site' })).toEqual(['RECAPTCHA_SECRET_KEY']);
    expect(refusals({ ...ready, CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' })).toEqual([]);
  });

  it('refuses cookies without TLS and the browser tests’ own pages', () => {
    expect(names({ ...ready, COOKIE_SECURE: 'false', TALAT_TEST_ROUTES: 'true' })).toEqual(['COOKIE_SECURE', 'TALAT_TEST_ROUTES']);
  });

  it('asks a Magento shop for Magento’s settings, not the engine’s', () => {
    const magento = {
      ...ready,
      COMMERCE_BACKEND: 'magento',
      SHOP_API_KEY: undefined,
      COMMERCE_SHOP_API_URL: undefined,
      MAGENTO_GRAPHQL_URL: 'https://magento.example/graphql',
      MAGENTO_ADMIN_USERNAME: 'talat-storefront',
      MAGENTO_ADMIN_PASSWORD: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
    };
    expect(refusals(magento)).toEqual([]);
    expect(
      names({ ...magento, MAGENTO_GRAPHQL_URL: undefined, MAGENTO_ADMIN_USERNAME: undefined, MAGENTO_ADMIN_PASSWORD: undefined }),
    ).toEqual(['MAGENTO_GRAPHQL_URL', 'MAGENTO_ADMIN_USERNAME', 'MAGENTO_ADMIN_PASSWORD']);
    expect(names({ ...magento, MAGENTO_ADMIN_USERNAME: 'talat-dev-admin', MAGENTO_ADMIN_PASSWORD: 'talat-dev-admin-password' })).toEqual([
      'MAGENTO_ADMIN_USERNAME',
      'MAGENTO_ADMIN_PASSWORD',
    ]);
    // The engine's shop does not need them.
    expect(refusals({ ...ready, MAGENTO_ADMIN_USERNAME: undefined, MAGENTO_ADMIN_PASSWORD: undefined })).toEqual([]);
  });
});
