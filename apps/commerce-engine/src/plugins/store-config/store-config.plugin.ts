import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { shopApiExtensions } from './api-extensions';
import { STORE_CONFIG_PLUGIN_OPTIONS } from './constants';
import { defaultStoreConfigOptions } from './default-options';
import { StoreConfigShopResolver } from './store-config.resolver';
import { StoreConfigService } from './store-config.service';
import { StoreConfigPluginOptions } from './types';

/**
 * Shop API `storeConfig`: the storefront's settings (store name, locale, currencies, sort
 * options, click & collect, captcha flags ...) in the request's language (`?languageCode=`).
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [StoreConfigService, { provide: STORE_CONFIG_PLUGIN_OPTIONS, useFactory: () => StoreConfigPlugin.options }],
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [StoreConfigShopResolver] },
  compatibility: '^3.0.0',
})
export class StoreConfigPlugin {
  static options: StoreConfigPluginOptions = defaultStoreConfigOptions;

  static init(options: Partial<StoreConfigPluginOptions> = {}): typeof StoreConfigPlugin {
    this.options = { ...defaultStoreConfigOptions, ...options };
    return StoreConfigPlugin;
  }
}
