import type { Route } from '@talat/commerce/types';
import { classifyPath, isContentPageSlug } from './resolve-path';

/**
 * What the catch-all route shows for a path (spec section 2, "Path resolution"): the commerce
 * route first (product, category), then a content story of that slug, else not found.
 * Pure orchestration: the backends come in as parameters so tests can pass fakes.
 */
export type ResolvedPage<S> =
  | { kind: 'product'; route: Extract<Route, { type: 'PRODUCT' }> }
  | { kind: 'category'; route: Extract<Route, { type: 'CATEGORY' }> }
  | { kind: 'content'; slug: string; story: S }
  | { kind: 'not-found'; reason: 'reserved' | 'invalid' | 'unmatched' };

export interface ResolvePageDeps<S> {
  resolveRoute(path: string): Promise<Route | null>;
  getStory(slug: string): Promise<S | null>;
  log?: Pick<Console, 'error'>;
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
  } catch (error) {
    // Spec section 8: URL resolver errors are logged. A content page can still be served; if
    // there is none, the error is rethrown so the shopper sees the error page, not a false 404.
    (deps.log ?? console).error(`URL resolver failed for ${path}`, error);
    routeError = error;
  }

  if (isContentPageSlug(path)) {
    const story = await deps.getStory(path);
    if (story) return { kind: 'content', slug: path, story };
  }
  if (routeError) throw routeError;
  return { kind: 'not-found', reason: 'unmatched' };
}
