import type { Result } from '@talat/commerce';
import type { NewNotification, NotificationType } from './notifications';

/**
 * The flash message cookie (spec section 4): JSON (optionally URI-encoded) written by the server
 * before a redirect, read once by the browser at startup, shown, and removed.
 * Checked by hand rather than with zod: this runs in every page's client bundle, and even
 * zod/mini costs about 15 KB there.
 */
export type FlashParseResult = Result<NewNotification, string>;

const TYPES: readonly NotificationType[] = ['info', 'success', 'warning', 'error'];

const optionalString = (value: unknown, max: number): value is string | undefined =>
  value === undefined || (typeof value === 'string' && value.length <= max);

export function parseFlashMessage(raw: string): FlashParseResult {
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // not encoded
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'not JSON' };
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return { ok: false, error: 'not an object' };
  const { message, title, type = 'info', icon, persist } = json as Record<string, unknown>;
  if (typeof message !== 'string' || !message.trim() || message.length > 500) return { ok: false, error: 'message missing or too long' };
  if (!optionalString(title, 200) || !optionalString(icon, 50)) return { ok: false, error: 'bad title or icon' };
  if (!TYPES.includes(type as NotificationType)) return { ok: false, error: `unknown type ${String(type)}` };
  if (persist !== undefined && typeof persist !== 'boolean') return { ok: false, error: 'bad persist' };
  const notification: NewNotification = { message: message.trim(), type: type as NotificationType };
  if (title !== undefined) notification.title = title;
  if (icon !== undefined) notification.icon = icon;
  if (persist !== undefined) notification.persist = persist;
  return { ok: true, value: notification };
}

export function serializeFlashMessage(notification: NewNotification): string {
  return encodeURIComponent(JSON.stringify(notification));
}
