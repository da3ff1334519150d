import { describe, expect, it } from 'vitest';
import { mapOrderTracking } from './map-order-tracking';

describe('mapOrderTracking', () => {
  it("maps the engine's order and fulfilment states to what the shopper reads", () => {
    const tracking = mapOrderTracking({
      code: 'ABC123',
      state: 'PartiallyShipped',
      placedAt: '2026-03-01T10:00:00.000Z',
      shipments: [
        { carrier: 'kerry-express', trackingCode: 'KEX12345678', state: 'Shipped', expectedDelivery: '2026-03-04T00:00:00.000Z' },
        { carrier: 'Own van', trackingCode: '', state: 'Pending', expectedDelivery: null },
        { carrier: 'dpd', trackingCode: '15501234567890', state: 'Delivered', expectedDelivery: null },
      ],
    });
    expect(tracking).toEqual({
      number: 'ABC123',
      status: 'shipped',
      placed_at: '2026-03-01T10:00:00.000Z',
      shipments: [
        { carrier: 'kerry-express', tracking_number: 'KEX12345678', status: 'shipped', expected_delivery: '2026-03-04T00:00:00.000Z' },
        { carrier: 'Own van', tracking_number: null, status: 'preparing', expected_delivery: null },
        { carrier: 'dpd', tracking_number: '15501234567890', status: 'delivered', expected_delivery: null },
      ],
    });
  });
});
