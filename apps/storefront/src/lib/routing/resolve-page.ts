import type { RedirectRoute, Route } from '@talat/commerce/types';
import { classifyPath, isContentPageSlug } from './resolve-path';

/**
 * What the catch-all route shows for a path (spec section 2, "Path resolution"): the commerce
 * route first (a redirect rule, product, category), then a content story of that slug, else not found.
 * Pure orchestration: the backends come in as parameters so tests can pass fakes.
 */
export type ResolvedPage<S> =
  | { kind: 'product'; route: Extract<Route, { type: 'PRODUCT' }> }
  | { kind: 'category'; route: Extract<Route, { type: 'CATEGORY' }> }
  | { kind: 'content'; slug: string; story: S }
  | { kind: 'redirect'; route: RedirectRoute }
  | { kind: 'not-found'; reason: 'reserved' | 'invalid' | 'unmatched' | 'resolver-failed' }
  /** No commerce route, and the content service could not say whether a page exists: try later. */
  | { kind: 'unavailable' };

export interface ResolvePageDeps<S> {
  resolveRoute(path: string): Promise<Route | null>;
  getStory(slug: string): Promise<S | null>;
  log?: Pick<Console, 'error'>;
  /**
   * After a resolver failure and no content page: 'not-found' (spec section 8: logged, route
   * cleared, the not-found page; the default), or 'throw' for a page kept in a cache, where a
   * not-found page written during an engine outage would replace the real one and a failed
   * render keeps it (lib/routing/resolver-failure.server.ts).
   */
  onResolverFailure?: 'not-found' | 'throw';
}

export async function resolvePage<S>(input: string | readonly string[], deps: ResolvePageDeps<S>): Promise<ResolvedPage<S>> {
  const decision = classifyPath(input);
  if (decision.kind !== 'resolve') return { kind: 'not-found', reason: decision.kind };
  const path = decision.path;

  let routeError: unknown;
  try {
    const route = await deps.resolveRoute(path);
    if (route?.type === 'PRODUCT') return { kind: 'product', route };
    if (route?.type === 'CATEGORY') return { kind: 'category', route };
    if (route?.type === 'REDIRECT') return { kind: 'redirect', route };
  } catch (error) {
    // Spec section 8: URL resolver errors are logged and the route is cleared; a content page
    // of that slug can still be served, else the not-found page.
    (deps.log ?? console).error(`URL resolver failed for ${path}`, error);
    routeError = error;
  }

  if (isContentPageSlug(path)) {
    let story: S | null;
    try {
      story = await deps.getStory(path);
    } catch (error) {
      // The content service is down and the page may be one of its: not "not found" (a shopper
      // or a crawler would take that as final) but 503, try again (kept pages: keep the old one).
      if (deps.onResolverFailure === 'throw') throw error;
      (deps.log ?? console).error(`Content service failed for ${path}`, error);
      return { kind: 'unavailable' };
    }
    if (story) return { kind: 'content', slug: path, story };
  }
  if (routeError && deps.onResolverFailure === 'throw') throw routeError;
  return { kind: 'not-found', reason: routeError ? 'resolver-failed' : 'unmatched' };
}
