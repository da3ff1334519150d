import { describe, expect, it } from 'vitest';
import {
  addPaymentInfo,
  addShippingInfo,
  amount,
  cartEvent,
  itemsValue,
  lineItem,
  paymentTypeOf,
  purchase,
  SEARCH_LIST,
  viewItem,
  viewItemList,
} from './ga4';
import { cartOf, line, money, orderOf, productOf } from './test-carts';

describe('GA4 items', () => {
  it('gives money in major units as numbers, two decimals, without float dust (THB and GBP)', () => {
    expect(amount(1290)).toBe(1290);
    expect(amount(0.1 + 0.2)).toBe(0.3);
    expect(amount(32.499999999)).toBe(32.5);
    expect(lineItem(line('a', 2, 1290, 'THB')).price).toBe(1290);
    expect(lineItem(line('a', 1, 32.5, 'GBP')).price).toBe(32.5);
  });

  it("maps a cart line: the product's uid, its name, the variant's SKU, unit price with tax and the discount per unit", () => {
    const shirt = line('s', 2, 1290, 'THB', {
      configured_variant: { uid: 'v9', sku: 'TFC-HOME-M', name: 'Home Shirt M', options: [{ label: 'Size', value: 'M' }], thumbnail: null },
    });
    shirt.prices.total_item_discount = money(258, 'THB');
    expect(lineItem(shirt)).toEqual({
      item_id: 'p-s',
      item_name: 'Product s',
      price: 1290,
      quantity: 2,
      item_variant: 'TFC-HOME-M',
      discount: 129,
    });
    expect(lineItem(shirt, 1).quantity).toBe(1);
    expect(itemsValue([lineItem(shirt)])).toBe(2322);
  });
});

describe('GA4 events', () => {
  it('view_item: the product at its lowest price, with its first category', () => {
    expect(viewItem(productOf('GBP', 55))).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'GBP',
        value: 55,
        items: [{ item_id: '42', item_name: 'Home Shirt 2026', price: 55, quantity: 1, item_category: 'Kits' }],
      },
    });
  });

  it('view_item_list: the products in the order shown, with the list and their positions', () => {
    const { categories: _categories, ...tile } = productOf('THB', 1990);
    void _categories;
    const event = viewItemList([tile, { ...tile, uid: '43', name: 'Away Shirt' }], SEARCH_LIST, 'THB');
    expect(event.event).toBe('view_item_list');
    expect(event.ecommerce).toMatchObject({ currency: 'THB', item_list_id: 'search', item_list_name: 'search' });
    expect(event.ecommerce.items.map((i) => [i.item_id, i.index, i.item_list_id, i.price])).toEqual([
      ['42', 0, 'search', 1990],
      ['43', 1, 'search', 1990],
    ]);
    expect(viewItemList([], { id: 'category:kits', name: 'Kits' }, 'GBP').ecommerce.currency).toBe('GBP');
  });

  it('view_cart and begin_checkout: every line, the lines’ value and the coupons', () => {
    const cart = { ...cartOf([line('a', 2, 450, 'THB'), line('b', 1, 1290, 'THB')], 'THB'), applied_coupons: [{ code: 'WELCOME10' }] };
    const event = cartEvent('begin_checkout', cart);
    expect(event).toMatchObject({ event: 'begin_checkout', ecommerce: { currency: 'THB', value: 2190, coupon: 'WELCOME10' } });
    expect(event.ecommerce.items).toHaveLength(2);
    expect(cartEvent('view_cart', cartOf([line('a', 3, 12.99, 'GBP')], 'GBP')).ecommerce).toMatchObject({ currency: 'GBP', value: 38.97 });
  });

  it("add_shipping_info: the method's code as the tier; add_payment_info: the way it is paid", () => {
    const cart = cartOf([line('a', 1, 450, 'THB')], 'THB');
    cart.selected_shipping_method = {
      uid: '1',
      carrier_code: 'thailand-post',
      method_code: 'standard-th',
      carrier_title: 'Thailand Post',
      method_title: 'ส่งธรรมดา',
      description: '',
      amount: money(50, 'THB'),
      amount_excluding_tax: money(46.73, 'THB'),
    };
    expect(addShippingInfo(cart).ecommerce).toMatchObject({ shipping_tier: 'standard-th', value: 450, currency: 'THB' });
    expect(addShippingInfo(cartOf([], 'GBP')).ecommerce.shipping_tier).toBeUndefined();
    expect(addPaymentInfo(cart, 'cheque')).toMatchObject({ event: 'add_payment_info', ecommerce: { payment_type: 'cheque' } });
    expect(paymentTypeOf({ method: 'cheque' })).toBe('cheque');
    expect(paymentTypeOf({ method: 'card', token: 't' })).toBe('card');
    expect(paymentTypeOf({ method: 'online', paymentMethod: { type: 'promptpay' }, attempt: 'x' })).toBe('promptpay');
  });

  it('purchase: the order number, its grand total, tax, shipping and lines (THB and GBP)', () => {
    const thb = orderOf(cartOf([line('a', 2, 450, 'THB')], 'THB'), 'TFC-1001', {
      applied_taxes: [{ label: 'VAT 7%', rate: 7, amount: money(62.15, 'THB') }],
      shipping_including_tax: money(50, 'THB'),
      grand_total: money(950, 'THB'),
    });
    expect(purchase(thb)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'TFC-1001',
        currency: 'THB',
        value: 950,
        tax: 62.15,
        shipping: 50,
        items: [{ item_id: 'p-a', item_name: 'Product a', price: 450, quantity: 2 }],
      },
    });
    const gbp = orderOf(cartOf([line('b', 1, 32.5, 'GBP')], 'GBP'), 'TFC-1002', {
      applied_taxes: [
        { label: 'VAT', rate: 20, amount: money(5.41, 'GBP') },
        { label: 'VAT', rate: 0, amount: money(0.01, 'GBP') },
      ],
      shipping_including_tax: money(4.99, 'GBP'),
      grand_total: money(37.49, 'GBP'),
    });
    expect(purchase(gbp).ecommerce).toMatchObject({ transaction_id: 'TFC-1002', currency: 'GBP', value: 37.49, tax: 5.42, shipping: 4.99 });
  });
});
