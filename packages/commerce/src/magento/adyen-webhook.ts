import { allSigned, cardOf, notificationItems, succeeded } from '@talat/adyen/webhook-items';
import type { MagentoPaymentStore } from './adyen-payment-store';

/**
 * Adyen's standard webhook for the Magento backend (docs/decisions/0063), at the storefront's
 * `POST /api/payments/adyen/webhook`: every item's HMAC signature is checked as the engine checks
 * it (`@talat/adyen/webhook-items`, Adyen's own library); one missing or wrong signature answers
 * 401 and nothing is kept. Otherwise the outcomes a waiting payment needs (AUTHORISATION,
 * OFFER_CLOSED, CANCELLATION) are kept once per pspReference and eventCode, and Adyen is answered
 * `[accepted]`: a delivery again changes nothing. The shopper's status poll then places the order.
 */
export const KEPT_EVENTS = new Set(['AUTHORISATION', 'OFFER_CLOSED', 'CANCELLATION']);

export interface WebhookAnswer {
  status: number;
  body: string;
}

export async function handleMagentoAdyenWebhook(
  body: unknown,
  settings: { hmacKey: string; merchantAccount: string; store: MagentoPaymentStore },
): Promise<WebhookAnswer> {
  const items = notificationItems(body);
  if (!items) return { status: 400, body: 'no notification items' };
  if (!allSigned(items, settings.hmacKey)) return { status: 401, body: 'invalid signature' };
  for (const item of items) {
    // Another merchant account's, or an event a waiting payment does not wait for: accepted, not kept.
    if (item.merchantAccountCode !== settings.merchantAccount || !KEPT_EVENTS.has(item.eventCode)) continue;
    const card = cardOf(item.additionalData, item.paymentMethod);
    await settings.store.addEvent(item.pspReference, item.eventCode, {
      success: succeeded(item),
      ...(item.reason ? { reason: item.reason.slice(0, 200) } : {}),
      ...(card.brand || card.last4 ? { card } : {}),
    });
  }
  return { status: 200, body: '[accepted]' };
}
