import type { Shipment, StoreCarrier } from '@talat/commerce/types';

/** A tracking number a link may carry: letters, digits and dashes, as carriers print them. */
const TRACKING_NUMBER = /^[A-Za-z0-9-]{6,40}$/;

/** What the shopper reads of a parcel's carrier: its name, and its tracking page when there is one. */
export interface CarrierLink {
  name: string;
  url: string | null;
}

/**
 * The carrier of a shipment by the store config's table (a shipment names the carrier's code): its
 * name in the shopper's language and its tracking page for this parcel (`{tracking}` replaced by
 * the URL-encoded number). A carrier the table does not have keeps the name staff typed, without
 * a link; so does a tracking number that is not a plain one.
 */
export function carrierLink(shipment: Pick<Shipment, 'carrier' | 'tracking_number'>, carriers: readonly StoreCarrier[]): CarrierLink {
  const carrier = carriers.find((c) => c.code === shipment.carrier);
  if (!carrier) return { name: shipment.carrier, url: null };
  const number = shipment.tracking_number;
  const url = number && TRACKING_NUMBER.test(number) ? carrier.tracking_url.replace('{tracking}', encodeURIComponent(number)) : null;
  return { name: carrier.name, url };
}
