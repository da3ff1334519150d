import type { StoreConfig } from '@talat/commerce/types';
import { allowedWidget } from './provider-widget';

/**
 * What the product page shows of reviews, from the store config's `reviews` (spec section 3):
 * nothing, the engine's own reviews, or a provider's widget (its script and custom element).
 * A provider whose script is not from an origin the shop allows (`SCRIPT_ORIGINS`) falls back to
 * the engine's reviews, as does a missing store config.
 */
export type ReviewsDisplay =
  { kind: 'off' } | { kind: 'engine' } | { kind: 'provider'; provider: string; scriptUrl: string; elementName: string };

export function reviewsDisplayOf(config: Pick<StoreConfig, 'reviews'> | null, scriptOrigins: readonly string[]): ReviewsDisplay {
  if (!config) return { kind: 'engine' };
  const { reviews } = config;
  if (!reviews.enabled) return { kind: 'off' };
  const widget = reviews.provider === 'engine' ? null : allowedWidget(reviews, scriptOrigins);
  return widget ? { kind: 'provider', provider: reviews.provider, ...widget } : { kind: 'engine' };
}
