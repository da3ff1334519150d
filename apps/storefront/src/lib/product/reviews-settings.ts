import type { StoreConfig } from '@talat/commerce/types';
import { scriptAllowed } from '../../../server/script-origins';

/**
 * What the product page shows of reviews, from the store config's `reviews` (spec section 3):
 * nothing, the engine's own reviews, or a provider's widget (its script and custom element).
 * A provider whose script is not from an origin the shop allows (`SCRIPT_ORIGINS`) falls back to
 * the engine's reviews, as does a missing store config.
 */
export type ReviewsDisplay =
  | { kind: 'off' }
  | { kind: 'engine' }
  | { kind: 'provider'; provider: string; scriptUrl: string; elementName: string };

export function reviewsDisplayOf(config: Pick<StoreConfig, 'reviews'> | null, scriptOrigins: readonly string[]): ReviewsDisplay {
  if (!config) return { kind: 'engine' };
  const { reviews } = config;
  if (!reviews.enabled) return { kind: 'off' };
  if (reviews.provider === 'engine' || reviews.element_name === null || !scriptAllowed(reviews.script_url, scriptOrigins)) return { kind: 'engine' };
  return { kind: 'provider', provider: reviews.provider, scriptUrl: reviews.script_url, elementName: reviews.element_name };
}
