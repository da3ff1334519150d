import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { shopApiExtensions } from './api-extensions';
import { WishlistItem } from './wishlist-item.entity';
import { WishlistItemResolver, WishlistResultResolver, WishlistShopResolver } from './wishlist.resolver';
import { WishlistService } from './wishlist.service';

/**
 * Wishlists: the signed-in customer's products (Shop API `activeCustomerWishlist`,
 * `addToWishlist`, `removeFromWishlist`, `mergeIntoWishlist` for the guest list joined on
 * sign-on). A guest's list lives in their browser until then.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  entities: [WishlistItem],
  providers: [WishlistService],
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [WishlistShopResolver, WishlistResultResolver, WishlistItemResolver],
  },
  compatibility: '^3.0.0',
})
export class WishlistPlugin {
  static init(): typeof WishlistPlugin {
    return WishlistPlugin;
  }
}
