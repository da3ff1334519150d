/**
 * Every Next.js data-cache tag and lifetime the storefront uses, in one place: the connector's
 * fetch tags each engine request with `tagsForOperation`, and the engine's change events
 * (POST /api/revalidate) expire the tags of `tagsForEvents`. The tags do the work; the
 * lifetimes are only a safety net for a lost notification.
 */
export const CACHE_TAGS = {
  /** Every commerce answer. */
  commerce: 'commerce',
  /** Every product list: category listings, search, tiles, suggestions, related products. */
  catalogue: 'catalogue',
  /** Every product's details (product pages). */
  products: 'products',
  /** Collections: the category tree (menus) and each category. */
  categories: 'categories',
  /** Facets and their values (filter names, counts live in catalogue lists). */
  facets: 'facets',
  /** Path resolution (slugs of products and collections). */
  routes: 'routes',
  /** Store configuration and currencies. */
  config: 'config',
  /** Every content answer. */
  content: 'content',
  /** The content space's cache version (`cv`). */
  contentVersion: 'content:cv',
} as const;

/** Next.js accepts tags of at most 256 characters and 128 tags per fetch. */
const MAX_TAG_LENGTH = 256;
const MAX_TAGS = 64;

/** Engine ids are short tokens; anything else is never turned into a tag. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Commerce answers by GraphQL operation (e.g. `commerce:op:GetProducts`). */
export function commerceOperationTag(operationName: string): string {
  return `commerce:op:${operationName}`.slice(0, MAX_TAG_LENGTH);
}

export function productTag(id: string): string {
  return `product:${id}`;
}

export function categoryTag(id: string): string {
  return `category:${id}`;
}

export function reviewsTag(productId: string): string {
  return `reviews:${productId}`;
}

/** One content story in one language (e.g. `content:story:en:about`). */
export function storyTag(slug: string, locale?: string): string {
  return `content:story:${locale ?? '*'}:${slug}`.slice(0, MAX_TAG_LENGTH);
}

export const REVALIDATE_SECONDS = {
  /** Catalogue answers: a safety net only, change events expire the tags at once. */
  commerce: 60,
  /** Stories are keyed by the space's cache version, so they may live long. */
  content: 3600,
  /** How often the cache version is asked for: draft content shows up within this time. */
  contentVersion: { draft: 10, published: 300 },
} as const;

function idOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return typeof value === 'string' && ID.test(value) ? value : null;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The tags of one engine query, from its operation name and variables:
 * - `StoreConfig`, `Currencies`, ... -> config; `ResolveRoute` -> routes;
 * - `Collections` -> categories; `Collection` -> categories + category:<id>;
 * - a single product (`Product`) -> products + product:<id> (by slug: + catalogue);
 * - reviews of a product -> reviews:<id> + product:<id>;
 * - everything else (search, tiles, suggestions, related products, unknown queries) is a
 *   list -> catalogue (+ category:<collectionId> when the list is a category's, + facets).
 * Every query also carries `commerce` and its operation tag.
 */
export function tagsForOperation(operationName: string | null, variables: unknown): string[] {
  const tags = new Set<string>([CACHE_TAGS.commerce]);
  if (operationName) tags.add(commerceOperationTag(operationName));
  const vars = record(variables);
  const input = record(vars.input);
  const name = (operationName ?? '').toLowerCase();
  const productId = idOf(vars.productId) ?? idOf(input.productId);

  if (/^(storeconfig|currencies|activechannel|channel)/.test(name)) {
    tags.add(CACHE_TAGS.config);
  } else if (name.includes('route')) {
    tags.add(CACHE_TAGS.routes);
  } else if (name === 'collections') {
    tags.add(CACHE_TAGS.categories);
  } else if (name === 'collection') {
    tags.add(CACHE_TAGS.categories);
    const id = idOf(vars.id);
    if (id) tags.add(categoryTag(id));
  } else if (name.includes('review') && productId) {
    tags.add(reviewsTag(productId));
    tags.add(productTag(productId));
  } else if (name === 'product' || name === 'productdetails') {
    tags.add(CACHE_TAGS.products);
    const id = idOf(vars.id);
    // By slug the id is unknown before the answer: any catalogue change refreshes it.
    tags.add(id ? productTag(id) : CACHE_TAGS.catalogue);
  } else {
    tags.add(CACHE_TAGS.catalogue);
    tags.add(CACHE_TAGS.facets);
    const collectionId = idOf(vars.collectionId) ?? idOf(input.collectionId);
    if (collectionId) tags.add(categoryTag(collectionId));
    if (productId) tags.add(productTag(productId));
  }
  return [...tags].slice(0, MAX_TAGS);
}

/** The engine's change notification (docs: /tmp team notes, "storefront revalidation"). */
export const CHANGE_EVENT_TYPES = ['product', 'collection', 'facet', 'asset', 'stock', 'review', 'price', 'content', 'redirect'] as const;
export type ChangeEventType = (typeof CHANGE_EVENT_TYPES)[number];
export interface ChangeEvent {
  type: ChangeEventType;
  ids: readonly string[];
}

/**
 * The tags to expire for a batch of change events. Product, price and stock ids are product
 * ids; every such change also refreshes every list (prices and stock show on tiles).
 * - product/price/stock: product:<id>, catalogue, routes (a slug may have changed)
 * - review: product:<id>, reviews:<id>, catalogue (rating on tiles)
 * - collection: category:<id>, categories, catalogue (membership), routes, products (breadcrumbs)
 * - facet: facets, catalogue, products
 * - asset: catalogue, products, categories (an asset can belong to any of them)
 * - content: content, content:cv
 * - redirect (a shop manager's redirect rules changed): routes
 */
export function tagsForEvents(events: readonly ChangeEvent[]): string[] {
  const tags = new Set<string>();
  for (const event of events) {
    const ids = event.ids.filter((id) => ID.test(id));
    switch (event.type) {
      case 'product':
      case 'price':
      case 'stock':
        for (const id of ids) tags.add(productTag(id));
        tags.add(CACHE_TAGS.catalogue);
        if (event.type === 'product') tags.add(CACHE_TAGS.routes);
        break;
      case 'review':
        for (const id of ids) {
          tags.add(productTag(id));
          tags.add(reviewsTag(id));
        }
        tags.add(CACHE_TAGS.catalogue);
        break;
      case 'collection':
        for (const id of ids) tags.add(categoryTag(id));
        tags.add(CACHE_TAGS.categories);
        tags.add(CACHE_TAGS.catalogue);
        tags.add(CACHE_TAGS.routes);
        tags.add(CACHE_TAGS.products);
        break;
      case 'facet':
        tags.add(CACHE_TAGS.facets);
        tags.add(CACHE_TAGS.catalogue);
        tags.add(CACHE_TAGS.products);
        break;
      case 'asset':
        tags.add(CACHE_TAGS.catalogue);
        tags.add(CACHE_TAGS.products);
        tags.add(CACHE_TAGS.categories);
        break;
      case 'content':
        tags.add(CACHE_TAGS.content);
        tags.add(CACHE_TAGS.contentVersion);
        break;
      case 'redirect':
        tags.add(CACHE_TAGS.routes);
        break;
    }
  }
  return [...tags].sort();
}

/** Whether a batch changes product lists (then the in-process category page cache is dropped). */
export function eventsTouchListings(events: readonly ChangeEvent[]): boolean {
  return events.some((e) => e.type !== 'content' && e.type !== 'redirect');
}
