import { gql } from './document';

/** The engine's order-tracking plugin: where a placed order stands and its parcels. */
export interface RawOrderTracking {
  code: string;
  state: string;
  placedAt: string | null;
  shipments: Array<{ carrier: string; trackingCode: string | null; state: string; expectedDelivery: string | null }>;
}

const TRACKING_FIELDS = 'code state placedAt shipments { carrier trackingCode state expectedDelivery }';

/** The shopper's own order (its customer, or the session that placed it). */
export const ORDER_TRACKING_QUERY = gql<{ orderByCode: { tracking: RawOrderTracking } | null }, { code: string }>(
  `query OrderTracking($code: String!) { orderByCode(code: $code) { tracking { ${TRACKING_FIELDS} } } }`,
);

/** A guest's lookup by number and email (sent by POST: the email stays out of URLs). */
export const LOOKUP_ORDER_QUERY = gql<{ orderTracking: RawOrderTracking | null }, { code: string; emailAddress: string }>(
  `query LookupOrder($code: String!, $emailAddress: String!) { orderTracking(code: $code, emailAddress: $emailAddress) { ${TRACKING_FIELDS} } }`,
);
