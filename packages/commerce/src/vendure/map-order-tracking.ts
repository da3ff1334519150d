import type { OrderTracking, ShipmentStatus } from '../account-types';
import { orderStatusOf } from './map-order-status';
import type { RawOrderTracking } from './queries/order-tracking';

/** The engine's fulfilment states as the shopper reads them (Vendure: Pending, Shipped, Delivered). */
export function shipmentStatusOf(state: string): ShipmentStatus {
  if (state === 'Delivered') return 'delivered';
  if (state === 'Shipped') return 'shipped';
  return 'preparing';
}

export function mapOrderTracking(raw: RawOrderTracking): OrderTracking {
  return {
    number: raw.code,
    status: orderStatusOf(raw.state),
    placed_at: raw.placedAt,
    shipments: raw.shipments.map((s) => ({
      carrier: s.carrier,
      tracking_number: s.trackingCode || null,
      status: shipmentStatusOf(s.state),
      expected_delivery: s.expectedDelivery,
    })),
  };
}
