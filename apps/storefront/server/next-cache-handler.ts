import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';
import { decodeEntry, encodeEntry, entryTags, revalidatedSince } from './cache-codec';

/**
 * Next.js's incremental cache (pages it keeps, engine answers it keeps) for the storefront's
 * processes (next.config.ts `cacheHandler`):
 * - without REDIS_URL (the embedded profile, and `next build`): Next.js's own cache, unchanged;
 * - with REDIS_URL (the scaled profile): one cache in Redis for every storefront process, so a
 *   page one process rendered is served by the others, also while the engine is away. A tag
 *   revalidated by any process (the engine tells each, docs/decisions/0022) expires the entries
 *   written before it, in every process. Keys carry the build id: a new build starts empty.
 *   Redis away: reads miss and writes are dropped (pages render as without a cache), and the
 *   client reconnects by itself.
 */
type Context = { serverDistDir?: string };
type GetContext = { kind?: string; tags?: string[]; softTags?: string[] };
type SetContext = { tags?: string[]; cacheControl?: { revalidate?: number | false; expire?: number } };
interface Stored {
  lastModified: number;
  value: unknown;
  cacheControl?: SetContext['cacheControl'];
  tags: string[];
}

const KEEP_SECONDS = 7 * 24 * 60 * 60;
const TAGS_KEY = 'talat:next:tags';
let client: Redis | undefined;
let prefix: string | undefined;

function redis(url: string): Redis {
  client ??= new Redis(url, {
    // Fail at once while Redis is away instead of queueing the page's request behind it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  }).on('error', (error: Error) => warnOnce(`Redis cache unavailable (${error.message}); rendering without the shared cache`));
  return client;
}

let warned = 0;
function warnOnce(message: string) {
  // One line per minute at most while Redis is away.
  if (Date.now() - warned < 60_000) return;
  warned = Date.now();
  console.warn(message);
}

class RedisCacheHandler {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(ctx: Context) {
    this.redis = redis(process.env.REDIS_URL!);
    prefix ??= `talat:next:${readBuildId(ctx.serverDistDir)}:`;
    this.prefix = prefix;
  }

  async get(key: string, ctx: GetContext) {
    try {
      const text = await this.redis.get(this.prefix + key);
      if (!text) return null;
      const stored = decodeEntry<Stored>(text);
      const tags = [...new Set([...stored.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])])];
      if (tags.length > 0 && revalidatedSince(stored.lastModified, await this.redis.hmget(TAGS_KEY, ...tags))) return null;
      return { lastModified: stored.lastModified, value: stored.value, cacheControl: stored.cacheControl } as never;
    } catch (error) {
      warnOnce(`Redis cache read failed (${(error as Error).message})`);
      return null;
    }
  }

  async set(key: string, value: unknown, ctx: SetContext) {
    try {
      if (value === null) {
        await this.redis.del(this.prefix + key);
        return;
      }
      const stored: Stored = { lastModified: Date.now(), value, cacheControl: ctx.cacheControl, tags: entryTags(value, ctx.tags) };
      await this.redis.set(this.prefix + key, encodeEntry(stored), 'EX', KEEP_SECONDS);
    } catch (error) {
      warnOnce(`Redis cache write failed (${(error as Error).message})`);
    }
  }

  async revalidateTag(tags: string | string[]) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    const now = String(Date.now());
    try {
      await this.redis.hset(TAGS_KEY, Object.fromEntries(list.map((t) => [t, now])));
    } catch (error) {
      warnOnce(`Redis cache revalidation failed (${(error as Error).message})`);
    }
  }

  resetRequestCache() {}
}

function readBuildId(serverDistDir: string | undefined): string {
  try {
    return readFileSync(join(serverDistDir ?? '.next/server', '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

// Connect as soon as Next.js loads the handler, so the first page finds the connection open.
if (process.env.REDIS_URL) redis(process.env.REDIS_URL);

export = process.env.REDIS_URL ? RedisCacheHandler : FileSystemCache;
