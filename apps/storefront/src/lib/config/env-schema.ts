import { z } from 'zod';
import { parseScriptOrigins } from '@server/script-origins';

/**
 * The storefront's configuration (environment variables with working defaults). Pure, so the
 * proxy and tests can parse it; pages read it through `env.server.ts`.
 */
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  STOREFRONT_URL: z.url().default('http://localhost:3000'),
  COMMERCE_SHOP_API_URL: z.url().default('http://localhost:3001/shop-api'),
  /**
   * Where the commerce backend serves its images (`/media/assets/...` is forwarded there). Unset:
   * the origin of COMMERCE_SHOP_API_URL (the embedded engine's asset server).
   */
  COMMERCE_MEDIA_URL: z.url().optional(),
  CONTENT_API_URL: z.url().default('http://localhost:3002/v2'),
  CONTENT_TOKEN: z.string().min(1).default('talat-preview-token'),
  CONTENT_VERSION: z.enum(['draft', 'published']).default('draft'),
  COOKIE_SECURE: bool(true),
  MAINTENANCE_MODE: bool(false),
  /**
   * Where `/` sends a shopper instead of their language's home page (spec section 2): a shop
   * path without the language (`/kits/home-kit`, served in the shopper's language) or a full
   * http(s) URL. Unset: the home page.
   */
  ROOT_REDIRECT: z
    .string()
    .refine((v) => /^\/(?!\/)/.test(v) || /^https?:\/\/[^/\s]+/.test(v), 'a path starting with / or an http(s) URL')
    .optional(),
  /** The root redirect's status: 302 (the spec's default) or 301. */
  ROOT_REDIRECT_STATUS: z.enum(['301', '302']).default('302').transform(Number),
  /** https origins whose scripts may run (buy-now-pay-later and reviews providers of the store config), comma-separated. */
  SCRIPT_ORIGINS: z.string().default('').transform(parseScriptOrigins),
  /** Shared with the engine: its change notifications to /api/revalidate carry it. */
  REVALIDATE_SECRET: z.string().min(8).default('talat-dev-revalidate-secret'),
  /** Server only: HMAC key binding CSRF tokens to their cookie (GET /api/csrf). Set a long random value in production. */
  CSRF_SECRET: z.string().min(16).default('talat-dev-csrf-secret'),
  /** Server only: HMAC key of POST /api/sign-request signatures (cart creation). Set a long random value in production. */
  SIGN_REQUEST_SECRET: z.string().min(16).default('talat-dev-sign-request-secret'),
  /** The sister site's sign-on provider (OpenID Connect issuer), as browsers reach it. */
  SIGN_ON_URL: z.url().default('http://localhost:3003'),
  /** The same provider as this server reaches it (default: SIGN_ON_URL). */
  SIGN_ON_INTERNAL_URL: z.url().optional(),
  SSO_CLIENT_ID: z.string().min(1).default('talat-storefront'),
  /** Server only: the storefront's client secret at the provider. */
  SSO_CLIENT_SECRET: z.string().min(8).default('talat-dev-sso-client-secret'),
  /** The domain the sister site shares `_sa_sso_upid` on; empty: host-only (works on localhost). */
  SSO_COOKIE_DOMAIN: z.string().optional(),
  /** Calls per minute per client address to each /api/auth endpoint. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /** Newsletter calls (subscribe, confirm, unsubscribe) per minute per client address. */
  NEWSLETTER_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Review submissions per minute per client address. */
  REVIEW_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Coupon and gift-card code entries per minute per client address (brute force of codes). */
  CODE_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Guests' order lookups (order number and email) per minute per client address. */
  ORDER_LOOKUP_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /**
   * Pages that exist only for the browser tests (`/{lang}/test-only/...`); production refuses to
   * start with it on (server/production-settings.ts).
   */
  TALAT_TEST_ROUTES: bool(false),
  /** Browser log reports (POST /api/pino) a minute from one address. */
  CLIENT_LOG_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Back-channel logout requests (POST /api/sign-on/backchannel-logout) a minute from one address: the provider's is one. */
  BACKCHANNEL_LOGOUT_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  /** Which captcha checks the flagged forms (docs/decisions/0051): self-hosted ALTCHA, Google's reCAPTCHA v3, or none. */
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'off']).default('altcha'),
  /** Server only: HMAC key of ALTCHA challenges. Set a long random value in production (the default is refused there). */
  ALTCHA_HMAC_KEY: z.string().min(16).default('talat-dev-altcha-hmac-key'),
  /** The ALTCHA proof of work: the largest number of SHA-256 rounds a browser does (about 0.1 s per 20,000). */
  ALTCHA_COMPLEXITY: z.coerce.number().int().min(2).max(10_000_000).default(50_000),
  /** How long an ALTCHA challenge may be solved and used, in seconds. */
  ALTCHA_CHALLENGE_TTL: z.coerce.number().int().min(30).max(3600).default(300),
  /** reCAPTCHA v3's site key (public) and secret key (server only), with CAPTCHA_PROVIDER=recaptcha. */
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  /** Lowest reCAPTCHA v3 score accepted (0 to 1). */
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** Google's siteverify endpoint; a stand-in in tests. */
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment; empty strings count as unset. Throws with every bad variable named. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const names = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid storefront configuration: ${names}`);
  }
  return result.data;
}
