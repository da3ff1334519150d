import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assertProductionSettings,
  isProduction,
  parseTrustProxy,
  productionRefusals,
  type SettingRule,
  type TrustProxy,
} from '@talat/service-kit';
import { z } from 'zod';

const seconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const DAY = 24 * 60 * 60;

/** The development default of the engine's Shop API key (SHOP_API_KEY); production refuses it. */
export const DEV_SHOP_API_KEY = 'talat-dev-shop-api-key';

/** The development key that signs captcha challenges (SIGN_ON_CAPTCHA_HMAC_KEY); production refuses it. */
export const DEV_CAPTCHA_HMAC_KEY = 'talat-dev-sign-on-captcha-hmac-key';

const envSchema = z.object({
  SIGN_ON_PORT: z.coerce.number().int().min(0).max(65535).default(3003),
  SIGN_ON_HOST: z.string().min(1).default('127.0.0.1'),
  SIGN_ON_URL: z.url().optional(),
  STOREFRONT_URL: z.url().default('http://localhost:3000'),
  SSO_CLIENT_ID: z.string().min(1).default('talat-storefront'),
  SSO_CLIENT_SECRET: z.string().min(8).default('talat-dev-sso-client-secret'),
  SSO_CLIENT_AUTH_METHOD: z.enum(['client_secret_basic', 'client_secret_post']).default('client_secret_basic'),
  SSO_ACCESS_TOKEN_TTL: seconds(900),
  SSO_REFRESH_TOKEN_TTL: seconds(30 * DAY),
  SSO_ROTATE_REFRESH_TOKENS: z.stringbool().default(true),
  SSO_BACKCHANNEL_LOGOUT_URL: z.url().optional(),
  SSO_SESSION_TTL: seconds(30 * DAY),
  SSO_COOKIE_DOMAIN: z
    .string()
    .regex(/^\.?[A-Za-z0-9.-]+$/, 'must be a host name')
    .optional(),
  COOKIE_SECURE: z.stringbool().default(true),
  SIGN_ON_DATA_DIR: z.string().min(1).optional(),
  SIGN_ON_DB_PATH: z.string().min(1).optional(),
  SSO_KEYS_FILE: z.string().min(1).optional(),
  COMMERCE_SHOP_API_URL: z.url().default('http://localhost:3001/shop-api'),
  SHOP_API_KEY: z.string().min(1).default(DEV_SHOP_API_KEY),
  SMTP_URL: z
    .url()
    .refine((u) => /^smtps?:\/\//i.test(u), 'must be an smtp:// or smtps:// URL')
    .default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('"Talat ID" <noreply@talat.example>'),
  SSO_DEV_FAULTS: z.stringbool().default(false),
  SSO_TEST_ROUTES: z.stringbool().default(false),
  SSO_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(60),
  SSO_RATE_LIMIT_IP_WINDOW: seconds(600),
  SSO_RATE_LIMIT_ACCOUNT: z.coerce.number().int().min(1).default(5),
  SSO_RATE_LIMIT_ACCOUNT_WINDOW: seconds(900),
  SSO_RATE_LIMIT_ACCOUNT_CEILING: z.coerce.number().int().min(1).default(100),
  SSO_RATE_LIMIT_ACCOUNT_CEILING_WINDOW: seconds(3600),
  SSO_RATE_LIMIT_ACCOUNT_SLOW: seconds(10),
  SSO_TRUST_PROXY: z.string().optional(),
  SSO_RESET_TTL: seconds(3600),
  SSO_CONFIRM_TTL: seconds(DAY),
  // Unset: on outside production (development and the demo exercise them), off in production.
  SIGN_ON_CAPTCHA_LOGIN: z.stringbool().optional(),
  SIGN_ON_CAPTCHA_CREATE: z.stringbool().optional(),
  SIGN_ON_CAPTCHA_HMAC_KEY: z.string().min(16).default(DEV_CAPTCHA_HMAC_KEY),
  SIGN_ON_CAPTCHA_COMPLEXITY: z.coerce.number().int().min(2).max(10_000_000).default(50_000),
  SIGN_ON_CAPTCHA_TTL: z.coerce.number().int().min(30).max(3600).default(300),
});

/** zod's `stringbool` false values: a flag set to anything else is on (or refused as unreadable). */
const OFF = /^(false|0|no|off|n|disabled)$/i;

/** Whether a captcha flag is on in production, before the environment is parsed: off unless set. */
const captchaOnInProduction = (env: Readonly<Record<string, string | undefined>>): boolean =>
  [env.SIGN_ON_CAPTCHA_LOGIN, env.SIGN_ON_CAPTCHA_CREATE].some((v) => v !== undefined && v.trim() !== '' && !OFF.test(v.trim()));

/**
 * What the service refuses to start with under NODE_ENV=production (the kit names each variable):
 * the development secrets, the addresses and sender that only fit a development machine, the
 * development fault switch, and cookies without Secure. The signing and cookie keys have no
 * development default (keys.ts makes random ones on first start and keeps them in the data
 * folder), so there is nothing of theirs to refuse; demo accounts are never seeded in production
 * (app.ts), and there is no mailbox route at all.
 */
export const PRODUCTION_RULES: readonly SettingRule[] = [
  { name: 'SSO_CLIENT_SECRET', kind: 'secret' },
  { name: 'SHOP_API_KEY', kind: 'secret' },
  { name: 'SIGN_ON_URL', kind: 'required' },
  { name: 'STOREFRONT_URL', kind: 'required' },
  { name: 'SMTP_URL', kind: 'required' },
  { name: 'MAIL_FROM', kind: 'required' },
  { name: 'SSO_DEV_FAULTS', kind: 'off', why: 'anyone could make the token endpoint fail' },
  { name: 'SSO_TEST_ROUTES', kind: 'off', why: 'anyone could create confirmed accounts without an email' },
  {
    // Only a form that asks for the captcha needs the key: the flags are off by default in production.
    name: 'SIGN_ON_CAPTCHA_HMAC_KEY',
    kind: 'check',
    check: (_value, env) =>
      captchaOnInProduction(env) ? (productionRefusals(env, [{ name: 'SIGN_ON_CAPTCHA_HMAC_KEY', kind: 'secret' }])[0] ?? null) : null,
  },
  {
    name: 'COOKIE_SECURE',
    kind: 'check',
    check: (value) =>
      value !== undefined && /^(false|0|no|off)$/i.test(value)
        ? 'COOKIE_SECURE must not be false in production: session cookies would travel over plain HTTP'
        : null,
  },
];

export interface RateLimitConfig {
  /** Attempts per client address and action (sign-in, register, forgot, reset, confirm) in `ipWindowSeconds`, whatever the account. */
  ipMax: number;
  ipWindowSeconds: number;
  /** Failed sign-ins per account and client address, and register/forgot requests per email, in `accountWindowSeconds`. */
  accountMax: number;
  accountWindowSeconds: number;
  /** Failed sign-ins per account from all addresses in `accountCeilingWindowSeconds`; past it the account is slowed (sign-in-limits.ts). */
  accountCeiling: number;
  accountCeilingWindowSeconds: number;
  /** While slowed: one password check per this many seconds for clients the account does not know. */
  accountSlowSeconds: number;
}

export interface CaptchaConfig {
  /** The sign-in forms (the sister site's and the authorization's) ask for it: the store config's `customer_login`. */
  login: boolean;
  /** The create-account form asks for it: `customer_create`. */
  create: boolean;
  /** Signs the challenges (and, apart, their expected keys). */
  hmacKey: string;
  /** Largest counter of a challenge: the browser's work, in SHA-256 rounds. */
  complexity: number;
  /** Seconds a challenge may be solved and its solution used. */
  ttlSeconds: number;
}

export interface Config {
  /** NODE_ENV=production: the production rules held (or loadConfig threw), no demo accounts, no development routes, JSON logs. */
  production: boolean;
  port: number;
  host: string;
  /** The issuer: public origin of this service without a trailing slash. Undefined only with port 0 (taken from the listen address). */
  issuer: string | undefined;
  /** Storefront origin without a trailing slash. */
  storefrontUrl: string;
  clientId: string;
  clientSecret: string;
  /** How the storefront authenticates at the token and revocation endpoints (oidc-provider allows one per client). */
  clientAuthMethod: 'client_secret_basic' | 'client_secret_post';
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** A new refresh token on every refresh (reusing an old one revokes the grant); false: the same one until it expires. */
  rotateRefreshTokens: boolean;
  /** Where the storefront takes OpenID Connect back-channel logout tokens. */
  backchannelLogoutUrl: string;
  sessionTtl: number;
  /** Domain attribute of `_sa_sso_upid`; undefined = host-only cookie. */
  cookieDomain: string | undefined;
  cookieSecure: boolean;
  dataDir: string;
  dbPath: string;
  keysFile: string;
  shopApiUrl: string;
  /** Sent as `x-talat-shop-key` to the engine's Shop API. */
  shopApiKey: string;
  /** Where mail is sent (nodemailer URL) and who sends it. */
  smtpUrl: string;
  mailFrom: string;
  devFaults: boolean;
  /** The browser tests' own route (`POST /test/accounts`): on only when the test stack starts the service. */
  testRoutes: boolean;
  rateLimit: RateLimitConfig;
  /** Whose X-Forwarded-For counts (the kit's format; `true` is refused). */
  trustProxy: TrustProxy;
  resetTtl: number;
  confirmTtl: number;
  /** The self-hosted proof-of-work captcha of the sign-in and create-account forms (captcha.ts). */
  captcha: CaptchaConfig;
}

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Reads the configuration from the environment (empty values count as unset); throws with every
 * bad variable named. Under NODE_ENV=production it first refuses the development settings
 * (PRODUCTION_RULES), so nothing starts with them.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  assertProductionSettings('sign-on', present, PRODUCTION_RULES);
  const parsed = envSchema.safeParse(present);
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  let trustProxy: TrustProxy = { kind: 'none' };
  try {
    trustProxy = parseTrustProxy(present.SSO_TRUST_PROXY, 'SSO_TRUST_PROXY');
  } catch (e) {
    issues.push((e as Error).message);
  }
  if (!parsed.success || issues.length) throw new Error(`sign-on: bad environment: ${issues.join('; ')}`);
  const e = parsed.data;
  const dataDir = e.SIGN_ON_DATA_DIR ? resolve(e.SIGN_ON_DATA_DIR) : join(packageDir, 'data');
  const inData = (p: string | undefined, name: string) => (p ? (isAbsolute(p) ? p : resolve(p)) : join(dataDir, name));
  const issuer = e.SIGN_ON_URL ?? (e.SIGN_ON_PORT === 0 ? undefined : `http://localhost:${e.SIGN_ON_PORT}`);
  const storefrontUrl = trimSlash(e.STOREFRONT_URL);
  const production = isProduction(present);
  return {
    production,
    port: e.SIGN_ON_PORT,
    host: e.SIGN_ON_HOST,
    issuer: issuer === undefined ? undefined : trimSlash(issuer),
    storefrontUrl,
    clientId: e.SSO_CLIENT_ID,
    clientSecret: e.SSO_CLIENT_SECRET,
    clientAuthMethod: e.SSO_CLIENT_AUTH_METHOD,
    accessTokenTtl: e.SSO_ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.SSO_REFRESH_TOKEN_TTL,
    rotateRefreshTokens: e.SSO_ROTATE_REFRESH_TOKENS,
    backchannelLogoutUrl: e.SSO_BACKCHANNEL_LOGOUT_URL ?? `${storefrontUrl}/api/sign-on/backchannel-logout`,
    sessionTtl: e.SSO_SESSION_TTL,
    cookieDomain: e.SSO_COOKIE_DOMAIN,
    cookieSecure: e.COOKIE_SECURE,
    dataDir,
    dbPath: inData(e.SIGN_ON_DB_PATH, 'sign-on.sqlite'),
    keysFile: inData(e.SSO_KEYS_FILE, 'keys.json'),
    shopApiUrl: e.COMMERCE_SHOP_API_URL,
    shopApiKey: e.SHOP_API_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    devFaults: e.SSO_DEV_FAULTS,
    testRoutes: e.SSO_TEST_ROUTES,
    rateLimit: {
      ipMax: e.SSO_RATE_LIMIT_IP,
      ipWindowSeconds: e.SSO_RATE_LIMIT_IP_WINDOW,
      accountMax: e.SSO_RATE_LIMIT_ACCOUNT,
      accountWindowSeconds: e.SSO_RATE_LIMIT_ACCOUNT_WINDOW,
      accountCeiling: e.SSO_RATE_LIMIT_ACCOUNT_CEILING,
      accountCeilingWindowSeconds: e.SSO_RATE_LIMIT_ACCOUNT_CEILING_WINDOW,
      accountSlowSeconds: e.SSO_RATE_LIMIT_ACCOUNT_SLOW,
    },
    trustProxy,
    resetTtl: e.SSO_RESET_TTL,
    confirmTtl: e.SSO_CONFIRM_TTL,
    captcha: {
      login: e.SIGN_ON_CAPTCHA_LOGIN ?? !production,
      create: e.SIGN_ON_CAPTCHA_CREATE ?? !production,
      hmacKey: e.SIGN_ON_CAPTCHA_HMAC_KEY,
      complexity: e.SIGN_ON_CAPTCHA_COMPLEXITY,
      ttlSeconds: e.SIGN_ON_CAPTCHA_TTL,
    },
  };
}
