import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { ShopApiAccessOptions } from './constants';
import { requireShopKey } from './shop-key';

/**
 * The Shop API answers the storefront only (see README): every request to the Shop API path must
 * carry `x-talat-shop-key: <SHOP_API_KEY>`, or it is answered 403 before Vendure reads it. The
 * Admin API, the admin UI, assets, /health, /ready and the test card pages are other paths.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  configuration: (config) => {
    config.apiOptions.middleware = [
      ...(config.apiOptions.middleware ?? []),
      { route: config.apiOptions.shopApiPath ?? 'shop-api', handler: requireShopKey(ShopApiAccessPlugin.options.shopApiKey) },
    ];
    return config;
  },
  compatibility: '^3.0.0',
})
export class ShopApiAccessPlugin {
  static options: ShopApiAccessOptions;

  static init(options: ShopApiAccessOptions): typeof ShopApiAccessPlugin {
    if (!options.shopApiKey) throw new Error('ShopApiAccessPlugin needs a shop key (SHOP_API_KEY)');
    ShopApiAccessPlugin.options = options;
    return ShopApiAccessPlugin;
  }
}
