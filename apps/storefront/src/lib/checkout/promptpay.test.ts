import { describe, expect, it } from 'vitest';
import { countdown, qrPaymentOf, secondsLeft } from './promptpay';

describe('qrPaymentOf', () => {
  it('reads the QR payload and its expiry from a qrCode action', () => {
    expect(
      qrPaymentOf({ type: 'qrCode', paymentMethodType: 'promptpay', qrCodeData: '000201…', expiresAt: '2026-12-06T05:00:00Z' }),
    ).toEqual({ qrCodeData: '000201…', expiresAt: new Date('2026-12-06T05:00:00Z') });
    expect(qrPaymentOf({ type: 'qrCode', qrCodeData: '000201' })).toEqual({ qrCodeData: '000201', expiresAt: null });
    expect(qrPaymentOf({ type: 'qrCode', qrCodeData: '000201', expiresAt: 'soon' })?.expiresAt).toBeNull();
  });
  it('is null for other actions and unreadable payloads', () => {
    expect(qrPaymentOf({ type: 'redirect', url: 'https://x' })).toBeNull();
    expect(qrPaymentOf({ type: 'qrCode' })).toBeNull();
    expect(qrPaymentOf({ type: 'qrCode', qrCodeData: 'x'.repeat(1025) })).toBeNull();
  });
});

describe('secondsLeft and countdown', () => {
  const at = new Date('2026-12-06T05:00:00Z');
  it('counts whole seconds down to zero, never below', () => {
    expect(secondsLeft(at, at.getTime() - 90_500)).toBe(91);
    expect(secondsLeft(at, at.getTime())).toBe(0);
    expect(secondsLeft(at, at.getTime() + 5000)).toBe(0);
    expect(secondsLeft(null, 0)).toBeNull();
  });
  it('reads as m:ss', () => {
    expect(countdown(900)).toBe('15:00');
    expect(countdown(61)).toBe('1:01');
    expect(countdown(0)).toBe('0:00');
  });
});
