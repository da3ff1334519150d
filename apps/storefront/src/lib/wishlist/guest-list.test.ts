import { describe, expect, it } from 'vitest';
import { GUEST_WISHLIST_LIMIT, parseGuestList, withEntry, withoutProduct } from './guest-list';

describe('the guest wishlist', () => {
  it('reads the stored list, each product once, leaving out what is malformed', () => {
    const raw = JSON.stringify([
      { product_uid: '7', variant_uid: '71' },
      { product_uid: '7' },
      { product_uid: '../x' },
      { nope: 1 },
      null,
      { product_uid: '8', variant_uid: 5 },
    ]);
    expect(parseGuestList(raw)).toEqual([{ product_uid: '7', variant_uid: '71' }, { product_uid: '8' }]);
  });
  it('reads nothing from nothing or from text that is not a list', () => {
    expect(parseGuestList(null)).toEqual([]);
    expect(parseGuestList('{oops')).toEqual([]);
    expect(parseGuestList('{"product_uid":"7"}')).toEqual([]);
  });
  it('adds newest first, moving a product already there, and keeps the limit', () => {
    expect(withEntry([{ product_uid: '1' }, { product_uid: '2' }], { product_uid: '2', variant_uid: '21' })).toEqual([
      { product_uid: '2', variant_uid: '21' },
      { product_uid: '1' },
    ]);
    const full = Array.from({ length: GUEST_WISHLIST_LIMIT }, (_, i) => ({ product_uid: String(i) }));
    expect(withEntry(full, { product_uid: 'new' })).toHaveLength(GUEST_WISHLIST_LIMIT);
  });
  it('removes a product', () => {
    expect(withoutProduct([{ product_uid: '1' }, { product_uid: '2' }], '1')).toEqual([{ product_uid: '2' }]);
  });
});
