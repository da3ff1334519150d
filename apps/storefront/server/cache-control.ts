import type { ServerResponse } from 'node:http';

/**
 * What Next.js answers for a page it keeps (the first-visit pages of docs/decisions/0015) says
 * `s-maxage=60, stale-while-revalidate=<a year>`. A CDN or proxy in front would then serve a page
 * for up to a year after the engine expired it here, so an admin's price change would not reach
 * shoppers. Such pages go out as "store, but ask the storefront every time" instead: the
 * storefront answers from its own cache in a few milliseconds, and stays the one place that
 * knows when a page changed.
 */
export const REVALIDATE_AT_ORIGIN = 'public, max-age=0, must-revalidate';

export function originCacheControl(value: string): string {
  return /(^|,)\s*s-maxage\s*=/i.test(value) ? REVALIDATE_AT_ORIGIN : value;
}

/** Rewrites the Cache-Control header a response is given through `setHeader`, as above. */
export function keepSharedCachesAsking(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: number | string | readonly string[]) => {
    if (name.toLowerCase() === 'cache-control' && typeof value === 'string') return setHeader(name, originCacheControl(value));
    return setHeader(name, value);
  };
}
