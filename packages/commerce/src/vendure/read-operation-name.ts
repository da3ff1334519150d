/**
 * The GraphQL operation name of a request the connector sends, read from its JSON body (or, for
 * a GET, from its `url`).
 * For a custom `fetch` (e.g. to pick Next.js cache tags per operation): queries `StoreConfig`,
 * `Currencies`, `ResolveRoute`, `Collections`, `Collection`, `Product`, `ProductCollections`,
 * `CatalogueSearch`, `ProductTiles`, `SearchSuggestions`, `ProductReviews`; the mutation
 * `SubmitProductReview` (never cache it). Null when the body is not the connector's JSON.
 */
export function readOperationName(init: { body?: unknown } | undefined, url?: string | URL): string | null {
  if (typeof init?.body !== 'string') {
    if (url === undefined) return null;
    try {
      return new URL(String(url)).searchParams.get('operationName');
    } catch {
      return null;
    }
  }
  try {
    const parsed: unknown = JSON.parse(init.body);
    const name = (parsed as { operationName?: unknown } | null)?.operationName;
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}
