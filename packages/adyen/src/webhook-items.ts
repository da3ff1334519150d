import { hmacValidator } from '@adyen/api-library';
import type { Types } from '@adyen/api-library';

/** One NotificationRequestItem of Adyen's standard webhooks, as far as this plugin reads it. */
export interface NotificationItem {
  additionalData?: Record<string, string>;
  amount: { currency: string; value: number };
  eventCode: string;
  eventDate?: string;
  merchantAccountCode: string;
  merchantReference: string;
  originalReference?: string;
  paymentMethod?: string;
  pspReference: string;
  reason?: string;
  success: string;
}

/** The items of a webhook body (`{ live, notificationItems: [{ NotificationRequestItem }] }`); undefined when it is not one. */
export function notificationItems(body: unknown): NotificationItem[] | undefined {
  const items = (body as { notificationItems?: unknown } | null)?.notificationItems;
  if (!Array.isArray(items) || items.length === 0 || items.length > 100) return undefined;
  const out: NotificationItem[] = [];
  for (const wrapper of items) {
    const item = (wrapper as { NotificationRequestItem?: NotificationItem } | null)?.NotificationRequestItem;
    if (!item || typeof item !== 'object' || typeof item.pspReference !== 'string' || typeof item.eventCode !== 'string') return undefined;
    if (!item.amount || typeof item.amount !== 'object') return undefined;
    out.push(item);
  }
  return out;
}

const validator = new hmacValidator();

/**
 * Whether every item carries a valid HMAC signature (Adyen's library computes and compares it in
 * constant time). One bad or missing signature refuses the whole delivery: nothing in it is trusted.
 */
export function allSigned(items: readonly NotificationItem[], hmacKey: string): boolean {
  return items.every((item) => {
    try {
      return validator.validateHMAC(item as unknown as Types.notification.NotificationRequestItem, hmacKey);
    } catch {
      // A missing signature (the library throws) or an item it cannot read.
      return false;
    }
  });
}

/**
 * What makes a notification the same one again: Adyen may deliver it several times (retries,
 * a resend), and the same pspReference can have one event of each code and outcome.
 */
export function notificationKey(item: Pick<NotificationItem, 'pspReference' | 'eventCode' | 'success'>): string {
  return `${item.pspReference}:${item.eventCode}:${item.success === 'true' ? 'true' : 'false'}`;
}

export function succeeded(item: Pick<NotificationItem, 'success'>): boolean {
  return item.success === 'true';
}

/** Card brand and last four digits of a notification's or an answer's additionalData, when there. */
export function cardOf(additionalData: Record<string, unknown> | undefined, paymentMethod?: unknown): { brand?: string; last4?: string } {
  const summary = additionalData?.cardSummary;
  const brand = additionalData?.paymentMethod ?? paymentMethod;
  return {
    ...(typeof brand === 'string' && brand ? { brand } : {}),
    ...(typeof summary === 'string' && /^\d{4}$/.test(summary) ? { last4: summary } : {}),
  };
}

/**
 * Whether a CAPTURE `success: "true"` of a capture the card scheme rejected (CAPTURE_FAILED) is
 * Adyen capturing it again: Adyen re-captures after a technical issue and says so in the reason
 * ("Transaction Recaptured", "Transaction Auto-recaptured"). Else only a CAPTURE dated after the
 * failure is a new capture; the original one, delivered again or late, is not.
 */
export function isRecapture(failure: { eventDate?: string }, item: Pick<NotificationItem, 'eventDate' | 'reason'>): boolean {
  if (/recaptur/i.test(item.reason ?? '')) return true;
  const failed = Date.parse(failure.eventDate ?? '');
  const captured = Date.parse(item.eventDate ?? '');
  return Number.isFinite(failed) && Number.isFinite(captured) && captured > failed;
}
