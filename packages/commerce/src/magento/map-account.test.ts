import { describe, expect, it } from 'vitest';
import {
  addressBook,
  addressIdOf,
  customerAddressInput,
  isoDateOf,
  mapCustomerNewsletter,
  mapCustomerOrder,
  mapOrderList,
  orderStatusOf,
} from './map-account';
import type { RawCustomerAddress, RawCustomerOrder } from './raw-account-types';

const address = (over: Partial<RawCustomerAddress>): RawCustomerAddress => ({
  id: 1,
  firstname: 'Emma',
  lastname: 'Clarke',
  company: null,
  street: ['221B Baker Street', null],
  city: 'London',
  region: { region: null, region_code: null, region_id: 0 },
  postcode: 'NW1 6XE',
  country_code: 'GB',
  telephone: '+442079460001',
  default_shipping: false,
  default_billing: false,
  ...over,
});

describe('the address book', () => {
  it('maps the saved addresses with their defaults; the profile telephone is the default billing address’s', () => {
    const book = addressBook([
      address({ id: 1, default_shipping: true }),
      null,
      address({ id: 2, telephone: '+442079460002', default_billing: true, region: { region: 'Kent', region_code: 'KT', region_id: 5 } }),
      address({ id: null }),
    ]);
    expect(book.addresses.map((a) => [a.id, a.default_shipping, a.default_billing, a.region])).toEqual([
      ['1', true, false, null],
      ['2', false, true, 'Kent'],
    ]);
    expect(book.addresses[0]!.street).toEqual(['221B Baker Street']);
    expect(book.default_shipping).toMatchObject({ street: ['221B Baker Street'], telephone: '+442079460001' });
    expect(book.default_shipping).not.toHaveProperty('id');
    expect(book).toMatchObject({ telephone: '+442079460002', billingId: 2 });
    expect(addressBook([address({ default_shipping: true })])).toMatchObject({ telephone: null, billingId: null, default_billing: null });
    expect(addressBook(null).addresses).toEqual([]);
  });

  it('sends a Thai address with the district as the city and the province as the region’s name, trimmed', () => {
    expect(
      customerAddressInput({
        address: {
          firstname: ' สมชาย ',
          lastname: 'ใจดี',
          company: ' ',
          street: [' 12 ถนนสีลม ', '', 'สีลม'],
          city: 'บางรัก',
          region: 'กรุงเทพมหานคร',
          postcode: '10500',
          country_code: 'th',
          telephone: '+66812345678',
          pccc: 'P123',
        },
        default_billing: true,
      }),
    ).toEqual({
      firstname: 'สมชาย',
      lastname: 'ใจดี',
      street: ['12 ถนนสีลม', 'สีลม'],
      city: 'บางรัก',
      region: { region: 'กรุงเทพมหานคร' },
      postcode: '10500',
      country_code: 'TH',
      telephone: '+66812345678',
      default_billing: true,
    });
  });

  it('takes only Magento’s integer address ids', () => {
    expect(addressIdOf('42')).toBe(42);
    for (const id of ['0', '01', 'abc', '-1', '1.5', '99999999999']) expect(addressIdOf(id), id).toBeNull();
  });
});

