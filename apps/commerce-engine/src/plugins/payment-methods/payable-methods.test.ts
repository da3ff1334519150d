import { describe, expect, it } from 'vitest';
import { chequeDescriptions, payableMethods } from './constants';

describe('payableMethods', () => {
  it('keeps the methods whose handler the engine has', () => {
    const methods = [{ code: 'checkmo' }, { code: 'talat-test-card' }, { code: 'talat-gift-card' }];
    const handlerOf = new Map([
      ['checkmo', 'talat-checkmo'],
      ['talat-test-card', 'talat-test-card'],
      ['talat-gift-card', 'talat-gift-card'],
    ]);
    expect(payableMethods(methods, handlerOf, new Set(['talat-checkmo', 'talat-gift-card'])).map((m) => m.code)).toEqual([
      'checkmo',
      'talat-gift-card',
    ]);
  });
});

describe('chequeDescriptions', () => {
  it('name the payee in both languages', () => {
    expect(chequeDescriptions('Talat Co.')).toEqual({
      en: 'Make your cheque or money order payable to: Talat Co.. We dispatch your order when the payment arrives.',
      th: 'สั่งจ่ายเช็คหรือธนาณัติในนาม: Talat Co. เราจะจัดส่งสินค้าเมื่อได้รับการชำระเงินแล้ว',
    });
  });
});
