import { describe, expect, it } from 'vitest';
import en from '@messages/en/cart.json';
import th from '@messages/th/cart.json';
import { cartErrorMessage, withCartErrorWords } from './cart-error-words';

describe('cartErrorMessage', () => {
  it('words a broken input rule, then the backend’s own words, then the code', () => {
    expect(cartErrorMessage({ code: 'INVALID_INPUT', message: '', detail: 'printName' }, 'th')).toBe(th.cartErrors.details.printName);
    expect(cartErrorMessage({ code: 'GIFT_CARD_NOT_FOUND', message: 'รหัสไม่ถูกต้อง (จากระบบ)' }, 'th')).toBe('รหัสไม่ถูกต้อง (จากระบบ)');
    expect(cartErrorMessage({ code: 'OUT_OF_STOCK', message: '' }, 'en')).toBe(en.cartErrors.codes.OUT_OF_STOCK);
    expect(cartErrorMessage({ code: 'NOT_FOUND', message: '', detail: 'lineNotFound' }, 'en')).toBe('This item is no longer in your cart.');
  });
  it('has words for every code and every detail in both languages', () => {
    expect(Object.keys(th.cartErrors.codes)).toEqual(Object.keys(en.cartErrors.codes));
    expect(Object.keys(th.cartErrors.details)).toEqual(Object.keys(en.cartErrors.details));
    for (const words of [en.cartErrors, th.cartErrors]) {
      for (const text of [...Object.values(words.codes), ...Object.values(words.details)]) expect(text.trim()).not.toBe('');
    }
  });
});

describe('withCartErrorWords', () => {
  it('words the error of a result and leaves a result without one as it is', () => {
    const refused = { ok: false, error: { code: 'COUPON_INVALID' as const, message: '', field: 'code' } };
    expect(withCartErrorWords(refused, 'th')).toEqual({
      ok: false,
      error: { code: 'COUPON_INVALID', message: th.cartErrors.codes.COUPON_INVALID, field: 'code' },
    });
    const fine = { ok: true, cart: null };
    expect(withCartErrorWords(fine, 'en')).toBe(fine);
  });
});