describe('orders', () => {
  it('reads Magento’s statuses by label or code, and its UTC dates', () => {
    expect(
      ['Pending', 'pending_payment', 'Processing', 'Complete', 'Canceled', 'Closed', 'On Hold', 'รอดำเนินการ', null].map(orderStatusOf),
    ).toEqual(['payment_pending', 'payment_pending', 'paid', 'shipped', 'cancelled', 'cancelled', 'other', 'other', 'other']);
    expect(isoDateOf('2026-12-06 09:30:00')).toBe('2026-12-06T09:30:00.000Z');
    expect(isoDateOf('yesterday')).toBeNull();
  });

  it('lists an order that has a shipment as shipped, whatever its payment status says', () => {
    const order = (status: string, shipments: Array<{ id: string }>) => ({
      number: '000000004',
      order_date: '2026-12-06 09:30:00',
      status,
      shipments,
      total: { grand_total: { value: 590, currency: 'THB' } },
      items: [],
    });
    const statuses = mapOrderList(
      {
        total_count: 3,
        page_info: null,
        items: [order('Processing', [{ id: 'MQ==' }]), order('Processing', []), order('Canceled', [{ id: 'Mg==' }])],
      },
      1,
      10,
      'THB',
    ).items.map((o) => o.status);
    expect(statuses).toEqual(['shipped', 'paid', 'cancelled']);
  });

  it('lists orders with their quantities and totals', () => {
    expect(
      mapOrderList(
        {
          total_count: 3,
          page_info: null,
          items: [
            {
              number: '000000003',
              order_date: '2026-12-06 09:30:00',
              status: 'Pending',
              total: { grand_total: { value: 590, currency: 'THB' } },
              items: [{ quantity_ordered: 2 }, { quantity_ordered: 1 }],
            },
            null,
          ],
        },
        2,
        1,
        'GBP',
      ),
    ).toEqual({
      items: [
        {
          number: '000000003',
          status: 'payment_pending',
          placed_at: '2026-12-06T09:30:00.000Z',
          grand_total: { value: 590, currency: 'THB' },
          total_quantity: 3,
        },
      ],
      total_count: 3,
      page: 2,
      page_size: 1,
    });
  });

  it('reads one order: prices with tax from the order’s rate, the method’s title, the cheque', () => {
    const money = (value: number) => ({ value, currency: 'GBP' });
    const raw: RawCustomerOrder = {
      number: '000000007',
      order_date: '2026-12-06 09:30:00',
      status: 'Processing',
      shipping_method: 'Talat FC - Standard delivery',
      items: [
        {
          id: 'i1',
          product_name: 'Home shirt',
          product_sku: 'HOME-SHIRT-M',
          product_url_key: 'home-shirt',
          product_type: 'configurable',
          quantity_ordered: 2,
          product_sale_price: money(50),
          selected_options: [{ label: 'Size', value: 'M' }],
          discounts: [{ label: 'WELCOME10', amount: money(12) }],
        },
      ],
      total: {
        subtotal: money(100),
        grand_total: money(113),
        total_tax: money(20),
        total_shipping: money(4.17),
        shipping_handling: { amount_including_tax: money(5) },
        taxes: [{ title: 'VAT', rate: 20, amount: money(20) }],
        discounts: [{ label: 'WELCOME10', amount: money(12) }],
      },
      shipping_address: null,
      billing_address: {
        firstname: 'Emma',
        lastname: 'Clarke',
        company: null,
        street: ['1 Abbey Road'],
        city: 'London',
        region: null,
        postcode: 'NW8 9AY',
        country_code: 'GB',
        telephone: null,
      },
      payment_methods: [{ name: 'Check / Money order', type: 'checkmo' }],
    };
    const order = mapCustomerOrder(raw, 'emma@talat.example', 'THB');
    expect(order).toMatchObject({
      number: '000000007',
      status: 'paid',
      state: 'placed',
      email: 'emma@talat.example',
      is_virtual: true,
      payment_method: 'checkmo',
      payment_kind: 'cheque',
      shipping_method: {
        carrier_code: 'Talat FC',
        method_code: 'Standard delivery',
        carrier_title: 'Talat FC',
        method_title: 'Standard delivery',
        amount: money(5),
        amount_excluding_tax: money(4.17),
      },
      billing_address: { city: 'London', telephone: '', pccc: null },
      prices: {
        subtotal_excluding_tax: money(100),
        subtotal_including_tax: money(120),
        applied_taxes: [{ label: 'VAT', rate: 20, amount: money(20) }],
        discounts: [{ label: 'WELCOME10', amount: money(12) }],
        shipping_including_tax: money(5),
        grand_total: money(113),
        payable_total: money(113),
      },
    });
    expect(order.items[0]).toMatchObject({
      quantity: 2,
      prices: {
        price: money(60),
        row_total: money(100),
        row_total_including_tax: money(120),
        total_item_discount: money(12),
        tax_percent: 20,
      },
      product: { sku: 'HOME-SHIRT-M', kind: 'configurable', thumbnail: null, has_page: true },
      configured_variant: { sku: 'HOME-SHIRT-M', options: [{ label: 'Size', value: 'M' }] },
    });
    expect(mapCustomerOrder({ ...raw, status: 'Canceled' }, null, 'THB')).toMatchObject({ state: 'cancelled', status: 'cancelled' });
  });
});

describe('the newsletter', () => {
  it('is subscribed or not: Magento keeps no time or source of the consent', () => {
    expect(mapCustomerNewsletter({ email: 'a@example.com', is_subscribed: true })).toEqual({
      email: 'a@example.com',
      status: 'SUBSCRIBED',
      consent_at: null,
      consent_source: null,
    });
    expect(mapCustomerNewsletter({ email: 'a@example.com', is_subscribed: false })?.status).toBeNull();
    expect(mapCustomerNewsletter({ email: null, is_subscribed: true })).toBeNull();
  });
});
