import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { shopApiExtensions } from './api-extensions';
import { ConsentShopResolver } from './consent.resolver';
import { ConsentService } from './consent.service';
import { customerConsentFields } from './custom-fields';

/**
 * Cookie consent (PDPA, see README): a signed-in customer's latest cookie choice, with when and
 * which version of the notice, recorded by the storefront (Shop API `recordConsent`) and kept in
 * read-only Customer custom fields that the Admin shows.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [ConsentService],
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [ConsentShopResolver] },
  configuration: (config) => {
    const fields = (config.customFields.Customer ??= []);
    for (const field of customerConsentFields) {
      if (!fields.some((f) => f.name === field.name)) fields.push(field);
    }
    return config;
  },
  compatibility: '^3.0.0',
})
export class ConsentPlugin {
  static init(): typeof ConsentPlugin {
    return ConsentPlugin;
  }
}
