import type { IncomingMessage } from 'node:http';

export type RouteKind = 'shop-api' | 'admin-api' | 'admin' | 'assets' | 'other';

/** The kind of route a request is for (the `kind` label of the request metrics): a small fixed set, never the path. */
export function routeKindOf(paths: { shopApiPath: string; adminApiPath: string; adminPath: string; assetsPath: string }) {
  const under = (name: string) => {
    const prefix = `/${name.replace(/^\/+|\/+$/g, '')}`;
    return (path: string) => path === prefix || path.startsWith(`${prefix}/`);
  };
  const kinds: [RouteKind, (path: string) => boolean][] = [
    ['shop-api', under(paths.shopApiPath)],
    ['admin-api', under(paths.adminApiPath)],
    ['admin', under(paths.adminPath)],
    ['assets', under(paths.assetsPath)],
  ];
  return (req: IncomingMessage & { originalUrl?: string }): RouteKind => {
    // Express shortens req.url inside a router mounted on a path; originalUrl stays whole.
    const path = (req.originalUrl ?? req.url ?? '').split('?')[0] ?? '';
    return kinds.find(([, matches]) => matches(path))?.[0] ?? 'other';
  };
}
