import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { orderAccessFields } from './custom-fields';
import { PlacingSessionOrderByCodeAccessStrategy } from './placing-session-access-strategy';
import { placingSessionProcess } from './placing-session-process';

/**
 * Who may read a placed order by its code: the session that placed it, or its customer's
 * signed-in user. Records the placing session on the order (internal custom field) and sets
 * the engine's `orderByCodeAccessStrategy`. See README.md.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  configuration: (config) => {
    const fields = (config.customFields.Order ??= []);
    for (const field of orderAccessFields) {
      if (!fields.some((f) => f.name === field.name)) fields.push(field);
    }
    const process = (config.orderOptions.process ??= []);
    if (!process.includes(placingSessionProcess)) process.push(placingSessionProcess);
    config.orderOptions.orderByCodeAccessStrategy = new PlacingSessionOrderByCodeAccessStrategy();
    return config;
  },
  compatibility: '^3.0.0',
})
export class OrderAccessPlugin {
  static init(): typeof OrderAccessPlugin {
    return OrderAccessPlugin;
  }
}
