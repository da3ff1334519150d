import { invalidAdyenEnvironmentMessage, isAdyenEnvironment } from '@talat/rules/adyen-environment';
import { isOn, type Env, type SettingRule } from '@talat/service-kit';
import { MAGENTO_ADYEN_PRODUCTION_RULES } from './magento-adyen-settings';
import { paymentProviderOf } from './payment-origins';

/**
 * What the storefront refuses to start with under NODE_ENV=production (docs/decisions/0030):
 * every development default that `npm start` uses so that a fresh clone runs. Checked by the
 * service kit's `assertProductionSettings`, which names each variable to set.
 */
const DEMO_CONTENT_TOKENS = ['talat-preview-token', 'talat-public-token'];

const backendOf = (env: Env) => env.COMMERCE_BACKEND?.trim() || 'vendure';
const captchaProviderOf = (env: Env) => env.CAPTCHA_PROVIDER?.trim() || 'altcha';

export const STOREFRONT_PRODUCTION_RULES: readonly SettingRule[] = [
  { name: 'CSRF_SECRET', kind: 'secret' },
  { name: 'SIGN_REQUEST_SECRET', kind: 'secret' },
  { name: 'REVALIDATE_SECRET', kind: 'secret' },
  { name: 'SSO_CLIENT_SECRET', kind: 'secret' },
  {
    name: 'SHOP_API_KEY',
    kind: 'check',
    check: (value, env) => {
      if (backendOf(env) !== 'vendure') return null;
      if (!value || value.startsWith('talat-dev-') || value.length < 32)
        return 'SHOP_API_KEY is unset, short or its development value: set the engine’s Shop API key (openssl rand -base64 32)';
      return null;
    },
  },
  { name: 'CONTENT_TOKEN', kind: 'secret', minLength: 16, demoValues: DEMO_CONTENT_TOKENS },
  { name: 'STOREFRONT_URL', kind: 'required' },
  { name: 'SIGN_ON_URL', kind: 'required' },
  { name: 'CONTENT_API_URL', kind: 'required' },
  {
    name: 'COMMERCE_SHOP_API_URL',
    kind: 'check',
    check: (value, env) =>
      backendOf(env) === 'vendure' && !value
        ? 'COMMERCE_SHOP_API_URL is not set: its development default only works on this machine'
        : null,
  },
  // A Magento shop (docs/decisions/0060): its own store's endpoint, and the admin user whose token
  // Magento's Login as Customer takes, without which nobody could sign on.
  {
    name: 'MAGENTO_GRAPHQL_URL',
    kind: 'check',
    check: (value, env) =>
      backendOf(env) === 'magento' && !value?.trim()
        ? 'MAGENTO_GRAPHQL_URL is not set: its development default is the Magento stand-in on this machine'
        : null,
  },
  {
    name: 'MAGENTO_ADMIN_USERNAME',
    kind: 'check',
    check: (value, env) => {
      if (backendOf(env) !== 'magento') return null;
      if (!value?.trim() || value.trim().startsWith('talat-dev-'))
        return 'MAGENTO_ADMIN_USERNAME is unset or the stand-in’s: set the Magento admin user Login as Customer signs in as (README, Magento 2 as the commerce backend)';
      return null;
    },
  },
  {
    name: 'MAGENTO_ADMIN_PASSWORD',
    kind: 'check',
    check: (value, env) => {
      if (backendOf(env) !== 'magento') return null;
      if (!value || value.startsWith('talat-dev-'))
        return 'MAGENTO_ADMIN_PASSWORD is unset or the stand-in’s: set that admin user’s password';
      return null;
    },
  },
  {
    name: 'COOKIE_SECURE',
    kind: 'check',
    check: (value) =>
      value !== undefined && !isOn(value)
        ? 'COOKIE_SECURE must not be false in production: sign-on and cart cookies would travel without TLS'
        : null,
  },
  {
    name: 'CONTENT_VERSION',
    kind: 'check',
    check: (value, env) =>
      (value ?? 'draft') === 'draft' && !isOn(env.CONTENT_PREVIEW_DEPLOYMENT)
        ? 'CONTENT_VERSION is draft: set published, or CONTENT_PREVIEW_DEPLOYMENT=true for a preview deployment that may show unpublished content'
        : null,
  },
  {
    name: 'PAYMENT_PROVIDER',
    kind: 'check',
    check: (value, env) => {
      return paymentProviderOf({ ...env, PAYMENT_PROVIDER: value }) === 'test-card' && !isOn(env.PAYMENT_TEST_MODE)
        ? 'PAYMENT_PROVIDER is the test card provider, which takes no money: set a real provider (or none), or PAYMENT_TEST_MODE=true for a test shop'
        : null;
    },
  },
  {
    // The Content-Security-Policy admits the drop-in of this one Adyen environment: it must be the
    // engine's, and a live shop has no test default.
    name: 'ADYEN_ENVIRONMENT',
    kind: 'check',
    check: (value, env) =>
      env.PAYMENT_PROVIDER?.trim() === 'adyen' && !isAdyenEnvironment(value?.trim())
        ? `${invalidAdyenEnvironmentMessage(value?.trim() ?? '')}: with PAYMENT_PROVIDER=adyen set the engine's value, so that the Content-Security-Policy admits that Adyen region's drop-in`
        : null,
  },
  ...MAGENTO_ADYEN_PRODUCTION_RULES,
  { name: 'TALAT_TEST_ROUTES', kind: 'off', why: 'it serves pages that exist only for the browser tests' },
  // The captcha (docs/decisions/0051): ALTCHA's challenges are signed with a key of the shop's own;
  // reCAPTCHA needs both of Google's keys.
  {
    name: 'ALTCHA_HMAC_KEY',
    kind: 'check',
    check: (value, env) =>
      captchaProviderOf(env) === 'altcha' && (!value || value.startsWith('talat-dev-') || value.length < 32)
        ? 'ALTCHA_HMAC_KEY is unset, short or its development value: set a long random value (openssl rand -base64 32), or CAPTCHA_PROVIDER=off'
        : null,
  },
  {
    name: 'RECAPTCHA_SECRET_KEY',
    kind: 'check',
    check: (value, env) =>
      captchaProviderOf(env) === 'recaptcha' && (!value?.trim() || !env.RECAPTCHA_SITE_KEY?.trim())
        ? 'RECAPTCHA_SECRET_KEY or RECAPTCHA_SITE_KEY is not set, and CAPTCHA_PROVIDER is recaptcha: set both of Google’s keys'
        : null,
  },
];
