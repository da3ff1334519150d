import type { Category } from '@talat/commerce/types';
import { localePath, type Locale } from '../../lib/locale/locales';
import type { MenuItem } from './menu-types';

/** The store config's shop-by-player switch and where its page is (spec section 3). */
export interface ShopByPlayer {
  shop_by_player_status: boolean;
  shop_by_player_route: string | null;
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/**
 * The header's menu: the category tree, with the shop-by-player entry as the store config says.
 * Switched off, the entry is not in the menu (its category page still answers, for links already
 * out there). Switched on, it leads to the configured route: the category there keeps its place
 * and children; a route that is no category of the tree (a content page, say) gets an entry of its
 * own at the end. Without the config (the engine away) the tree is shown as it is.
 */
export function menuItems(
  categories: readonly Category[],
  locale: Locale,
  config: ShopByPlayer | null,
  words: { allIn: (name: string) => string; shopByPlayer: string },
): MenuItem[] {
  const route = config?.shop_by_player_route ? trimSlashes(config.shop_by_player_route) : null;
  const isPlayers = (c: Category) => route !== null && trimSlashes(c.url_path) === route;
  const shown = config && !config.shop_by_player_status ? categories.filter((c) => !isPlayers(c)) : categories;
  const items: MenuItem[] = shown.map((c) => ({
    uid: c.uid,
    name: c.name,
    href: localePath(locale, c.url_path),
    allLabel: words.allIn(c.name),
    children: c.children.map((child) => ({ uid: child.uid, name: child.name, href: localePath(locale, child.url_path) })),
  }));
  if (config?.shop_by_player_status && route && !categories.some(isPlayers)) {
    items.push({
      uid: 'shop-by-player',
      name: words.shopByPlayer,
      href: localePath(locale, route),
      allLabel: words.allIn(words.shopByPlayer),
      children: [],
    });
  }
  return items;
}
