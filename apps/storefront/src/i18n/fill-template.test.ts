import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template';

describe('fillTemplate', () => {
  it('fills known placeholders and keeps others', () => {
    expect(fillTemplate('or {count} payments of {amount} {x}', { count: 3, amount: '£21.67' })).toBe('or 3 payments of £21.67 {x}');
  });
});

describe('fillTemplate with plural blocks', () => {
  const cartEn = 'Cart, {count, plural, =0 {no items} one {# item} other {# items}}';
  const cartTh = 'ตะกร้าสินค้า, {count, plural, =0 {ไม่มีสินค้า} other {# ชิ้น}}';

  it('takes the exact case, then one for 1, then other, with # as the number', () => {
    expect([0, 1, 2, 12].map((count) => fillTemplate(cartEn, { count }))).toEqual([
      'Cart, no items',
      'Cart, 1 item',
      'Cart, 2 items',
      'Cart, 12 items',
    ]);
    expect([0, 1, 5].map((count) => fillTemplate(cartTh, { count }))).toEqual(['ตะกร้าสินค้า, ไม่มีสินค้า', 'ตะกร้าสินค้า, 1 ชิ้น', 'ตะกร้าสินค้า, 5 ชิ้น']);
  });

  it('fills two blocks and plain placeholders in one text, and keeps a block whose value is missing', () => {
    const row = '{stars, plural, one {# star} other {# stars}}: {count, plural, one {# review} other {# reviews}}';
    expect(fillTemplate(row, { stars: 1, count: 3 })).toBe('1 star: 3 reviews');
    expect(fillTemplate('{n, plural, other {# left}} of {total}', { total: 9 })).toBe('{n, plural, other {# left}} of 9');
  });
});
