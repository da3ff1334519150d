import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { productCustomFields } from './custom-fields';

/**
 * Adds the Product custom fields the storefront reads: kind, preorder, personalisable,
 * printPriceThb, printPriceGbp, bundleComponents, virtual.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  configuration: (config) => {
    config.customFields.Product = [...(config.customFields.Product ?? []), ...productCustomFields];
    return config;
  },
})
export class ProductFieldsPlugin {
  static init(): typeof ProductFieldsPlugin {
    return ProductFieldsPlugin;
  }
}
