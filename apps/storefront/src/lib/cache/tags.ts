import {
  CHANGE_EVENT_TYPES as COMMERCE_EVENT_TYPES,
  ENTITY_TAGS,
  entityTagsForEvents,
  eventsTouchListings as commerceEventsTouchListings,
  type ChangeEvent as CommerceChangeEvent,
} from '@talat/commerce';

/**
 * Every Next.js data-cache tag and lifetime the storefront uses, in one place. Commerce answers
 * carry the entity tags their connector declared (@talat/commerce `reads`, kept by
 * lib/cache/commerce-fetch.ts); content answers carry the content tags below. A change
 * notification (POST /api/revalidate) expires the tags of `tagsForEvents`. The tags do the
 * work; the lifetimes are only a safety net for a lost notification.
 */
export const CACHE_TAGS = {
  ...ENTITY_TAGS,
  /** Every content answer. */
  content: 'content',
  /** The content space's cache version (`cv`). */
  contentVersion: 'content:cv',
} as const;

/** Next.js accepts tags of at most 256 characters. */
const MAX_TAG_LENGTH = 256;

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

/** The notifications /api/revalidate takes: a commerce backend's, and the content service's `content`. */
export const CHANGE_EVENT_TYPES = [...COMMERCE_EVENT_TYPES, 'content'] as const;
export type ChangeEvent = CommerceChangeEvent | { type: 'content'; ids: readonly string[] };

const isCommerceEvent = (event: ChangeEvent): event is CommerceChangeEvent => event.type !== 'content';

/** The tags to expire for a batch: the commerce entities' (@talat/commerce), and content: content, content:cv. */
export function tagsForEvents(events: readonly ChangeEvent[]): string[] {
  const tags = new Set(entityTagsForEvents(events.filter(isCommerceEvent)));
  if (events.some((e) => e.type === 'content')) {
    tags.add(CACHE_TAGS.content);
    tags.add(CACHE_TAGS.contentVersion);
  }
  return [...tags].sort();
}

/** Whether a batch changes product lists (then the in-process category page cache is dropped). */
export function eventsTouchListings(events: readonly ChangeEvent[]): boolean {
  return commerceEventsTouchListings(events.filter(isCommerceEvent));
}
