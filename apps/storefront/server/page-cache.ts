import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Encoding } from './accept-encoding';

/**
 * Whole pages Next.js keeps for first visits (docs/decisions/0015), held by the storefront
 * server with their compressed bytes (docs/decisions/0016), so that a browser asking for one is
 * answered without a Next.js request and without compressing the page again.
 *
 * An entry lives `maxAgeMs` at most; after that the next request goes to Next.js, which knows
 * whether the page changed, and the answer is stored again (its compressed bytes are reused when
 * its bytes are the same). `clear()` drops everything at once: the engine's change notifications
 * and review submissions call it after Next.js has expired the tags. The store is bounded by the
 * bytes it holds, least recently used first out.
 */
export interface StoredPage {
  key: string;
  status: number;
  /** The response headers as Next.js set them, less those that depend on the encoding or the connection. */
  headers: Record<string, string | string[]>;
  /** A strong ETag of the bytes (`etagOf`): the server's own, Next.js makes none (next.config.ts). */
  etag: string;
  /** The page as Next.js sent it, uncompressed. */
  body: Buffer;
  /** Compressed copies, made on first request for each coding. */
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
  storedAt: number;
}

export interface PageCacheOptions {
  maxBytes: number;
  maxAgeMs: number;
  now?: () => number;
}

/** Brotli quality 5, as for every other answer of the server (decision 0014): about 1 ms for a 75 KB page here. */
const BROTLI_QUALITY = 5;

/**
 * A page's strong ETag: 128 bits of the SHA-256 of its bytes, hashed natively once when the page is
 * stored. Next.js's own ETag (FNV-1a over the page's text, in JavaScript, on every render) cost 4 %
 * of the CPU of a listing rendered per request (docs/decisions/0037).
 */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

const sizeOf = (page: StoredPage) => page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);

export class PageCache {
  private readonly entries = new Map<string, StoredPage>();
  private heldBytes = 0;
  private generationCount = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Changes on every `clear()`: an answer that began before a clear is not stored after it. */
  get generation(): number {
    return this.generationCount;
  }

  get bytes(): number {
    return this.heldBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** A page still within its age, made the most recently used. */
  get(key: string): StoredPage | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    if (this.now() - page.storedAt >= this.options.maxAgeMs) return undefined;
    this.entries.delete(key);
    this.entries.set(key, page);
    return page;
  }

  /**
   * A page past its age but not dropped by a change (`clear()` empties the store): what the server
   * answers under overload rather than make the shopper wait (admission.ts).
   */
  getStale(key: string): StoredPage | undefined {
    return this.entries.get(key);
  }

  /** How long ago `page` was stored, in whole seconds: the HTTP `Age` of an answer from memory. */
  ageSeconds(page: StoredPage): number {
    return Math.max(0, Math.floor((this.now() - page.storedAt) / 1000));
  }

  /**
   * Stores what Next.js answered for `key` unless the cache was cleared since the answer began
   * (`generation` as it was then). The compressed copies of the page it replaces are kept when
   * both have the same bytes, so a page that did not change is not compressed again.
   */
  put(key: string, page: Omit<StoredPage, 'key' | 'encoded' | 'storedAt' | 'etag'>, generation: number): boolean {
    if (generation !== this.generationCount) return false;
    const previous = this.entries.get(key);
    const etag = etagOf(page.body);
    const same = previous && previous.etag === etag && previous.body.equals(page.body);
    const stored: StoredPage = { ...page, key, etag, encoded: same ? previous.encoded : {}, storedAt: this.now() };
    if (previous) this.remove(key, previous);
    if (sizeOf(stored) > this.options.maxBytes) return false;
    this.entries.set(key, stored);
    this.heldBytes += sizeOf(stored);
    this.evict();
    return true;
  }

  /** The page's bytes in `encoding`, compressed once and kept. */
  body(page: StoredPage, encoding: Encoding): Buffer {
    if (encoding === 'identity') return page.body;
    const held = page.encoded[encoding];
    if (held) return held;
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(page.body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length },
          })
        : gzipSync(page.body);
    page.encoded[encoding] = compressed;
    // Only an entry still in the store counts towards its bound.
    if (this.entries.get(page.key) === page) {
      this.heldBytes += compressed.length;
      this.evict();
    }
    return compressed;
  }

  /** Drops every page: something they show has changed. */
  clear(): void {
    this.generationCount++;
    this.entries.clear();
    this.heldBytes = 0;
  }

  private remove(key: string, page: StoredPage): void {
    this.entries.delete(key);
    this.heldBytes -= sizeOf(page);
  }

  private evict(): void {
    for (const [key, page] of this.entries) {
      if (this.heldBytes <= this.options.maxBytes) break;
      this.remove(key, page);
    }
  }
}
