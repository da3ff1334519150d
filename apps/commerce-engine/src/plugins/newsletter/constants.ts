export const loggerCtx = 'NewsletterPlugin';

/** Where a subscription was asked for (stored with the consent). */
export const NEWSLETTER_SOURCES = ['footer', 'account', 'modal', 'exit-capture'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export type NewsletterStatus = 'PENDING' | 'SUBSCRIBED' | 'UNSUBSCRIBED';

/**
 * What a newsletter call did (the storefront words each in the shopper's language):
 * - CONFIRMATION_SENT: a confirmation email went out (new address, or asked again after the cooldown).
 * - ALREADY_PENDING: a confirmation email went out less than the cooldown ago; none sent now.
 * - ALREADY_SUBSCRIBED: the address is confirmed already; nothing sent.
 * - CONFIRMED / UNSUBSCRIBED: the link's action was done (or had been done before).
 * - INVALID_EMAIL, INVALID_SOURCE: bad input. INVALID_TOKEN: unknown or used link. EXPIRED_TOKEN: too old.
 */
export type NewsletterOutcome =
  | 'CONFIRMATION_SENT'
  | 'ALREADY_PENDING'
  | 'ALREADY_SUBSCRIBED'
  | 'CONFIRMED'
  | 'UNSUBSCRIBED'
  | 'INVALID_EMAIL'
  | 'INVALID_SOURCE'
  | 'INVALID_TOKEN'
  | 'EXPIRED_TOKEN';

export interface NewsletterPluginOptions {
  /** The storefront's address: links in the emails point there. */
  storefrontUrl: string;
  /** How long a confirmation link works (default 48 h). */
  confirmTtlMs?: number;
  /** No second confirmation email to one address within this time (default 10 min). */
  resendCooldownMs?: number;
}

export const DEFAULT_CONFIRM_TTL_MS = 48 * 3600_000;
export const DEFAULT_RESEND_COOLDOWN_MS = 10 * 60_000;
