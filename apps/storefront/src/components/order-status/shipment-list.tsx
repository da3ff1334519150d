import type { OrderTracking, StoreCarrier } from '@talat/commerce/types';
import { fillTemplate } from '@/i18n/fill-template';
import { formatDate } from '@/lib/format/date';
import type { Locale } from '@/lib/locale/locales';
import { carrierLink } from '@/lib/order-status/carrier-link';
import type { TrackingWords } from './order-status-words';

/**
 * An order's parcels: each with its status, carrier, tracking number (a link to the carrier's
 * tracking page when the shop lists the carrier) and expected delivery; or that nothing has left
 * yet. The same on the customer's order page and the guest lookup's answer.
 */
export function ShipmentList({
  tracking,
  carriers,
  locale,
  words,
}: {
  tracking: OrderTracking;
  carriers: readonly StoreCarrier[];
  locale: Locale;
  words: TrackingWords;
}) {
  return (
    <section className="shipments" aria-labelledby="shipments-title" data-testid="shipments">
      <h2 id="shipments-title">{words.deliveryTitle}</h2>
      {tracking.shipments.length === 0 ? <p>{words.notDispatched}</p> : null}
      {tracking.shipments.map((shipment, i) => {
        const carrier = carrierLink(shipment, carriers);
        return (
          <section key={i} className="shipment" aria-labelledby={`shipment-${i}`}>
            <h3 id={`shipment-${i}`}>{fillTemplate(words.parcel, { n: i + 1 })}</h3>
            <dl className="shipment__facts">
              <dt>{words.parcelStatus}</dt>
              <dd>{words.shipmentStatuses[shipment.status]}</dd>
              <dt>{words.carrier}</dt>
              <dd>{carrier.name}</dd>
              {shipment.tracking_number ? (
                <>
                  <dt>{words.trackingNumber}</dt>
                  <dd>{shipment.tracking_number}</dd>
                </>
              ) : null}
              {shipment.expected_delivery ? (
                <>
                  <dt>{words.expectedDelivery}</dt>
                  <dd>{formatDate(shipment.expected_delivery, locale)}</dd>
                </>
              ) : null}
            </dl>
            {carrier.url ? (
              <p>
                <a href={carrier.url} target="_blank" rel="noopener noreferrer" className="button button--secondary">
                  {fillTemplate(words.track, { carrier: carrier.name })} <span className="sr-only">{words.newWindow}</span>
                </a>
              </p>
            ) : null}
          </section>
        );
      })}
    </section>
  );
}
