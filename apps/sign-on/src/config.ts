import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const seconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const DAY = 24 * 60 * 60;

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
  SSO_ROTATE_REFRESH_TOKENS: z.stringbool().default(false),
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
  SSO_DEV_MAILBOX: z.stringbool().default(true),
  SSO_DEV_FAULTS: z.stringbool().default(false),
  SSO_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(60),
  SSO_RATE_LIMIT_IP_WINDOW: seconds(600),
  SSO_RATE_LIMIT_ACCOUNT: z.coerce.number().int().min(1).default(5),
  SSO_RATE_LIMIT_ACCOUNT_WINDOW: seconds(900),
  SSO_TRUST_PROXY: z.stringbool().default(false),
  SSO_RESET_TTL: seconds(3600),
  SSO_CONFIRM_TTL: seconds(DAY),
});

export interface RateLimitConfig {
  /** Attempts per client IP and action (sign-in, register, forgot, reset) in `ipWindowSeconds`. */
  ipMax: number;
  ipWindowSeconds: number;
  /** Failed sign-ins per account, and register/forgot requests per email, in `accountWindowSeconds`. */
  accountMax: number;
  accountWindowSeconds: number;
}

export interface Config {
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
  sessionTtl: number;
  /** Domain attribute of `_sa_sso_upid`; undefined = host-only cookie. */
  cookieDomain: string | undefined;
  cookieSecure: boolean;
  dataDir: string;
  dbPath: string;
  keysFile: string;
  mailboxDir: string;
  shopApiUrl: string;
  devMailbox: boolean;
  devFaults: boolean;
  rateLimit: RateLimitConfig;
  trustProxy: boolean;
  resetTtl: number;
  confirmTtl: number;
}

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Reads the configuration from the environment (empty values count as unset); throws with every bad variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`sign-on: bad environment: ${issues}`);
  }
  const e = parsed.data;
  const dataDir = e.SIGN_ON_DATA_DIR ? resolve(e.SIGN_ON_DATA_DIR) : join(packageDir, 'data');
  const inData = (p: string | undefined, name: string) => (p ? (isAbsolute(p) ? p : resolve(p)) : join(dataDir, name));
  const issuer = e.SIGN_ON_URL ?? (e.SIGN_ON_PORT === 0 ? undefined : `http://localhost:${e.SIGN_ON_PORT}`);
  return {
    port: e.SIGN_ON_PORT,
    host: e.SIGN_ON_HOST,
    issuer: issuer === undefined ? undefined : trimSlash(issuer),
    storefrontUrl: trimSlash(e.STOREFRONT_URL),
    clientId: e.SSO_CLIENT_ID,
    clientSecret: e.SSO_CLIENT_SECRET,
    clientAuthMethod: e.SSO_CLIENT_AUTH_METHOD,
    accessTokenTtl: e.SSO_ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.SSO_REFRESH_TOKEN_TTL,
    rotateRefreshTokens: e.SSO_ROTATE_REFRESH_TOKENS,
    sessionTtl: e.SSO_SESSION_TTL,
    cookieDomain: e.SSO_COOKIE_DOMAIN,
    cookieSecure: e.COOKIE_SECURE,
    dataDir,
    dbPath: inData(e.SIGN_ON_DB_PATH, 'sign-on.sqlite'),
    keysFile: inData(e.SSO_KEYS_FILE, 'keys.json'),
    mailboxDir: join(dataDir, 'mailbox'),
    shopApiUrl: e.COMMERCE_SHOP_API_URL,
    devMailbox: e.SSO_DEV_MAILBOX,
    devFaults: e.SSO_DEV_FAULTS,
    rateLimit: {
      ipMax: e.SSO_RATE_LIMIT_IP,
      ipWindowSeconds: e.SSO_RATE_LIMIT_IP_WINDOW,
      accountMax: e.SSO_RATE_LIMIT_ACCOUNT,
      accountWindowSeconds: e.SSO_RATE_LIMIT_ACCOUNT_WINDOW,
    },
    trustProxy: e.SSO_TRUST_PROXY,
    resetTtl: e.SSO_RESET_TTL,
    confirmTtl: e.SSO_CONFIRM_TTL,
  };
}
