/**
 * What the storefront's cache knows about commerce data, whatever the backend: entity tags. A
 * connector declares, for each read it makes, the entities the answer came from (`reads`); the
 * storefront keeps the answer under those tags; a change to an entity (the backend's notification,
 * `POST /api/revalidate`) expires its tags. No one reads a backend's query text to guess them.
 */
export const ENTITY_TAGS = {
  /** Every commerce answer. */
  commerce: 'commerce',
  /** Every product list: category listings, search, tiles, suggestions, related products. */
  catalogue: 'catalogue',
  /** Every product's details (product pages). */
  products: 'products',
  /** Categories: the tree (menus) and each category. */
  categories: 'categories',
  /** Filters and their values (names; counts live in lists). */
  facets: 'facets',
  /** Path resolution (products, categories, redirects by path). */
  routes: 'routes',
  /** Store configuration and currencies. */
  config: 'config',
} as const;

/** Backend ids are short tokens; anything else never becomes a tag. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function productTag(id: string): string {
  return `product:${id}`;
}

export function categoryTag(id: string): string {
  return `category:${id}`;
}

export function reviewsTag(productId: string): string {
  return `reviews:${productId}`;
}

const ENTITY_TAG = new RegExp(`^(?:${Object.values(ENTITY_TAGS).join('|')}|(?:product|category|reviews):[A-Za-z0-9_-]{1,64})$`);

/** Whether a tag is one of this vocabulary (for notifications that name tags directly). */
export function isEntityTag(tag: string): boolean {
  return ENTITY_TAG.test(tag);
}

const safeId = (value: string | null | undefined): string | null => (value && ID.test(value) ? value : null);

/** The tags a read declares, by what it read. Every read carries `commerce`. */
export const reads = {
  config: (): string[] => [ENTITY_TAGS.commerce, ENTITY_TAGS.config],
  routes: (): string[] => [ENTITY_TAGS.commerce, ENTITY_TAGS.routes],
  categoryTree: (): string[] => [ENTITY_TAGS.commerce, ENTITY_TAGS.categories],
  /** One category; by its URL key the id is unknown before the answer. */
  category: (uid?: string | null): string[] => [ENTITY_TAGS.commerce, ENTITY_TAGS.categories, ...(safeId(uid) ? [categoryTag(uid!)] : [])],
  /** One product's details; by its URL key the id is unknown, so any catalogue change refreshes it. */
  product: (uid?: string | null): string[] => [
    ENTITY_TAGS.commerce,
    ENTITY_TAGS.products,
    safeId(uid) ? productTag(uid!) : ENTITY_TAGS.catalogue,
  ],
  reviews: (productUid: string): string[] => [
    ENTITY_TAGS.commerce,
    ...(safeId(productUid) ? [reviewsTag(productUid), productTag(productUid)] : [ENTITY_TAGS.catalogue]),
  ],
  /** The sitemap's lists of every product and category: any product or category change expires them. */
  sitemap: (): string[] => [ENTITY_TAGS.commerce, ENTITY_TAGS.catalogue, ENTITY_TAGS.categories, ENTITY_TAGS.routes],
  /** A product list (with its filters), of one category when it is a category's. */
  list: (categoryUid?: string | null): string[] => [
    ENTITY_TAGS.commerce,
    ENTITY_TAGS.catalogue,
    ENTITY_TAGS.facets,
    ...(safeId(categoryUid) ? [categoryTag(categoryUid!)] : []),
  ],
};

/** A commerce backend's change notification: what kind of entity changed, and which. */
export const CHANGE_EVENT_TYPES = ['product', 'collection', 'facet', 'asset', 'stock', 'review', 'price', 'redirect'] as const;
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
 * - redirect (a shop manager's redirect rules changed): routes
 */
export function entityTagsForEvents(events: readonly ChangeEvent[]): string[] {
  const tags = new Set<string>();
  for (const event of events) {
    const ids = event.ids.filter((value) => ID.test(value));
    switch (event.type) {
      case 'product':
      case 'price':
      case 'stock':
        for (const id of ids) tags.add(productTag(id));
        tags.add(ENTITY_TAGS.catalogue);
        if (event.type === 'product') tags.add(ENTITY_TAGS.routes);
        break;
      case 'review':
        for (const id of ids) {
          tags.add(productTag(id));
          tags.add(reviewsTag(id));
        }
        tags.add(ENTITY_TAGS.catalogue);
        break;
      case 'collection':
        for (const id of ids) tags.add(categoryTag(id));
        tags.add(ENTITY_TAGS.categories);
        tags.add(ENTITY_TAGS.catalogue);
        tags.add(ENTITY_TAGS.routes);
        tags.add(ENTITY_TAGS.products);
        break;
      case 'facet':
        tags.add(ENTITY_TAGS.facets);
        tags.add(ENTITY_TAGS.catalogue);
        tags.add(ENTITY_TAGS.products);
        break;
      case 'asset':
        tags.add(ENTITY_TAGS.catalogue);
        tags.add(ENTITY_TAGS.products);
        tags.add(ENTITY_TAGS.categories);
        break;
      case 'redirect':
        tags.add(ENTITY_TAGS.routes);
        break;
    }
  }
  return [...tags].sort();
}

/** Whether a batch changes product lists (then the in-process category page cache is dropped). */
export function eventsTouchListings(events: readonly ChangeEvent[]): boolean {
  return events.some((e) => e.type !== 'redirect');
}

/**
 * The request a connector hands its fetch: `reads` names the entities a cacheable read came from
 * (see `reads`). It is absent on anything that must not be kept: writes, and any request that
 * carries a shopper's session or token. The storefront's fetch keeps an answer only with it.
 */
export type CommerceRequestInit = RequestInit & { reads?: readonly string[] };
export type CommerceFetch = (input: string, init: CommerceRequestInit) => Promise<Response>;
