import type { ConsentChoice } from './consent';
import type { Ga4Event } from './ga4';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Google Consent Mode v2's defaults: everything denied until the shopper says otherwise. They are
 * the first entry of the page's `dataLayer`, before any event and before the tag manager can load.
 */
export const CONSENT_DEFAULTS = Object.freeze({
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
});

let started = false;

/**
 * The page's `window.dataLayer`, made on first use with the consent defaults as its first entry.
 * Every push of the shop goes through here, so nothing can come before the defaults.
 */
export function dataLayer(): unknown[] {
  const layer = (window.dataLayer ??= []);
  if (!started) {
    started = true;
    gtagOn(layer, 'consent', 'default', { ...CONSENT_DEFAULTS });
  }
  return layer;
}

/**
 * A gtag() command: the tag manager reads commands only as an `arguments` object (what Google's
 * `function gtag(){dataLayer.push(arguments)}` pushes), not as an array.
 */
function gtagOn(layer: unknown[], ...command: unknown[]): void {
  layer.push(argumentsOf(...command));
}

function argumentsOf(..._values: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- the arguments object itself is what is wanted.
  return arguments;
}

/** Consent Mode's update for the shopper's choice. */
export function updateConsent(choice: ConsentChoice): void {
  const marketing = choice.marketing ? 'granted' : 'denied';
  gtagOn(dataLayer(), 'consent', 'update', {
    analytics_storage: choice.analytics ? 'granted' : 'denied',
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
  });
}

/**
 * Pushes a GA4 e-commerce event, after clearing the previous event's `ecommerce` (Google's
 * advice: the data layer merges objects, and an old item list would leak into the new event).
 * Pushed whether or not the shopper consented: the array stays in the page, and only a tag
 * manager (loaded with consent) reads it.
 */
export function pushEcommerce(event: Ga4Event): void {
  const layer = dataLayer();
  layer.push({ ecommerce: null });
  layer.push(event);
}
