import { createHmac } from 'node:crypto';

/** The fields of a NotificationRequestItem that Adyen signs. */
export interface SignedFields {
  pspReference: string;
  originalReference?: string;
  merchantAccountCode: string;
  merchantReference: string;
  amount: { value: number; currency: string };
  eventCode: string;
  success: string;
}

/**
 * Adyen's HMAC signature of a standard (payment) webhook item: HMAC-SHA256, with the key decoded
 * from hex, over pspReference:originalReference:merchantAccountCode:merchantReference:value:currency:eventCode:success
 * (an absent field is an empty string), in base64. Receivers check it with Adyen's own validator.
 */
export function notificationSignature(item: SignedFields, hexKey: string): string {
  const signed = [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    String(item.amount.value),
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
  return createHmac('sha256', Buffer.from(hexKey, 'hex')).update(signed, 'utf8').digest('base64');
}
