import { describe, expect, it } from 'vitest';
import { carrierCodeOf, DEFAULT_MAGENTO_CARRIERS, storeCarriers } from './carriers';
import { trackedStatusOf } from './map-account';
import { mapCustomerOrderTracking, mapRestOrderTracking } from './map-tracking';

const carriers = DEFAULT_MAGENTO_CARRIERS;

describe('a Magento track’s carrier as the storefront knows it', () => {
  it('is the shop’s carrier by Magento’s carrier code, or by the code or name staff typed as a custom title', () => {
    expect(carrierCodeOf({ carrier: 'kerry-express', title: 'anything' }, carriers)).toBe('kerry-express');
    expect(carrierCodeOf({ carrier: 'custom', title: 'Royal Mail' }, carriers)).toBe('royal-mail');
    expect(carrierCodeOf({ carrier: 'custom', title: ' royal  mail ' }, carriers)).toBe('royal-mail');
    expect(carrierCodeOf({ carrier: 'custom', title: 'เคอรี่ เอ็กซ์เพรส' }, carriers)).toBe('kerry-express');
    expect(carrierCodeOf({ carrier: 'custom', title: 'thailand-post' }, carriers)).toBe('thailand-post');
  });

  it('is the title as typed for a carrier the shop does not list, or Magento’s code without a title', () => {
    expect(carrierCodeOf({ carrier: 'custom', title: 'Lalamove' }, carriers)).toBe('Lalamove');
    expect(carrierCodeOf({ carrier: 'ups', title: '' }, carriers)).toBe('ups');
  });

  it('gives the store config the carriers in the store’s language with their tracking pages', () => {
    expect(storeCarriers(carriers, 'th')).toContainEqual({
      code: 'kerry-express',
      name: 'เคอรี่ เอ็กซ์เพรส',
      tracking_url: 'https://th.kerryexpress.com/en/track/?track={tracking}',
    });
    expect(storeCarriers(carriers, 'en').map((c) => c.name)).toContain('Royal Mail');
  });
});

describe('a Magento order’s status, told by its shipments', () => {
  it('reads an order with a shipment as shipped, whatever its payment; cancelled and closed stay so', () => {
    expect(trackedStatusOf('Pending', true)).toBe('shipped');
    expect(trackedStatusOf('processing', true)).toBe('shipped');
    expect(trackedStatusOf('Complete', true)).toBe('shipped');
    expect(trackedStatusOf('Canceled', true)).toBe('cancelled');
    expect(trackedStatusOf('closed', true)).toBe('cancelled');
    expect(trackedStatusOf('Pending', false)).toBe('payment_pending');
    expect(trackedStatusOf('Processing', false)).toBe('paid');
  });
});

describe('OrderTracking from Magento', () => {
  it('maps the customer’s order: each track a shipped parcel, no expected delivery (Magento keeps none)', () => {
    expect(
      mapCustomerOrderTracking(
        {
          number: '000000012',
          order_date: '2026-12-06 09:30:00',
          status: 'Processing',
          carrier: 'Flat Rate',
          shipments: [
            {
              id: 'MQ==',
              number: '000000001',
              tracking: [
                { carrier: 'custom', title: 'Kerry Express', number: ' KEX123456 ' },
                { carrier: 'custom', title: 'Lalamove', number: null },
              ],
            },
            { id: 'Mg==', number: '000000002', tracking: [] },
            null,
          ],
        },
        carriers,
      ),
    ).toEqual({
      number: '000000012',
      status: 'shipped',
      placed_at: '2026-12-06T09:30:00.000Z',
      shipments: [
        { carrier: 'kerry-express', tracking_number: 'KEX123456', status: 'shipped', expected_delivery: null },
        { carrier: 'Lalamove', tracking_number: null, status: 'shipped', expected_delivery: null },
        { carrier: 'Flat Rate', tracking_number: null, status: 'shipped', expected_delivery: null },
      ],
    });
  });

  it('maps an order with no shipment yet: its status, no parcels', () => {
    expect(mapCustomerOrderTracking({ number: '1', order_date: null, status: 'Pending', shipments: null }, carriers)).toEqual({
      number: '1',
      status: 'payment_pending',
      placed_at: null,
      shipments: [],
    });
  });

  it('maps a guest’s order from REST: the increment id, the status code, the shipments’ tracks', () => {
    expect(
      mapRestOrderTracking(
        {
          entity_id: 7,
          increment_id: '000000007',
          customer_email: 'ploy@example.com',
          status: 'pending',
          created_at: '2026-12-06 10:00:00',
          shipping_description: 'Standard delivery - Standard',
        },
        [
          { entity_id: 1, tracks: [{ carrier_code: 'custom', title: 'Royal Mail', track_number: 'RM1234567' }] },
          { entity_id: 2, tracks: null },
        ],
        carriers,
      ),
    ).toEqual({
      number: '000000007',
      status: 'shipped',
      placed_at: '2026-12-06T10:00:00.000Z',
      shipments: [
        { carrier: 'royal-mail', tracking_number: 'RM1234567', status: 'shipped', expected_delivery: null },
        { carrier: 'Standard delivery', tracking_number: null, status: 'shipped', expected_delivery: null },
      ],
    });
  });
});
