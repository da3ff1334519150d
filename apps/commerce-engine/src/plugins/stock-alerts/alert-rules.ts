import type { StockAlertOutcome, StockAlertStatus } from './constants';

export type AlertLanguage = 'th' | 'en';

/** The emails' language for a request's language code: Thai or English. */
export function alertLanguage(languageCode: string | null | undefined): AlertLanguage {
  return languageCode === 'th' ? 'th' : 'en';
}

/** What is known of an address's alert for the variant asked about. */
export interface ExistingAlert {
  status: StockAlertStatus;
  /** When the last confirmation email went out (null for an alert a customer made active at once). */
  confirmationSentAt: Date | null;
}

export interface RequestFacts {
  /** A signed-in customer asking for their own address (one click, no confirmation). */
  ownAddress: boolean;
  /** The address's alert for this variant, if any. */
  existing: ExistingAlert | null;
  /** The address's alerts that count towards its limit: active ones and pending ones whose link still works. */
  alertsOfAddress: number;
  now: Date;
  cooldownMs: number;
  maxAlertsPerAddress: number;
}

/**
 * - `create-active`: store a new active alert (the customer's own). `activate`: the pending alert
 *   becomes active (the customer's own address, now signed in).
 * - `create-pending`: store a new pending alert and send the confirmation. `resend`: a new
 *   confirmation link for the pending alert (the old one stops working).
 * - `none`: change nothing, send nothing.
 */
export type RequestAction = 'create-active' | 'activate' | 'create-pending' | 'resend' | 'none';

/**
 * What a request for an in-and-out-of-stock variant (checked before) does. A stranger (a guest, or
 * a customer naming another address) is told `CONFIRMATION_SENT` whatever the address's alert for
 * the variant: none, pending, active, or a confirmation sent within the cooldown. Only the
 * address's limit is said to anyone (`TOO_MANY_ALERTS`): it tells nothing about one variant.
 */
export function requestDecision(facts: RequestFacts): { action: RequestAction; outcome: StockAlertOutcome } {
  const { existing } = facts;
  if (!existing && facts.alertsOfAddress >= facts.maxAlertsPerAddress) return { action: 'none', outcome: 'TOO_MANY_ALERTS' };
  if (facts.ownAddress) {
    if (!existing) return { action: 'create-active', outcome: 'REQUESTED' };
    if (existing.status === 'PENDING') return { action: 'activate', outcome: 'REQUESTED' };
    return { action: 'none', outcome: 'ALREADY_REQUESTED' };
  }
  if (!existing) return { action: 'create-pending', outcome: 'CONFIRMATION_SENT' };
  if (existing.status === 'PENDING' && cooldownOver(existing.confirmationSentAt, facts.now, facts.cooldownMs)) {
    return { action: 'resend', outcome: 'CONFIRMATION_SENT' };
  }
  return { action: 'none', outcome: 'CONFIRMATION_SENT' };
}

/** Whether another confirmation email may go out: none sent yet, or the last one `cooldownMs` ago or more. */
export function cooldownOver(lastSentAt: Date | null, now: Date, cooldownMs: number): boolean {
  return !lastSentAt || now.getTime() - lastSentAt.getTime() >= cooldownMs;
}

/** Whether a confirmation link sent at `sentAt` still works at `now` (up to and including `ttlMs` old). */
export function confirmLinkValid(sentAt: Date | null, now: Date, ttlMs: number): boolean {
  return !!sentAt && now.getTime() - sentAt.getTime() <= ttlMs;
}

/** When pending alerts sent before it have an expired link (they no longer count towards the limit). */
export function pendingCutoff(now: Date, ttlMs: number): Date {
  return new Date(now.getTime() - ttlMs);
}

const base = (storefrontUrl: string, lang: AlertLanguage) => `${storefrontUrl.replace(/\/+$/, '')}/${lang}`;

/** The storefront pages the confirmation email links to: confirm the alert, or cancel it. */
export function alertLinks(
  storefrontUrl: string,
  lang: AlertLanguage,
  tokens: { confirmToken?: string; cancelToken: string },
): { confirmUrl?: string; cancelUrl: string } {
  const page = `${base(storefrontUrl, lang)}/stock-alert`;
  return {
    ...(tokens.confirmToken ? { confirmUrl: `${page}/confirm?token=${encodeURIComponent(tokens.confirmToken)}` } : {}),
    cancelUrl: `${page}/cancel?token=${encodeURIComponent(tokens.cancelToken)}`,
  };
}

/** The product page with the variant chosen: `/{lang}/{slug}?variant={SKU}`. */
export function productPageUrl(storefrontUrl: string, lang: AlertLanguage, slug: string, sku: string): string {
  return `${base(storefrontUrl, lang)}/${encodeURIComponent(slug)}?variant=${encodeURIComponent(sku)}`;
}

/** A variant's options as the shopper reads them: `Size: M` (several joined by commas). */
export function optionLabel(options: readonly { group: string; name: string }[]): string {
  return options.map((o) => (o.group ? `${o.group}: ${o.name}` : o.name)).join(', ');
}

/**
 * Whether a database error is a unique index's refusal: PostgreSQL's SQLSTATE 23505, or SQLite's
 * UNIQUE constraint (TypeORM passes the driver's error on as `driverError`).
 */
export function isUniqueViolation(error: unknown): boolean {
  const of = (e: unknown) => (e && typeof e === 'object' ? (e as { code?: unknown; message?: unknown }) : {});
  const driver = error && typeof error === 'object' && 'driverError' in error ? (error as { driverError: unknown }).driverError : error;
  return [of(error), of(driver)].some(
    (e) => e.code === '23505' || (typeof e.message === 'string' && e.message.includes('UNIQUE constraint failed')),
  );
}
