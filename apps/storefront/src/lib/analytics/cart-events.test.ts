import { describe, expect, it } from 'vitest';
import { cartChangeEvents, emptyCartLike } from './cart-events';
import { cartOf, line } from './test-carts';

describe('cartChangeEvents', () => {
  it('add_to_cart for a new line and for the units added to one, from the cart before', () => {
    const before = cartOf([line('a', 1, 450, 'THB')], 'THB');
    const after = cartOf([line('a', 3, 450, 'THB'), line('b', 1, 1290, 'THB')], 'THB');
    const [added, ...rest] = cartChangeEvents(before, after);
    expect(rest).toEqual([]);
    expect(added).toMatchObject({ event: 'add_to_cart', ecommerce: { currency: 'THB', value: 2190 } });
    expect(added!.ecommerce.items.map((i) => [i.item_id, i.quantity])).toEqual([
      ['p-a', 2],
      ['p-b', 1],
    ]);
  });

  it('remove_from_cart for a line gone and for units taken off one', () => {
    const before = cartOf([line('a', 3, 12.5, 'GBP'), line('b', 1, 40, 'GBP')], 'GBP');
    const after = cartOf([line('a', 1, 12.5, 'GBP')], 'GBP');
    expect(cartChangeEvents(before, after)).toEqual([
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'GBP',
          value: 65,
          items: [
            { item_id: 'p-a', item_name: 'Product a', price: 12.5, quantity: 2 },
            { item_id: 'p-b', item_name: 'Product b', price: 40, quantity: 1 },
          ],
        },
      },
    ]);
  });

  it('counts every line as added to an empty cart, or to a cart other than the one before', () => {
    const after = cartOf([line('a', 2, 450, 'THB')], 'THB', 'NEW');
    expect(cartChangeEvents(emptyCartLike(after), after)[0]!.ecommerce.items[0]!.quantity).toBe(2);
    expect(cartChangeEvents(cartOf([line('a', 2, 450, 'THB')], 'THB', 'OLD'), after)[0]!.event).toBe('add_to_cart');
  });

  it('without the cart before, matches the add to the lines by SKU or variant, and leaves out what it cannot match', () => {
    const shirt = line('s', 3, 1290, 'THB', {
      configured_variant: { uid: 'v9', sku: 'TFC-HOME-M', name: 'M', options: [], thumbnail: null },
    });
    const after = cartOf([line('a', 5, 450, 'THB'), shirt], 'THB');
    const events = cartChangeEvents(null, after, [
      { variantUid: 'v9', quantity: 1 },
      { sku: 'SKU-a', quantity: 2 },
      { variantUid: 'unknown', quantity: 1 },
    ]);
    expect(events).toHaveLength(1);
    expect(events[0]!.ecommerce.items.map((i) => [i.item_id, i.item_variant, i.quantity])).toEqual([
      ['p-s', 'TFC-HOME-M', 1],
      ['p-a', undefined, 2],
    ]);
    expect(cartChangeEvents(null, after)).toEqual([]);
  });
});
