import { APP_INTERCEPTOR } from '@nestjs/core';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import gql from 'graphql-tag';
import { PAYMENT_METHODS_OPTIONS, PaymentMethodsOptions } from './constants';
import { PayableMethodsInterceptor } from './payable-methods.interceptor';
import { PaymentClientResolver } from './payment-client.resolver';
import { PaymentDetailsResolver, SubmitPaymentDetailsResultResolver } from './payment-details.resolver';
import { PaymentClients } from './payment-clients';
import { PaymentMethodsService } from './payment-methods.service';

const CLIENT_FIELD = gql`
  extend type PaymentMethodQuote {
    "What the shopper's browser mounts to take this method (the provider and its public settings), or null."
    client: JSON
  }

  "Why a payment's additional details were not taken; message in the request language."
  type PaymentDetailsError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    "The provider's reason: PAYMENT_NOT_FOUND, NOT_SUPPORTED, or its own (INVALID_REF, EXPIRED_REF, ...)"
    reason: String!
  }

  union SubmitPaymentDetailsResult = Order | PaymentDeclinedError | PaymentDetailsError

  extend type Mutation {
    "Hands the details a payment's action brought back (a challenge's or a redirect's result) to the payment's provider."
    submitPaymentDetails(paymentId: ID!, details: JSON!): SubmitPaymentDetailsResult!
  }
`;

const NO_CHALLENGE_URL = gql`
  extend type Payment {
    "Always null: this engine has no test card provider (see the test-card-payments plugin)."
    testCardChallengeUrl: String
  }
`;

/**
 * The payment methods as this engine can take them (see README): the cheque / money order
 * method's payable-to text, a method whose handler this engine does not have (the demo's test
 * card method in production) never offered to shoppers, and each method's provider client
 * (`PaymentMethodQuote.client`, registered by the provider plugins through `PaymentClients`).
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [
    PaymentMethodsService,
    PaymentClients,
    { provide: PAYMENT_METHODS_OPTIONS, useFactory: () => PaymentMethodsPlugin.options },
    { provide: APP_INTERCEPTOR, useClass: PayableMethodsInterceptor },
  ],
  exports: [PaymentClients],
  shopApiExtensions: {
    schema: () =>
      PaymentMethodsPlugin.options.testCardProvider
        ? CLIENT_FIELD
        : gql`
      ${CLIENT_FIELD}
      ${NO_CHALLENGE_URL}
    `,
    resolvers: [PaymentClientResolver, PaymentDetailsResolver, SubmitPaymentDetailsResultResolver],
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
