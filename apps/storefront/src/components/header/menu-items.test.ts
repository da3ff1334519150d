import type { Category } from '@talat/commerce/types';
import { describe, expect, it } from 'vitest';
import { menuItems } from './menu-items';

const category = (uid: string, url_path: string, children: Category[] = []) =>
  ({ uid, name: uid, url_path, children }) as unknown as Category;
const tree = [
  category('Kits', 'kits', [category('Home kit', 'kits/home-kit')]),
  category('Players', 'shop-by-player', [category('Okafor', 'shop-by-player/okafor')]),
];
const words = { allIn: (name: string) => `All ${name}`, shopByPlayer: 'Shop by player' };
const names = (items: { name: string; href: string }[]) => items.map((i) => `${i.name} ${i.href}`);

describe('menuItems', () => {
  it('keeps the shop-by-player category, with its children, when its entry is on', () => {
    const items = menuItems(tree, 'th', { shop_by_player_status: true, shop_by_player_route: 'shop-by-player' }, words);
    expect(names(items)).toEqual(['Kits /th/kits', 'Players /th/shop-by-player']);
    expect(items[1]!.children).toEqual([{ uid: 'Okafor', name: 'Okafor', href: '/th/shop-by-player/okafor' }]);
    expect(items[0]!.allLabel).toBe('All Kits');
  });

  it('leaves the shop-by-player category out when its entry is off', () => {
    const items = menuItems(tree, 'en', { shop_by_player_status: false, shop_by_player_route: '/shop-by-player/' }, words);
    expect(names(items)).toEqual(['Kits /en/kits']);
  });

  it('adds an entry of its own for a route that is no category of the tree', () => {
    const items = menuItems([tree[0]!], 'en', { shop_by_player_status: true, shop_by_player_route: 'players' }, words);
    expect(names(items)).toEqual(['Kits /en/kits', 'Shop by player /en/players']);
  });

  it('shows the tree as it is without the store config, and adds nothing for an entry on with no route', () => {
    expect(names(menuItems(tree, 'en', null, words))).toEqual(['Kits /en/kits', 'Players /en/shop-by-player']);
    expect(names(menuItems([tree[0]!], 'en', { shop_by_player_status: true, shop_by_player_route: null }, words))).toEqual([
      'Kits /en/kits',
    ]);
  });
});
