import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { addressCustomFields } from './custom-fields';

/**
 * Address custom fields `pccc` (postal customs clearance code) and `koreaDob` (the recipient's
 * date of birth for Korean customs), also on the order's addresses.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  configuration: (config) => {
    const fields = (config.customFields.Address ??= []);
    for (const field of addressCustomFields) {
      if (!fields.some((f) => f.name === field.name)) fields.push(field);
    }
    return config;
  },
  compatibility: '^3.0.0',
})
export class AddressFieldsPlugin {
  static init(): typeof AddressFieldsPlugin {
    return AddressFieldsPlugin;
  }
}
