import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { shopApiExtensions } from './api-extensions';
import { CartMergeStrategy } from './cart-merge-strategy';
import { DEFAULT_CLOCK_TOLERANCE_SECONDS } from './constants';
import { customerGroupFields } from './custom-fields';
import { CustomerGroupKeyResolver } from './customer-group-key.resolver';
import { SignOnAccountService } from './sign-on-account.service';
import { SsoAuthenticationStrategy } from './sso-authentication-strategy';
import { ResolvedSignOnOptions, SignOnPluginOptions } from './types';

/**
 * Customers sign on with the sign-on provider (see README): the Shop API's only authentication
 * strategy is `sso` (an OIDC ID token; the Admin API keeps its native login), the guest's cart is
 * merged into the customer's on sign-on, and `Customer.groupKey` tells the storefront the group.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [SignOnAccountService],
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [CustomerGroupKeyResolver] },
  configuration: (config) => {
    const options = SignOnPlugin.options;
    config.authOptions.shopAuthenticationStrategy = [new SsoAuthenticationStrategy(options)];
    config.orderOptions.mergeStrategy = options.mergeStrategy ?? new CartMergeStrategy();
    const fields = (config.customFields.CustomerGroup ??= []);
    for (const field of customerGroupFields) {
      if (!fields.some((f) => f.name === field.name)) fields.push(field);
    }
    return config;
  },
  compatibility: '^3.0.0',
})
export class SignOnPlugin {
  static options: ResolvedSignOnOptions;

  static init(options: SignOnPluginOptions): typeof SignOnPlugin {
    SignOnPlugin.options = {
      issuer: options.issuer,
      clientId: options.clientId,
      jwksUrl: options.jwksUrl || `${options.issuer.replace(/\/+$/, '')}/jwks`,
      clockToleranceSeconds: options.clockToleranceSeconds ?? DEFAULT_CLOCK_TOLERANCE_SECONDS,
      mergeStrategy: options.mergeStrategy,
    };
    return SignOnPlugin;
  }
}
