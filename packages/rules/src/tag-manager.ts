/**
 * The tag manager id rule (spec section 5): `GTM-` followed by uppercase letters or digits, else
 * "{id} is not a valid GTM-ID". The engine refuses to start with an invalid `GTM_ID`, and the
 * storefront checks the id the store config names again before it puts it in a script URL.
 */

const GTM_ID = /^GTM-[A-Z0-9]+$/;

/** Whether `id` is a tag manager container id (`GTM-ABC123`). */
export function isGtmId(id: string): boolean {
  return GTM_ID.test(id);
}

/** The spec's message for an id that is not one, in English (the engine's start-up error and the logs). */
export function invalidGtmIdMessage(id: string): string {
  return `${id} is not a valid GTM-ID`;
}
