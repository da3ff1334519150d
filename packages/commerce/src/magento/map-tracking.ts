import type { OrderTracking, Shipment } from '../account-types';
import { carrierCodeOf, type MagentoCarrier } from './carriers';
import { isoDateOf, trackedStatusOf } from './map-account';

/** A track of a shipment: GraphQL's `ShipmentTracking` (carrier is Magento's carrier code, `custom` for a typed one). */
export interface RawTrack {
  title?: string | null;
  carrier?: string | null;
  number?: string | null;
}

/** `customer.orders` with its shipments (queries/tracking.ts). */
export interface RawTrackedOrder {
  number: string;
  order_date: string | null;
  status: string | null;
  /** The order's shipping carrier's title ("Flat Rate"): a shipment without tracking shows it. */
  carrier?: string | null;
  shipments?: Array<{ id: string; number: string; tracking?: Array<RawTrack | null> | null } | null> | null;
}

/** REST `GET /V1/orders` (asked for these fields only: never the addresses or lines). */
export interface RawRestOrder {
  entity_id: number;
  increment_id: string;
  customer_email?: string | null;
  status?: string | null;
  created_at?: string | null;
  shipping_description?: string | null;
}

/** REST `GET /V1/shipments`: a shipment's tracks (`track_number`, `carrier_code`, `title`). */
export interface RawRestShipment {
  entity_id?: number;
  tracks?: Array<{ track_number?: string | null; carrier_code?: string | null; title?: string | null } | null> | null;
}

/**
 * A Magento shipment is a parcel handed over: 'shipped'. Magento Open Source follows no parcel
 * further (no delivery event, no expected date), so never 'delivered' and no expected delivery.
 * Each track is a parcel; a shipment without tracking is one parcel, under the order's carrier.
 */
function parcels(
  tracks: Array<RawTrack | null> | null | undefined,
  fallbackCarrier: string,
  carriers: readonly MagentoCarrier[],
): Shipment[] {
  const known = (tracks ?? []).filter((t): t is RawTrack => !!t);
  if (known.length === 0)
    return [
      { carrier: carrierCodeOf({ title: fallbackCarrier }, carriers), tracking_number: null, status: 'shipped', expected_delivery: null },
    ];
  return known.map((t) => ({
    carrier: carrierCodeOf(t, carriers),
    tracking_number: t.number?.trim() || null,
    status: 'shipped',
    expected_delivery: null,
  }));
}

export function mapCustomerOrderTracking(raw: RawTrackedOrder, carriers: readonly MagentoCarrier[]): OrderTracking {
  const shipments = (raw.shipments ?? []).filter((s): s is NonNullable<typeof s> => !!s);
  return {
    number: raw.number,
    status: trackedStatusOf(raw.status, shipments.length > 0),
    placed_at: isoDateOf(raw.order_date),
    shipments: shipments.flatMap((s) => parcels(s.tracking, raw.carrier?.trim() ?? '', carriers)),
  };
}

export function mapRestOrderTracking(
  order: RawRestOrder,
  shipments: readonly RawRestShipment[],
  carriers: readonly MagentoCarrier[],
): OrderTracking {
  const fallback = order.shipping_description?.split(' - ')[0]?.trim() ?? '';
  return {
    number: order.increment_id,
    status: trackedStatusOf(order.status, shipments.length > 0),
    placed_at: isoDateOf(order.created_at),
    shipments: shipments.flatMap((s) =>
      parcels(
        (s.tracks ?? []).map((t) =>
          t ? { carrier: t.carrier_code ?? null, title: t.title ?? null, number: t.track_number ?? null } : null,
        ),
        fallback,
        carriers,
      ),
    ),
  };
}
