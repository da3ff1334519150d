import { describe, expect, it } from 'vitest';
import { giftCardMessage } from './messages';

describe('giftCardMessage', () => {
  it('answers in Thai or English', () => {
    expect(giftCardMessage('notFound', 'th')).toContain('รหัสบัตรของขวัญนี้ไม่ถูกต้อง');
    expect(giftCardMessage('notFound', 'en')).toContain('not valid');
    expect(giftCardMessage('notFound', 'de')).toContain('not valid');
  });
  it('fills placeholders', () => {
    expect(giftCardMessage('noBalance', 'en', { currency: 'GBP' })).toBe('This gift card has no balance in GBP.');
    expect(giftCardMessage('tooMany', 'th', { max: 5 })).toContain('5 ใบ');
  });
});
