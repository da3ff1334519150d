import type checkoutMessages from '@messages/en/checkout.json';

/**
 * The checkout's texts, as the catalogues hold them (messages/{en,th}/checkout.json). Server
 * pages read whole namespaces with `t.raw(...)` and pass them to the client components, which
 * fill `{placeholders}` with fillTemplate: no catalogue or ICU formatter ships to the browser.
 */
type Catalogue = typeof checkoutMessages;
export type CheckoutLabels = Catalogue['checkout'];
export type SummaryLabels = Catalogue['checkout']['summary'];
export type ShippingLabels = Catalogue['checkoutShipping'];
export type PaymentLabels = Catalogue['checkoutPayment'];
export type CardLabels = Catalogue['checkoutCard'];
export type ThankYouLabels = Catalogue['checkoutThankYou'];
export type ChallengeLabels = Catalogue['checkoutChallenge'];
/** Country names by ISO code (the address catalogue's `address.countries`). */
export type CountryNames = Record<string, string>;
