export const loggerCtx = 'StockAlerts';

/** The job queue that sends the back-in-stock emails (in the worker process of the scaled profile). */
export const STOCK_ALERTS_QUEUE = 'stock-alerts';

/** PENDING: a guest's request waiting for the emailed confirmation. ACTIVE: will be told when the variant returns. */
export type StockAlertStatus = 'PENDING' | 'ACTIVE';
export const STOCK_ALERT_STATUSES: readonly StockAlertStatus[] = ['PENDING', 'ACTIVE'];

/**
 * What a stock alert call did (the storefront words each in the shopper's language):
 * - REQUESTED: a signed-in customer's own alert is active now (one click). ALREADY_REQUESTED: it was already.
 * - CONFIRMATION_SENT: every other request with a good address, whatever the address's alerts: a
 *   new one got the confirmation email; a pending or active one, or one within the cooldown, got
 *   nothing (never tell a stranger whether an address asked).
 * - CONFIRMED: the emailed link activated the alert. CANCELLED: the alert is gone.
 * - IN_STOCK: the variant can be bought now; nothing stored. INVALID_VARIANT: no such variant on sale
 *   in this channel. INVALID_EMAIL: no address, or a bad one.
 * - INVALID_TOKEN: unknown or used link. EXPIRED_TOKEN: the confirmation link is too old.
 * - TOO_MANY_ALERTS: the address has the most alerts it may have.
 */
export type StockAlertOutcome =
  | 'REQUESTED'
  | 'ALREADY_REQUESTED'
  | 'CONFIRMATION_SENT'
  | 'CONFIRMED'
  | 'CANCELLED'
  | 'IN_STOCK'
  | 'INVALID_EMAIL'
  | 'INVALID_VARIANT'
  | 'INVALID_TOKEN'
  | 'EXPIRED_TOKEN'
  | 'TOO_MANY_ALERTS';

export interface StockAlertAnswer {
  outcome: StockAlertOutcome;
}

export interface StockAlertsPluginOptions {
  /** The storefront's address: links in the emails point there. */
  storefrontUrl: string;
  /** How long a confirmation link works (default 48 h). */
  confirmTtlMs?: number;
  /** No second confirmation email for one address and variant within this time (default 10 min). */
  resendCooldownMs?: number;
  /** Alerts one address may have, pending and active together (default 50). */
  maxAlertsPerAddress?: number;
  /** Unconfirmed alerts are deleted this long after their link expired (default 7 days). */
  purgeAfterExpiryMs?: number;
}

export const STOCK_ALERTS_OPTIONS = Symbol('STOCK_ALERTS_OPTIONS');

export const DEFAULT_CONFIRM_TTL_MS = 48 * 3600_000;
export const DEFAULT_RESEND_COOLDOWN_MS = 10 * 60_000;
export const DEFAULT_MAX_ALERTS_PER_ADDRESS = 50;
export const DEFAULT_PURGE_AFTER_EXPIRY_MS = 7 * 24 * 3600_000;
