import type { Aggregation, PriceBounds, ProductFilters, ProductSummary } from '@talat/commerce/types';

/**
 * The category page cache (spec section 3) with the limits of section 9: an entry per
 * locale + currency + category + sort + filters holds the pages fetched so far
 * (`productsByPage`), kept 10 minutes from its first page, at most 240 products and about
 * 2,000,000 bytes; over a limit, trailing products go first (whole pages from the highest page
 * number down, so every page kept is complete). Pure: time and sizes are injected.
 */
export interface CategoryPageCacheEntry {
  uid: string;
  /** When the entry's first page was stored (ms since the epoch). */
  timestamp: number;
  /** Page number -> that page's products, in page order. */
  productsByPage: Map<number, ProductSummary[]>;
  pagination: { currentPage: number; itemsPerPage: number };
  sortBy: string;
  filters: ProductFilters;
  /** What every page of the listing shares: totals, facets and price bounds. */
  totalCount: number;
  totalPages: number;
  aggregations: Aggregation[];
  priceBounds: PriceBounds | null;
  /** Estimated size of the entry in bytes. */
  bytes: number;
}

export interface CategoryPageCacheLimits {
  /** 10 minutes. */
  ttlMs: number;
  /** 240 products per key. */
  maxProducts: number;
  /** About 2,000,000 bytes per entry. */
  maxBytes: number;
  /** Entries kept in all (least recently used dropped first); not in the spec, a memory guard. */
  maxEntries: number;
}

export const CATEGORY_CACHE_LIMITS: CategoryPageCacheLimits = {
  ttlMs: 10 * 60 * 1000,
  maxProducts: 240,
  maxBytes: 2_000_000,
  maxEntries: 500,
};

export interface CachedPage {
  items: ProductSummary[];
  totalCount: number;
  totalPages: number;
  pageSize: number;
  aggregations: Aggregation[];
  priceBounds: PriceBounds | null;
}

export interface PageToStore extends CachedPage {
  uid: string;
  page: number;
  sortBy: string;
  filters: ProductFilters;
}

export interface CategoryPageCacheOptions extends Partial<CategoryPageCacheLimits> {
  now?: () => number;
  /** Bytes of a JSON-serialisable value; default: UTF-8 length of its JSON. */
  sizeOf?: (value: unknown) => number;
}

const encoder = new TextEncoder();
export function jsonBytes(value: unknown): number {
  return encoder.encode(JSON.stringify(value) ?? '').length;
}

