import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkoutSpec, referenceDir, validateRequest, validateResponse, validateSchema, validateWebhook, webhookSpec } from './reference';

/** The validators themselves: they accept what Adyen's schemas accept and name what they refuse. */
describe('the Adyen reference', () => {
  it('is read in place, and a missing folder is an error that says where to put it', () => {
    expect(checkoutSpec().openapi).toMatch(/^3\.1/);
    expect(Object.keys(webhookSpec().webhooks ?? {})).toContain('/AUTHORISATION');
    expect(() => referenceDir({ ADYEN_REFERENCE_DIR: join(referenceDir(), 'nowhere') })).toThrow(/ADYEN_REFERENCE_DIR/);
  });

  it('validates requests by concrete or templated path, with or without the version', () => {
    const capture = { merchantAccount: 'M', amount: { currency: 'THB', value: 100 } };
    expect(validateRequest('/v71/payments/ABCDEF0123456789/captures', 'POST', capture)).toEqual([]);
    expect(validateRequest('/payments/{paymentPspReference}/captures', 'post', capture)).toEqual([]);
    expect(validateRequest('/payments/X/captures', 'POST', { amount: capture.amount })).toEqual([
      expect.stringContaining('merchantAccount'),
    ]);
    expect(validateRequest('/v71/nowhere', 'POST', {})).toEqual([expect.stringContaining('not a path')]);
  });

  it('validates answers by status, and refuses a status the operation does not document', () => {
    const error = { status: 422, errorCode: '14_030', message: 'Return URL is missing.', errorType: 'validation' };
    expect(validateResponse('/v71/payments', 'POST', 422, error)).toEqual([]);
    expect(validateResponse('/v71/payments', 'POST', 418, error)).toEqual([expect.stringContaining('418')]);
    expect(validateResponse('/v71/payments', 'POST', 200, { resultCode: 'Maybe' })).not.toEqual([]);
    expect(validateSchema('ServiceError', { ...error, extra: 1 })).toEqual([expect.stringContaining('extra')]);
  });

  it('validates each webhook item against the schema of its event code', () => {
    const item = {
      amount: { currency: 'THB', value: 100 },
      eventCode: 'CAPTURE',
      eventDate: '2026-01-01T00:00:00+07:00',
      merchantAccountCode: 'M',
      merchantReference: 'R',
      originalReference: 'ABCDEF0123456789',
      pspReference: 'BCDEF0123456789A',
      success: 'true',
    };
    expect(validateWebhook({ live: 'false', notificationItems: [{ NotificationRequestItem: item }] })).toEqual([]);
    expect(validateWebhook({ live: 'false', notificationItems: [{ NotificationRequestItem: { ...item, success: true } }] })).toEqual([
      expect.stringContaining('/notificationItems/0'),
    ]);
    expect(validateWebhook({ live: 'false', notificationItems: [{ NotificationRequestItem: { ...item, eventCode: 'NOPE' } }] })).toEqual([
      expect.stringContaining('NOPE'),
    ]);
    expect(validateWebhook({ live: 'false', notificationItems: [] })).toEqual([expect.stringContaining('notificationItems')]);
    // Signed as Adyen signs every webhook, though the generic schema's additionalData lists no hmacSignature.
    const closed = { ...item, eventCode: 'OFFER_CLOSED', originalReference: undefined, additionalData: { hmacSignature: 'c2lnbmVk' } };
    expect(validateWebhook({ live: 'false', notificationItems: [{ NotificationRequestItem: closed }] })).toEqual([]);
    const unknownField = { ...closed, additionalData: { hmacSignature: 'c2lnbmVk', madeUp: 'x' } };
    expect(validateWebhook({ live: 'false', notificationItems: [{ NotificationRequestItem: unknownField }] })).toEqual([
      expect.stringContaining('madeUp'),
    ]);
  });
});
