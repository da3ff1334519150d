import { hmacValidator } from '@adyen/api-library';
import { describe, expect, it } from 'vitest';
import { allSigned, cardOf, isRecapture, NotificationItem, notificationItems, notificationKey } from './webhook-items';

const KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';

function signed(item: Omit<NotificationItem, 'additionalData'>, key = KEY): NotificationItem {
  const signature = new hmacValidator().calculateHmac(item as never, key);
  return { ...item, additionalData: { hmacSignature: signature } };
}

const ITEM = {
  amount: { currency: 'THB', value: 229000 },
  eventCode: 'AUTHORISATION',
  merchantAccountCode: 'TalatE2E',
  merchantReference: 'ORDER1',
  pspReference: 'ABCDEFGH12345678',
  success: 'true',
};

describe('webhook items', () => {
  it('reads the items of a notification body, or nothing', () => {
    expect(notificationItems({ live: 'false', notificationItems: [{ NotificationRequestItem: ITEM }] })).toEqual([ITEM]);
    expect(notificationItems({ notificationItems: [] })).toBeUndefined();
    expect(notificationItems({ notificationItems: [{ NotificationRequestItem: { eventCode: 'X' } }] })).toBeUndefined();
    expect(notificationItems('[accepted]')).toBeUndefined();
  });

  it('accepts only when every item is signed with the key', () => {
    expect(allSigned([signed(ITEM)], KEY)).toBe(true);
    expect(allSigned([signed(ITEM), signed({ ...ITEM, eventCode: 'CAPTURE' })], KEY)).toBe(true);
    // One item signed with another key, tampered with, or not signed: the whole delivery is refused.
    expect(allSigned([signed(ITEM), signed(ITEM, 'AA'.repeat(32))], KEY)).toBe(false);
    expect(allSigned([{ ...signed(ITEM), success: 'false' }], KEY)).toBe(false);
    expect(allSigned([{ ...signed(ITEM), amount: { currency: 'THB', value: 1 } }], KEY)).toBe(false);
    expect(allSigned([ITEM as NotificationItem], KEY)).toBe(false);
    expect(allSigned([{ ...ITEM, additionalData: { hmacSignature: 'not base64!' } }], KEY)).toBe(false);
  });

  it('one idempotency key per pspReference, event and outcome', () => {
    expect(notificationKey(ITEM)).toBe('ABCDEFGH12345678:AUTHORISATION:true');
    expect(notificationKey({ ...ITEM, success: 'false' })).toBe('ABCDEFGH12345678:AUTHORISATION:false');
    expect(notificationKey({ ...ITEM, eventCode: 'CAPTURE' })).not.toBe(notificationKey(ITEM));
  });

  it("reads the card's brand and last four digits, never more", () => {
    expect(cardOf({ cardSummary: '1111', paymentMethod: 'visa' })).toEqual({ brand: 'visa', last4: '1111' });
    expect(cardOf({ cardSummary: '4111111111111111' }, 'mc')).toEqual({ brand: 'mc' });
    expect(cardOf(undefined)).toEqual({});
  });

  it("applies a rejected capture's CAPTURE again only as Adyen's re-capture, not the original delivered late", () => {
    const failure = { eventDate: '2026-12-06T10:00:05+00:00' };
    expect(isRecapture(failure, { eventDate: '2026-12-06T10:00:05+00:00', reason: 'Transaction Recaptured' })).toBe(true);
    expect(isRecapture(failure, { eventDate: '2026-12-05T10:00:00+00:00', reason: 'Transaction Auto-recaptured' })).toBe(true);
    expect(isRecapture(failure, { eventDate: '2026-12-06T11:00:05+01:00', reason: '' })).toBe(false);
    expect(isRecapture(failure, { eventDate: '2026-12-06T10:00:06+00:00', reason: '' })).toBe(true);
    expect(isRecapture({}, { eventDate: '2026-12-06T10:00:06+00:00' })).toBe(false);
  });
});
