import { Fulfillment, Order, RequestContext, VendureEvent } from '@vendure/core';

/** What the shipping email says of the parcel, in the email's language. */
export interface ShipmentNotice {
  carrierName: string;
  trackingCode: string | null;
  trackingUrl: string | null;
  expectedDelivery: Date | null;
}

/** A fulfilment of this order was shipped; `ctx` is in the order's language (its placing request's). */
export class OrderShippedEvent extends VendureEvent {
  constructor(
    public ctx: RequestContext,
    public order: Order,
    public fulfillment: Fulfillment,
    public shipment: ShipmentNotice,
  ) {
    super();
  }
}
