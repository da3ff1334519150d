import { APP_INTERCEPTOR } from '@nestjs/core';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { AttemptLimitInterceptor } from './attempt-limit.interceptor';
import { AttemptLimitService } from './attempt-limit.service';
import { ATTEMPT_LIMITS_OPTIONS, AttemptLimitsOptions } from './constants';

/**
 * The engine throttles what can be guessed or hammered through the Shop API itself (see
 * README): sign-in, review submission, the newsletter calls, coupon and gift card codes, per
 * client and per account, so that a caller who skips the storefront's own limits meets these.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [
    AttemptLimitService,
    { provide: ATTEMPT_LIMITS_OPTIONS, useFactory: () => AttemptLimitsPlugin.options },
    { provide: APP_INTERCEPTOR, useClass: AttemptLimitInterceptor },
  ],
  compatibility: '^3.0.0',
})
export class AttemptLimitsPlugin {
  static options: AttemptLimitsOptions;

  static init(options: AttemptLimitsOptions): typeof AttemptLimitsPlugin {
    AttemptLimitsPlugin.options = options;
    return AttemptLimitsPlugin;
  }
}
