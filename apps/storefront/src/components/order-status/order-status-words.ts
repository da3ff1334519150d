import type { Messages } from '@/i18n/messages';

/**
 * The order lookup's words as its client form reads them: the `orderStatus` subtree
 * (messages/{lang}/order-status.json) and the order statuses of My Account (docs/decisions/0040).
 */
export type OrderStatusWords = Messages['orderStatus'];

/** What a parcel list says (the lookup's result and the customer's order page). */
export const TRACKING_WORDS = [
  'resultTitle',
  'status',
  'placedOn',
  'deliveryTitle',
  'notDispatched',
  'parcel',
  'parcelStatus',
  'carrier',
  'trackingNumber',
  'track',
  'newWindow',
  'expectedDelivery',
  'shipmentStatuses',
] as const;
export type TrackingWords = Pick<OrderStatusWords, (typeof TRACKING_WORDS)[number]> & {
  statuses: Messages['myAccount']['orders']['statuses'];
};

/** The form's own words. */
export const FORM_WORDS = [
  'formTitle',
  'number',
  'numberHint',
  'email',
  'submit',
  'searching',
  'numberInvalid',
  'emailInvalid',
  'notFound',
  'failed',
] as const;
export type LookupFormWords = Pick<OrderStatusWords, (typeof FORM_WORDS)[number]> & TrackingWords;