/** The cache key: locale, currency, category, sort and filters (not the page). */
export function categoryCacheKey(parts: {
  locale: string;
  currency: string;
  uid: string;
  sortBy: string;
  filters: ProductFilters;
}): string {
  const facets = Object.entries(parts.filters.facets ?? {})
    .filter(([, values]) => values.length > 0)
    .map(([code, values]) => [code, [...values].sort()] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const price = parts.filters.price ?? {};
  return JSON.stringify([parts.locale, parts.currency, parts.uid, parts.sortBy, facets, price.min ?? null, price.max ?? null]);
}

export interface CategoryPageCache {
  get(key: string, page: number): CachedPage | null;
  set(key: string, page: PageToStore): void;
  /** The entry as stored (for inspection and tests), or null when absent or expired. */
  entry(key: string): CategoryPageCacheEntry | null;
  /** Drops every entry (catalogue change). */
  clear(): void;
  /** Drops the entries of one category. */
  deleteCategory(uid: string): void;
  readonly size: number;
}

export function createCategoryPageCache(options: CategoryPageCacheOptions = {}): CategoryPageCache {
  const limits: CategoryPageCacheLimits = {
    ttlMs: options.ttlMs ?? CATEGORY_CACHE_LIMITS.ttlMs,
    maxProducts: options.maxProducts ?? CATEGORY_CACHE_LIMITS.maxProducts,
    maxBytes: options.maxBytes ?? CATEGORY_CACHE_LIMITS.maxBytes,
    maxEntries: options.maxEntries ?? CATEGORY_CACHE_LIMITS.maxEntries,
  };
  const now = options.now ?? Date.now;
  const sizeOf = options.sizeOf ?? jsonBytes;
  // Map order is recency order: a read or write moves the key to the end.
  const entries = new Map<string, CategoryPageCacheEntry & { pageBytes: Map<number, number>; metaBytes: number }>();

  function live(key: string) {
    const found = entries.get(key);
    if (!found) return null;
    if (now() - found.timestamp >= limits.ttlMs) {
      entries.delete(key);
      return null;
    }
    return found;
  }

  function touch(key: string) {
    const found = entries.get(key);
    if (!found) return;
    entries.delete(key);
    entries.set(key, found);
  }

  function productCount(entry: CategoryPageCacheEntry): number {
    let n = 0;
    for (const items of entry.productsByPage.values()) n += items.length;
    return n;
  }

  /** Removes the highest-numbered pages until the entry is within both limits. */
  function evictTrailing(entry: CategoryPageCacheEntry & { pageBytes: Map<number, number>; metaBytes: number }) {
    const pages = [...entry.productsByPage.keys()].sort((a, b) => a - b);
    let count = productCount(entry);
    while (pages.length > 0 && (count > limits.maxProducts || entry.bytes > limits.maxBytes)) {
      const last = pages.pop() as number;
      count -= entry.productsByPage.get(last)?.length ?? 0;
      entry.bytes -= entry.pageBytes.get(last) ?? 0;
      entry.productsByPage.delete(last);
      entry.pageBytes.delete(last);
    }
  }

  return {
    get(key, page) {
      const found = live(key);
      const items = found?.productsByPage.get(page);
      if (!found || !items) return null;
      touch(key);
      found.pagination = { ...found.pagination, currentPage: page };
      return {
        items,
        totalCount: found.totalCount,
        totalPages: found.totalPages,
        pageSize: found.pagination.itemsPerPage,
        aggregations: found.aggregations,
        priceBounds: found.priceBounds,
      };
    },

    set(key, p) {
      if (!Number.isInteger(p.page) || p.page < 1) return;
      let found = live(key);
      // A page of another size or with other totals belongs to another listing: start over.
      if (found && (found.pagination.itemsPerPage !== p.pageSize || found.totalCount !== p.totalCount)) {
        entries.delete(key);
        found = null;
      }
      if (!found) {
        const meta = {
          totalCount: p.totalCount,
          totalPages: p.totalPages,
          aggregations: p.aggregations,
          priceBounds: p.priceBounds,
          filters: p.filters,
        };
        const metaBytes = sizeOf(meta);
        found = {
          uid: p.uid,
          timestamp: now(),
          productsByPage: new Map(),
          pagination: { currentPage: p.page, itemsPerPage: p.pageSize },
          sortBy: p.sortBy,
          filters: p.filters,
          totalCount: p.totalCount,
          totalPages: p.totalPages,
          aggregations: p.aggregations,
          priceBounds: p.priceBounds,
          bytes: metaBytes,
          pageBytes: new Map(),
          metaBytes,
        };
        if (metaBytes > limits.maxBytes) return;
        entries.set(key, found);
      }
      const previous = found.pageBytes.get(p.page) ?? 0;
      const bytes = sizeOf(p.items);
      found.productsByPage.set(p.page, p.items);
      found.pageBytes.set(p.page, bytes);
      found.bytes += bytes - previous;
      found.pagination = { ...found.pagination, currentPage: p.page };
      evictTrailing(found);
      if (found.productsByPage.size === 0) {
        entries.delete(key);
        return;
      }
      touch(key);
      while (entries.size > limits.maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
    },

    entry(key) {
      const found = live(key);
      if (!found) return null;
      const { pageBytes: _pageBytes, metaBytes: _metaBytes, ...entry } = found;
      return entry;
    },

    clear() {
      entries.clear();
    },

    deleteCategory(uid) {
      for (const [key, entry] of entries) if (entry.uid === uid) entries.delete(key);
    },

    get size() {
      return entries.size;
    },
  };
}
