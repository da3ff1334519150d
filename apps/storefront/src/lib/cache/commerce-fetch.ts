import { REVALIDATE_SECONDS, tagsForOperation } from './tags';

/**
 * The fetch the commerce connector gets: catalogue queries go through the Next.js data cache
 * with the precise tags of `tagsForOperation` (product:<id>, category:<id>, catalogue, ...);
 * mutations and anything carrying a shopper's credentials are never cached.
 */
type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** GraphQL operation of a request body: its operationName, else the name after query/mutation. */
export function graphqlOperation(body: unknown): { kind: 'query' | 'mutation' | 'unknown'; name: string | null; variables?: unknown } {
  if (typeof body !== 'string') return { kind: 'unknown', name: null };
  let query = '';
  let operationName: string | null = null;
  let variables: unknown;
  try {
    const parsed = JSON.parse(body) as { query?: unknown; operationName?: unknown; variables?: unknown };
    if (typeof parsed.query === 'string') query = parsed.query;
    if (typeof parsed.operationName === 'string') operationName = parsed.operationName;
    variables = parsed.variables;
  } catch {
    return { kind: 'unknown', name: null };
  }
  const m = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription)?\s*([A-Za-z_][A-Za-z0-9_]*)?/.exec(query);
  const keyword = m?.[1];
  const kind = keyword === 'mutation' || keyword === 'subscription' ? 'mutation' : query.trim().startsWith('{') || keyword === 'query' ? 'query' : 'unknown';
  return { kind, name: operationName ?? m?.[2] ?? null, variables };
}

function hasCredentials(init: RequestInit | undefined): boolean {
  const headers = new Headers(init?.headers);
  return headers.has('authorization') || headers.has('cookie') || headers.has('vendure-token-customer');
}

export function createCachedFetch(base: FetchFn = fetch): FetchFn {
  return (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const op = method === 'POST' ? graphqlOperation(init?.body) : { kind: 'query' as const, name: null };
    if (op.kind !== 'query' || hasCredentials(init)) return base(input, { ...init, cache: 'no-store' });
    const tags = tagsForOperation(op.name, 'variables' in op ? op.variables : undefined);
    return base(input, { ...init, cache: 'force-cache', next: { revalidate: REVALIDATE_SECONDS.commerce, tags } });
  };
}
