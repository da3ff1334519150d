/**
 * Next.js cache entries as bytes for Redis (next-cache-handler.ts) and back. Entries hold
 * Buffers (a page's RSC payload, a route's body) and Maps (a page's segment payloads), which
 * JSON alone would turn into arrays of numbers and empty objects.
 */
type Tagged = { __buffer: string } | { __map: [string, unknown][] };

function encodeValue(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  if (Buffer.isBuffer(raw)) return { __buffer: raw.toString('base64') } satisfies Tagged;
  if (raw instanceof Map) return { __map: [...raw.entries()] } satisfies Tagged;
  return value;
}

function decodeValue(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object') {
    if (typeof (value as { __buffer?: unknown }).__buffer === 'string')
      return Buffer.from((value as { __buffer: string }).__buffer, 'base64');
    if (Array.isArray((value as { __map?: unknown }).__map)) return new Map((value as { __map: [string, unknown][] }).__map);
  }
  return value;
}

export function encodeEntry(entry: unknown): string {
  return JSON.stringify(entry, encodeValue);
}

export function decodeEntry<T>(text: string): T {
  return JSON.parse(text, decodeValue) as T;
}

/**
 * The tags an entry was cached with: a fetch's own and soft tags (from the request context) or
 * a page's `x-next-cache-tags` header (which holds its implicit path tags too).
 */
export function entryTags(value: unknown, contextTags: readonly string[] = []): string[] {
  const headers = (value as { headers?: Record<string, unknown> } | null)?.headers;
  const header = headers?.['x-next-cache-tags'];
  const fromHeader = typeof header === 'string' ? header.split(',').filter(Boolean) : [];
  return [...new Set([...contextTags, ...fromHeader])];
}

/** Whether any tag was revalidated after the entry was written. */
export function revalidatedSince(lastModified: number, tagTimes: ReadonlyArray<string | null>): boolean {
  return tagTimes.some((t) => t !== null && Number(t) >= lastModified);
}
