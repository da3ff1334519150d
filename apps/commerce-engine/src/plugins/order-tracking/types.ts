/** The Shop API `TalatOrderTracking`: where a placed order stands and its parcels. */
export interface OrderTrackingView {
  code: string;
  state: string;
  placedAt: Date | null;
  shipments: ShipmentView[];
}

/** One fulfilment: `carrier` is the carrier's code (store config `carriers`) or what staff typed. */
export interface ShipmentView {
  carrier: string;
  trackingCode: string | null;
  state: string;
  expectedDelivery: Date | null;
}
