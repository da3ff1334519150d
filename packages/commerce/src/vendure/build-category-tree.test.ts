import { describe, expect, it } from 'vitest';
import { awayKitNode, giftsNode, homeKitNode, kitsNode } from './__fixtures__/catalogue';
import { buildCategoryTree } from './build-category-tree';
import type { RawCollectionNode } from './raw-types';

describe('buildCategoryTree', () => {
  it('nests children under parents and orders siblings by position', () => {
    const tree = buildCategoryTree([awayKitNode, kitsNode, homeKitNode, giftsNode]);
    expect(tree.map((c) => c.url_key)).toEqual(['gifts', 'kits']);
    const kits = tree[1]!;
    expect(kits.children.map((c) => c.url_path)).toEqual(['kits/home-kit', 'kits/away-kit']);
    expect(kits.children[1]?.breadcrumbs).toEqual([{ category_uid: '2', category_name: 'Kits', category_url_path: 'kits' }]);
  });

  it('skips the hidden root collection if the list contains it', () => {
    const root: RawCollectionNode = { ...giftsNode, id: '1', name: '__root_collection__', slug: '__root_collection__', parentId: '1' };
    expect(buildCategoryTree([root, giftsNode]).map((c) => c.uid)).toEqual(['5']);
  });

  it('builds three levels with full url paths', () => {
    const shirts: RawCollectionNode = { ...homeKitNode, id: '9', slug: 'shirts', name: 'Shirts', parentId: '3' };
    const tree = buildCategoryTree([kitsNode, homeKitNode, shirts]);
    const leaf = tree[0]?.children[0]?.children[0];
    expect(leaf?.url_path).toBe('kits/home-kit/shirts');
    expect(leaf?.breadcrumbs.map((b) => b.category_url_path)).toEqual(['kits', 'kits/home-kit']);
  });

  it('returns an empty tree for no collections', () => {
    expect(buildCategoryTree([])).toEqual([]);
  });

  it('drops collections caught in a parent cycle instead of looping', () => {
    const a: RawCollectionNode = { ...giftsNode, id: 'a', slug: 'a', parentId: 'b' };
    const b: RawCollectionNode = { ...giftsNode, id: 'b', slug: 'b', parentId: 'a' };
    expect(buildCategoryTree([a, b, kitsNode]).map((c) => c.uid)).toEqual(['2']);
  });
});
