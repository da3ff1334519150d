import gql from 'graphql-tag';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { CompareAtPriceResolver } from './compare-at-price.resolver';
import { productCustomFields, productVariantCustomFields } from './custom-fields';

const shopApiExtensions = gql`
  extend type ProductVariant {
    "Regular price (minor units, tax included) in the request currency when the variant is discounted, else null"
    compareAtPrice: Int
  }
`;

/**
 * Adds the Product custom fields the storefront reads: kind, preorder, personalisable,
 * printPriceThb, printPriceGbp, bundleComponents, virtual; the ProductVariant fields
 * compareAtPriceThb, compareAtPriceGbp and the Shop API field `ProductVariant.compareAtPrice`.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [CompareAtPriceResolver] },
  configuration: (config) => {
    config.customFields.Product = [...(config.customFields.Product ?? []), ...productCustomFields];
    config.customFields.ProductVariant = [...(config.customFields.ProductVariant ?? []), ...productVariantCustomFields];
    return config;
  },
})
export class ProductFieldsPlugin {
  static init(): typeof ProductFieldsPlugin {
    return ProductFieldsPlugin;
  }
}
