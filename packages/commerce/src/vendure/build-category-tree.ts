import type { Breadcrumb, Category } from '../types';
import { byPosition, isRootCollection, nodeToCategory } from './map-category';
import type { RawCollectionNode } from './raw-types';

/**
 * Builds the category tree from Vendure's flat collection list. A collection whose parent is
 * not in the list (the hidden root) is top-level. Siblings are ordered by position; url_path
 * and breadcrumbs come from the chain of parents. A malformed parent cycle is cut, not looped.
 */
export function buildCategoryTree(nodes: readonly RawCollectionNode[]): Category[] {
  const visible = nodes.filter((n) => !isRootCollection(n));
  const ids = new Set(visible.map((n) => n.id));
  const childrenOf = new Map<string, RawCollectionNode[]>();
  const topLevel: RawCollectionNode[] = [];
  for (const node of visible) {
    if (node.parentId !== node.id && ids.has(node.parentId)) {
      const siblings = childrenOf.get(node.parentId) ?? [];
      siblings.push(node);
      childrenOf.set(node.parentId, siblings);
    } else {
      topLevel.push(node);
    }
  }

  const seen = new Set<string>();
  const build = (node: RawCollectionNode, ancestors: Breadcrumb[]): Category => {
    seen.add(node.id);
    const self = nodeToCategory(node, ancestors);
    const crumbs = [...ancestors, { category_uid: self.uid, category_name: self.name, category_url_path: self.url_path }];
    const children = (childrenOf.get(node.id) ?? [])
      .filter((child) => !seen.has(child.id))
      .sort(byPosition)
      .map((child) => build(child, crumbs));
    return { ...self, children };
  };

  return topLevel.sort(byPosition).map((node) => build(node, []));
}
