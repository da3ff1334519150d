/** What changed, as the storefront's `/api/revalidate` understands it (team notes contract). */
export const REVALIDATION_TYPES = ['product', 'collection', 'facet', 'asset', 'stock', 'review', 'price', 'redirect'] as const;
export type RevalidationType = (typeof REVALIDATION_TYPES)[number];

/** One entry of the POST body: `ids` are product ids for product / price / stock / review, the settings' id for redirect. */
export interface RevalidationEvent {
  type: RevalidationType;
  ids: string[];
}

export interface RevalidationBody {
  events: RevalidationEvent[];
}

export interface StorefrontRevalidationOptions {
  /**
   * Storefront origin, or several separated by commas (one per storefront process); the plugin
   * POSTs to `${origin}/api/revalidate` of each. Empty: disabled.
   */
  storefrontUrl: string;
  /** Sent as `x-revalidate-secret`; never logged. */
  secret: string;
  /** Quiet time before a batch is sent. */
  debounceMs: number;
  /** A batch is sent at the latest this long after its first change, even while changes keep coming. */
  maxWaitMs: number;
  /** Request timeout. */
  timeoutMs: number;
}

export const DEFAULT_REVALIDATE_SECRET = 'talat-dev-revalidate-secret';

export const defaultRevalidationOptions: StorefrontRevalidationOptions = {
  storefrontUrl: '',
  secret: DEFAULT_REVALIDATE_SECRET,
  debounceMs: 250,
  maxWaitMs: 2000,
  timeoutMs: 3000,
};
