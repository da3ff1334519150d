import 'server-only';
import { cache } from 'react';

/**
 * What a page render does when the engine's route resolver fails and no content page matches
 * (lib/routing/resolve-page.ts). By the spec (section 8) the route is cleared and the shopper
 * gets the not-found page. A page kept for first visits (docs/decisions/0015) is rendered again
 * in the background while shoppers get the kept one: a not-found page written then, during an
 * engine outage, would replace a real product or category page for every first visitor, so
 * that render fails instead and the kept page stays. The choice lasts one request.
 */
const requestChoice = cache((): { keepStale: boolean } => ({ keepStale: false }));

/** Called by the first-visit pages before they render the catch-all page. */
export function keepStaleOnResolverFailure(): void {
  requestChoice().keepStale = true;
}

export function onResolverFailure(): 'not-found' | 'throw' {
  return requestChoice().keepStale ? 'throw' : 'not-found';
}
