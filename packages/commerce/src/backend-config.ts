import type { CommerceBackend, ConnectorConfig } from './backend-options';
import type { CommerceFetch } from './cache-tags';
import type { MagentoPaymentStore } from './magento/adyen-payment-store';
import type { MagentoAdminLogin } from './magento/admin-token';
import { magentoAdyenFromEnv } from './magento/adyen-options';

/**
 * Which backend this process talks to, and where, from its environment: the storefront reads no
 * backend's settings itself. `COMMERCE_BACKEND` names the backend (default `vendure`); each backend
 * reads its own variables:
 *
 *   vendure   COMMERCE_SHOP_API_URL (default http://localhost:3001/shop-api), SHOP_API_KEY (the key the
 *             engine's Shop API asks for; default the development one), COMMERCE_CHANNEL_TOKEN
 *   magento   MAGENTO_GRAPHQL_URL (default http://localhost:3004/graphql), MAGENTO_STORE_TH and
 *             MAGENTO_STORE_EN (store view codes, default th and en), MAGENTO_HMAC_SECRET (signs
 *             createEmptyCart; unset: not signed), MAGENTO_FILTER_ATTRIBUTES (the store's
 *             filterable attributes, comma-separated; default size,colour,player),
 *             MAGENTO_ADMIN_USERNAME and MAGENTO_ADMIN_PASSWORD (the admin user whose token Magento's
 *             Login as Customer takes to sign on the sister site's customers; unset: no sign-on.
 *             Server-only: never logged), MAGENTO_ADMIN_TOTP_SECRET (that user's authenticator secret
 *             when Magento asks for two-factor authentication), MAGENTO_ADMIN_TOKEN_TTL (Magento's
 *             admin token lifetime in seconds, default 14400), MAGENTO_REST_URL (default the GraphQL
 *             URL's origin + /rest); with PAYMENT_PROVIDER=adyen, cards and PromptPay through Adyen:
 *             ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT, ADYEN_CLIENT_KEY, ADYEN_HMAC_KEY,
 *             ADYEN_ENVIRONMENT, ADYEN_LIVE_URL_PREFIX, ADYEN_CHECKOUT_URL (magento/adyen-options.ts;
 *             outside production the Adyen stand-in's values; server-only, never logged)
 *
 * Options every backend takes (the fetch the storefront's data cache wraps) come as `shared`.
 */
export type Env = Readonly<Record<string, string | undefined>>;

export interface SharedConnectorOptions {
  /** The fetch every backend's requests go through (the storefront's keeps declared reads). */
  fetch?: CommerceFetch;
  /** Where payments paid from the storefront's server are kept (Magento through Adyen); unused by the others. */
  paymentStore?: MagentoPaymentStore;
}

export const DEFAULT_BACKEND: CommerceBackend = 'vendure';

/** The engine's development Shop API key; production refuses it (the storefront's settings check). */
export const DEVELOPMENT_SHOP_API_KEY = 'talat-dev-shop-api-key';

const readers: {
  [B in CommerceBackend]: (env: Env) => Omit<Extract<ConnectorConfig, { backend: B }>, 'backend' | keyof SharedConnectorOptions>;
} = {
  vendure: (env) => ({
    shopApiUrl: httpUrl(env.COMMERCE_SHOP_API_URL ?? 'http://localhost:3001/shop-api', 'COMMERCE_SHOP_API_URL'),
    // The engine's Shop API answers only requests with this key (docs/decisions/0030).
    shopApiKey: env.SHOP_API_KEY?.trim() || DEVELOPMENT_SHOP_API_KEY,
    ...(env.COMMERCE_CHANNEL_TOKEN ? { channelToken: env.COMMERCE_CHANNEL_TOKEN } : {}),
  }),
  magento: (env) => ({
    graphqlUrl: httpUrl(env.MAGENTO_GRAPHQL_URL ?? 'http://localhost:3004/graphql', 'MAGENTO_GRAPHQL_URL'),
    storeCodes: { th: env.MAGENTO_STORE_TH || 'th', en: env.MAGENTO_STORE_EN || 'en' },
    ...(env.MAGENTO_HMAC_SECRET ? { hmacSecret: env.MAGENTO_HMAC_SECRET } : {}),
    ...adminLoginOf(env),
    ...adyenOf(env),
    ...(env.MAGENTO_FILTER_ATTRIBUTES
      ? {
          filterAttributes: env.MAGENTO_FILTER_ATTRIBUTES.split(',')
            .map((a) => a.trim())
            .filter((a) => /^[a-z][a-z0-9_]*$/.test(a)),
        }
      : {}),
  }),
};

/** Cards and PromptPay through Adyen with PAYMENT_PROVIDER=adyen (magento/adyen-options.ts). */
function adyenOf(env: Env) {
  const adyen = magentoAdyenFromEnv(env);
  return adyen ? { adyen } : {};
}

/** The admin user for Login as Customer, when both its name and password are set. */
function adminLoginOf(env: Env): { admin: MagentoAdminLogin } | Record<string, never> {
  const username = env.MAGENTO_ADMIN_USERNAME?.trim();
  const password = env.MAGENTO_ADMIN_PASSWORD;
  if (!username || !password) return {};
  const ttl = env.MAGENTO_ADMIN_TOKEN_TTL?.trim();
  const tokenTtlSeconds = ttl ? Number(ttl) : undefined;
  if (tokenTtlSeconds !== undefined && !(Number.isInteger(tokenTtlSeconds) && tokenTtlSeconds >= 60))
    throw new Error('MAGENTO_ADMIN_TOKEN_TTL must be a whole number of seconds, at least 60');
  const totpSecret = env.MAGENTO_ADMIN_TOTP_SECRET?.replace(/\s/g, '');
  if (totpSecret && !/^[A-Za-z2-7]+=*$/.test(totpSecret))
    throw new Error('MAGENTO_ADMIN_TOTP_SECRET must be the base32 secret the authenticator shows');
  return {
    admin: {
      username,
      password,
      ...(totpSecret ? { totpSecret } : {}),
      ...(tokenTtlSeconds !== undefined ? { tokenTtlSeconds } : {}),
      ...(env.MAGENTO_REST_URL?.trim() ? { restUrl: httpUrl(env.MAGENTO_REST_URL.trim(), 'MAGENTO_REST_URL') } : {}),
    },
  };
}

function httpUrl(value: string, name: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // reported below
  }
  throw new Error(`${name} must be an http(s) URL, not "${value}"`);
}

/** The connector configuration the environment describes; throws on an unknown backend or a bad setting. */
export function connectorConfigFromEnv(env: Env, shared: SharedConnectorOptions = {}): ConnectorConfig {
  const name = (env.COMMERCE_BACKEND ?? '').trim() || DEFAULT_BACKEND;
  if (!Object.hasOwn(readers, name)) {
    throw new Error(`COMMERCE_BACKEND "${name}" is not a backend this storefront knows (known: ${Object.keys(readers).join(', ')})`);
  }
  const backend = name as CommerceBackend;
  return { backend, ...readers[backend](env), ...shared } as ConnectorConfig;
}
