import type { ISbConfig } from 'storyblok-js-client';

/**
 * How the storefront's content client treats the content service (spec section 9: "5 requests/s,
 * HTTP 429 retried up to 10 times with 300 ms delay"). Five a second is under every limit
 * Storyblok publishes for uncached CDN requests (50/s for one story or pages of up to 25, 15/s up
 * to 50, 10/s up to 75, 6/s up to 100), so a cold page (a category with its stories, and its
 * linked stories fetched by uuid in batches of 50) never meets a 429 it caused itself; cached
 * reads never reach the client (content.server.ts).
 */
export const CONTENT_RATE_LIMIT = {
  requestsPerSecond: 5,
  retriesOn429: 10,
  retryDelayMs: 300,
  timeoutSeconds: 10,
} as const;

export function storyblokOptions(env: { CONTENT_TOKEN: string; CONTENT_API_URL: string }): ISbConfig {
  return {
    accessToken: env.CONTENT_TOKEN,
    endpoint: env.CONTENT_API_URL.replace(/\/+$/, ''),
    rateLimit: CONTENT_RATE_LIMIT.requestsPerSecond,
    maxRetries: CONTENT_RATE_LIMIT.retriesOn429,
    retriesDelay: CONTENT_RATE_LIMIT.retryDelayMs,
    timeout: CONTENT_RATE_LIMIT.timeoutSeconds,
    // The Next.js data cache is the cache (content.server.ts); the client's own would hold stale stories.
    cache: { type: 'none', clear: 'manual', cv: 'manual' },
  };
}
