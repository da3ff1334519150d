import { createHash, randomBytes } from 'node:crypto';
import { NEWSLETTER_SOURCES, NewsletterOutcome, NewsletterSource, NewsletterStatus } from './constants';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address as stored: trimmed, lower case; null when it is not an email address (max 254). */
export function normaliseEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

export function isSource(value: string): value is NewsletterSource {
  return (NEWSLETTER_SOURCES as readonly string[]).includes(value);
}

/** A link token (URL-safe) and the hash that is stored in its place. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SubscriptionState {
  status: NewsletterStatus;
  confirmationSentAt: Date | null;
}

/**
 * What a subscribe request does to an address in `state` (null: never seen): send a
 * confirmation, or answer without sending (already subscribed, or one sent within the cooldown).
 * The outcome is the truth, told only to the address's owner (`answerFor`).
 */
export function subscribeDecision(
  state: SubscriptionState | null,
  now: Date,
  cooldownMs: number,
): { send: boolean; outcome: NewsletterOutcome } {
  if (state?.status === 'SUBSCRIBED') return { send: false, outcome: 'ALREADY_SUBSCRIBED' };
  if (state?.status === 'PENDING' && state.confirmationSentAt && now.getTime() - state.confirmationSentAt.getTime() < cooldownMs) {
    return { send: false, outcome: 'ALREADY_PENDING' };
  }
  return { send: true, outcome: 'CONFIRMATION_SENT' };
}

/** The answer every caller but the address's owner gets, whatever the address's state. */
export const UNREVEALING_ANSWER = { outcome: 'CONFIRMATION_SENT', status: 'PENDING' } as const satisfies {
  outcome: NewsletterOutcome;
  status: NewsletterStatus;
};

/**
 * What the caller is told of a subscribe request: the customer signed in with that very address
 * is told the truth (their own state); anyone else gets the same answer for a new, pending or
 * subscribed address, so that the newsletter never tells who subscribes. The owner of the
 * address learns the rest by email.
 */
export function answerFor(
  outcome: NewsletterOutcome,
  status: NewsletterStatus | null,
  ownAddress: boolean,
): { outcome: NewsletterOutcome; status: NewsletterStatus | null } {
  if (ownAddress || outcome === 'INVALID_EMAIL' || outcome === 'INVALID_SOURCE') return { outcome, status };
  return { ...UNREVEALING_ANSWER };
}

/**
 * Whether a subscribed address that someone asked to subscribe again gets a note saying so: once
 * per cooldown (the last email sent on request is `lastSentAt`), so asking cannot flood it.
 */
export function alreadySubscribedNoteDue(lastSentAt: Date | null, now: Date, cooldownMs: number): boolean {
  return !lastSentAt || now.getTime() - lastSentAt.getTime() >= cooldownMs;
}
