import type { Breadcrumb, Category, CategorySummary } from '../types';
import { mapImage } from './map-image';
import type { RawBreadcrumb, RawCollection, RawCollectionNode, RawCollectionRef } from './raw-types';

/** Vendure's hidden root collection: never shown, never part of a url_path. */
export const ROOT_COLLECTION_SLUG = '__root_collection__';

export function isRootCollection(c: { name: string; slug: string }): boolean {
  return c.slug === ROOT_COLLECTION_SLUG || c.name === ROOT_COLLECTION_SLUG;
}

function joinPath(parentPath: string, slug: string): string {
  return parentPath ? `${parentPath}/${slug}` : slug;
}

/** Breadcrumbs (root first, the collection itself last) without the root. */
function visibleCrumbs(crumbs: readonly RawBreadcrumb[]): RawBreadcrumb[] {
  return crumbs.filter((c) => !isRootCollection(c));
}

/** The url_path: the chain of slugs from the top-level collection, e.g. `kits/home-kit`. */
export function urlPathOf(crumbs: readonly RawBreadcrumb[]): string {
  return visibleCrumbs(crumbs)
    .map((c) => c.slug)
    .join('/');
}

/** Breadcrumbs of the ancestors (not the category itself), each with its own url_path. */
export function ancestorBreadcrumbs(selfId: string, crumbs: readonly RawBreadcrumb[]): Breadcrumb[] {
  let path = '';
  return visibleCrumbs(crumbs)
    .filter((c) => c.id !== selfId)
    .map((c) => {
      path = joinPath(path, c.slug);
      return { category_uid: c.id, category_name: c.name, category_url_path: path };
    });
}

export function mapCategorySummary(raw: RawCollectionRef): CategorySummary {
  return {
    uid: raw.id,
    name: raw.name,
    url_key: raw.slug,
    url_path: urlPathOf(raw.breadcrumbs),
    position: raw.position,
  };
}

/** A collection node placed below its ancestors (given as breadcrumbs). */
export function nodeToCategory(node: RawCollectionNode, ancestors: Breadcrumb[], children: Category[] = []): Category {
  const parentPath = ancestors.at(-1)?.category_url_path ?? '';
  return {
    uid: node.id,
    name: node.name,
    url_key: node.slug,
    url_path: joinPath(parentPath, node.slug),
    position: node.position,
    description: node.description,
    image: mapImage(node.featuredAsset, node.name, 'large'),
    breadcrumbs: ancestors,
    children,
  };
}

export function byPosition<T extends { position: number }>(a: T, b: T): number {
  return a.position - b.position;
}

/** A single collection with its direct children (one level, ordered by position). */
export function mapCategory(raw: RawCollection): Category {
  const ancestors = ancestorBreadcrumbs(raw.id, raw.breadcrumbs);
  const self = nodeToCategory(raw, ancestors);
  const selfCrumb: Breadcrumb = {
    category_uid: self.uid,
    category_name: self.name,
    category_url_path: self.url_path,
  };
  const children = [...(raw.children ?? [])].sort(byPosition).map((child) => nodeToCategory(child, [...ancestors, selfCrumb]));
  return { ...self, children };
}
