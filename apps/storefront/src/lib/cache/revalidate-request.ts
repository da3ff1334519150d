import { isEntityTag } from '@talat/commerce';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { markPagesChanged } from './pages-changed';
import { CHANGE_EVENT_TYPES, eventsTouchListings, tagsForEvents, type ChangeEvent } from './tags';

/**
 * POST /api/revalidate: a change notification (header `x-revalidate-secret`). The body names
 * what changed as events, `{ events: [{ type, ids }] }` (the embedded engine sends these), or
 * as entity tags directly, `{ tags: ["product:12", "catalogue"] }` (any backend: the tags of
 * @talat/commerce's vocabulary), or both. 401 for a wrong or missing secret, 400 for a bad body,
 * 405 for other methods, 204 once every tag has been expired (marked so that the storefront
 * server drops the pages it keeps: lib/cache/pages-changed.ts).
 */
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';
const MAX_BODY = 256 * 1024;

const bodySchema = z
  .object({
    events: z
      .array(
        z.object({
          type: z.enum(CHANGE_EVENT_TYPES),
          ids: z
            .array(z.union([z.string().max(64), z.number().int().nonnegative().transform(String)]))
            .max(5000)
            .default([]),
        }),
      )
      .max(1000)
      .optional(),
    tags: z.array(z.string().max(80).refine(isEntityTag, 'not an entity tag')).max(5000).optional(),
  })
  .strict()
  .refine((body) => body.events !== undefined || body.tags !== undefined, 'events or tags');

export interface RevalidateDeps {
  secret: string;
  /** Expires one tag at once (the next request misses the cache). */
  expireTag(tag: string): void;
  /** Called when the events change product lists (drop in-process listing caches). */
  onListingsChanged?(): void;
  log?: Pick<Console, 'info' | 'warn'>;
}

function sameSecret(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function handleRevalidate(request: Request, deps: RevalidateDeps): Promise<Response> {
  const noStore = { 'cache-control': 'no-store' };
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { ...noStore, allow: 'POST' } });
  if (!sameSecret(request.headers.get(REVALIDATE_SECRET_HEADER), deps.secret)) {
    deps.log?.warn('revalidate: wrong or missing secret');
    return Response.json({ error: { code: 'UNAUTHORIZED', message: 'Wrong revalidation secret.' } }, { status: 401, headers: noStore });
  }
  const text = await request.text();
  let parsed: z.infer<typeof bodySchema> | null = null;
  if (text.length <= MAX_BODY) {
    try {
      const result = bodySchema.safeParse(JSON.parse(text));
      if (result.success) parsed = result.data;
    } catch {
      parsed = null;
    }
  }
  if (!parsed) {
    return Response.json(
      { error: { code: 'INVALID_INPUT', message: 'Expected { "events": [{ "type", "ids" }] } or { "tags": [entity tags] }.' } },
      { status: 400, headers: noStore },
    );
  }
  const events: ChangeEvent[] = parsed.events ?? [];
  const named = parsed.tags ?? [];
  const tags = [...new Set([...tagsForEvents(events), ...named])].sort();
  for (const tag of tags) deps.expireTag(tag);
  // A tag naming products or categories may change what lists show.
  if (eventsTouchListings(events) || named.some((tag) => tag !== 'routes' && tag !== 'config')) deps.onListingsChanged?.();
  deps.log?.info(`revalidate: ${events.length} event(s), ${named.length} tag(s) -> ${tags.join(', ') || 'no tags'}`);
  return markPagesChanged(new Response(null, { status: 204, headers: noStore }));
}
