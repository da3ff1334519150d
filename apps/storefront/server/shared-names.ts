/**
 * Names the storefront app (src/, through `@server/shared-names`) and its server (server/) both
 * use: the shop's locales, the cookies (spec section 3), the header that expires kept pages and
 * the keys under which the app hands its rules to the server. One definition, dependency-free,
 * so the two halves (compiled apart) cannot drift.
 */

/** The shop's locales (spec sections 1 and 3). */
export const LOCALES = ['th', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * Readable cookies. All share the `s7-` prefix except the locale cookie and the sister site's
 * sign-on user id, which keep their conventional names.
 */
export const COOKIE = {
  locale: 'i18n_redirected',
  currency: 's7-currency',
  country: 's7-country',
  cart: 's7-cart',
  message: 's7-message',
  /** uid of the last category page visited; product breadcrumbs follow it (spec section 3). */
  lastCategory: 's7-last-category',
  customer: 's7-customer',
  refreshToken: 's7-refresh-token',
  ssoToken: 's7-sso-token',
  ssoUserId: '_sa_sso_upid',
  /** The customer group key, set after sign-on (spec section 6). */
  groupKey: 's7-group-key',
  /**
   * The shopper's cookie choices, read and written in the browser only (lib/analytics/consent.ts):
   * `{"v":1,"analytics":bool,"marketing":bool,"at":"<ISO time>"}`, URL-encoded, for 12 months.
   */
  consent: 's7-consent',
} as const;

/** The sign-on provider's access token (http-only, lib/sign-on/sign-on-cookies.ts). */
export const ACCESS_TOKEN_COOKIE = 's7-customer-token';

/** Cookies of the sign-on: a request with any of them passes the app's sign-on gate before a kept page. */
export const SIGN_ON_COOKIES = [COOKIE.ssoUserId, COOKIE.ssoToken, COOKIE.refreshToken, COOKIE.customer, ACCESS_TOKEN_COOKIE] as const;

/** Cookies a kept page may set: the proxy's locale, currency and country, the same for every request of its key. */
export const KEPT_PAGE_COOKIES = [COOKIE.locale, COOKIE.currency, COOKIE.country] as const;

/** Set by API routes that expire kept pages (src/lib/cache/pages-changed.ts); the server takes it off. */
export const PAGES_CHANGED_HEADER = 'x-talat-pages-changed';

/** Where the app hands the server its kept-page key rule and its sign-on gate (instrumentation.ts). */
export const HANDOVER = {
  keptPageKey: Symbol.for('talat.keptPageKey'),
  signOnGate: Symbol.for('talat.signOnGate'),
} as const;
