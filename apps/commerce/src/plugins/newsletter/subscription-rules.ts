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
