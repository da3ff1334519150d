import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { orderLinePersonalisationFields } from './custom-fields';
import { PersonalisationInterceptor } from './personalisation-interceptor';
import { PrintPriceCalculationStrategy } from './print-price-strategy';

/**
 * Name-and-number prints and bundle items on order lines (see README): OrderLine custom fields
 * `personalisationName`, `personalisationNumber`, `bundleOptions`; the print price added to the
 * unit price; lines that do not fit their product refused.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  configuration: (config) => {
    const fields = (config.customFields.OrderLine ??= []);
    for (const field of orderLinePersonalisationFields) {
      if (!fields.some((f) => f.name === field.name)) fields.push(field);
    }
    config.orderOptions.orderItemPriceCalculationStrategy = new PrintPriceCalculationStrategy();
    const interceptors = (config.orderOptions.orderInterceptors ??= []);
    if (!interceptors.some((i) => i instanceof PersonalisationInterceptor)) interceptors.push(new PersonalisationInterceptor());
    return config;
  },
  compatibility: '^3.0.0',
})
export class PersonalisationPlugin {
  static init(): typeof PersonalisationPlugin {
    return PersonalisationPlugin;
  }
}
