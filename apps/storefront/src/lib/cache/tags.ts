/**
 * Every Next.js data-cache tag and lifetime the storefront uses, in one place, so revalidation
 * (a later webhook from the engine or the content service) knows what to invalidate.
 */
export const CACHE_TAGS = {
  /** Every commerce answer. */
  commerce: 'commerce',
  /** Every content answer. */
  content: 'content',
  /** The content space's cache version (`cv`). */
  contentVersion: 'content:cv',
} as const;

/** Commerce answers by GraphQL operation (e.g. `commerce:op:GetProducts`). */
export function commerceOperationTag(operationName: string): string {
  return `commerce:op:${operationName}`.slice(0, 256);
}

/** One content story in one language (e.g. `content:story:en:about`). */
export function storyTag(slug: string, locale?: string): string {
  return `content:story:${locale ?? '*'}:${slug}`.slice(0, 256);
}

export const REVALIDATE_SECONDS = {
  /** Catalogue answers; tags revalidate earlier on change. */
  commerce: 300,
  /** Stories are keyed by the space's cache version, so they may live long. */
  content: 3600,
  /** How often the cache version is asked for: draft content shows up within this time. */
  contentVersion: { draft: 10, published: 300 },
} as const;
