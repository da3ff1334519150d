import type { IncomingMessage } from 'node:http';

export const loggerCtx = 'AttemptLimits';

/** What is throttled: each a group of Shop API (or Admin API) mutations sharing one pair of limits. */
export const ATTEMPT_SCOPES = [
  'sign-in',
  'review',
  'newsletter',
  'coupon',
  'gift-card',
  'order-lookup',
  'stock-alert',
  'admin-sign-in',
] as const;
export type AttemptScope = (typeof ATTEMPT_SCOPES)[number];

/** How many attempts one client, and one account, may make per window. */
export interface AttemptLimit {
  perClient: number;
  perAccount: number;
  windowSeconds: number;
}

export type AttemptLimits = Record<AttemptScope, AttemptLimit>;

/**
 * Defaults, per 10 minutes. Loose enough for a busy shopper behind a shared address, tight enough
 * that guessing coupon or gift card codes, or hammering sign-in, stops quickly.
 */
export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = {
  'sign-in': { perClient: 100, perAccount: 10, windowSeconds: 600 },
  review: { perClient: 20, perAccount: 5, windowSeconds: 600 },
  newsletter: { perClient: 30, perAccount: 5, windowSeconds: 600 },
  coupon: { perClient: 30, perAccount: 20, windowSeconds: 600 },
  'gift-card': { perClient: 30, perAccount: 20, windowSeconds: 600 },
  // A guest's order lookup by number and email: the order number is the account.
  'order-lookup': { perClient: 30, perAccount: 10, windowSeconds: 600 },
  // Back-in-stock alerts: the address (or the signed-in customer) is the account, as for the newsletter.
  'stock-alert': { perClient: 30, perAccount: 5, windowSeconds: 600 },
  // Staff signing in to the Admin API (and its admin UI) with a password: guessing stops quickly.
  'admin-sign-in': { perClient: 30, perAccount: 10, windowSeconds: 600 },
};

export interface AttemptLimitsOptions {
  limits: AttemptLimits;
  /** With REDIS_URL (the scaled profile) every engine process shares the counts. */
  redisUrl?: string;
  /** The shopper a request comes from (the storefront's told address or the connection's). */
  clientOf: (req: IncomingMessage) => string;
}

export const ATTEMPT_LIMITS_OPTIONS = Symbol('ATTEMPT_LIMITS_OPTIONS');
