import { hmacValidator } from '@adyen/api-library';
import { describe, expect, it } from 'vitest';
import { notificationSignature } from './hmac-signature';
import { DEV_HMAC_KEY } from './options';
import { crc16, emvFields, FAKE_BILLER_ID, promptPayPayload } from './promptpay-qr';

describe('the webhook signature', () => {
  it("is the one Adyen's library computes, with and without an originalReference", () => {
    const item = {
      pspReference: 'ABCDEFGHJKLMNPQR',
      merchantAccountCode: 'TalatStandIn',
      merchantReference: 'TALAT-1',
      amount: { value: 125000, currency: 'THB' },
      eventCode: 'AUTHORISATION',
      success: 'true',
    };
    const adyen = new hmacValidator();
    expect(notificationSignature(item, DEV_HMAC_KEY)).toBe(adyen.calculateHmac(item as never, DEV_HMAC_KEY));
    const capture = { ...item, originalReference: 'BCDEFGHJKLMNPQRS', eventCode: 'CAPTURE' };
    expect(notificationSignature(capture, DEV_HMAC_KEY)).toBe(adyen.calculateHmac(capture as never, DEV_HMAC_KEY));
  });
});

describe('the PromptPay QR payload', () => {
  it('ends in the CRC-16/CCITT-FALSE EMVCo asks for', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('names the amount in baht, the fake biller and the payment', () => {
    const payload = promptPayPayload({ value: 9950, pspReference: 'ABCDEFGHJKLMNPQR', merchantReference: 'talat-42' });
    const fields = emvFields(payload);
    expect(fields.get('54')).toBe('99.50');
    const bill = emvFields(fields.get('30')!);
    expect(bill.get('00')).toBe('A000000677010112');
    expect(bill.get('01')).toBe(FAKE_BILLER_ID);
    expect(bill.get('02')).toBe('ABCDEFGHJKLMNPQR');
    expect(bill.get('03')).toBe('TALAT42');
    expect(fields.get('63')).toBe(crc16(payload.slice(0, -4)));
  });
});
