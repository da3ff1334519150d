import { APP_INTERCEPTOR } from '@nestjs/core';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import gql from 'graphql-tag';
import { PAYMENT_METHODS_OPTIONS, PaymentMethodsOptions } from './constants';
import { PayableMethodsInterceptor } from './payable-methods.interceptor';
import { PaymentMethodsService } from './payment-methods.service';

/**
 * The payment methods as this engine can take them (see README): the cheque / money order
 * method's payable-to text, and a method whose handler this engine does not have (the demo's
 * test card method in production) never offered to shoppers.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [
    PaymentMethodsService,
    { provide: PAYMENT_METHODS_OPTIONS, useFactory: () => PaymentMethodsPlugin.options },
    { provide: APP_INTERCEPTOR, useClass: PayableMethodsInterceptor },
  ],
  shopApiExtensions: {
    schema: () =>
      PaymentMethodsPlugin.options.testCardProvider
        ? undefined
        : gql`
            extend type Payment {
              "Always null: this engine has no test card provider (see the test-card-payments plugin)."
              testCardChallengeUrl: String
            }
          `,
    resolvers: [],
  },
  compatibility: '^3.0.0',
})
export class PaymentMethodsPlugin {
  static options: PaymentMethodsOptions;

  static init(options: PaymentMethodsOptions): typeof PaymentMethodsPlugin {
    PaymentMethodsPlugin.options = options;
    return PaymentMethodsPlugin;
  }
}
