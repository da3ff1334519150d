import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { PaymentMethodsPlugin } from '../payment-methods/payment-methods.plugin';
import { shopApiExtensions } from './api-extensions';
import { TEST_CARD_PLUGIN_OPTIONS, TestCardPaymentsOptions } from './constants';
import { testCardPaymentProcess } from './payment-process';
import { TestCardController } from './test-card.controller';
import { testCardPaymentHandler } from './test-card-handler';
import { CompleteTestCardChallengeResultResolver, TestCardPaymentFieldResolver, TestCardShopResolver } from './test-card.resolver';
import { TestCardService } from './test-card.service';

/**
 * The engine's own test card provider (handler and PaymentMethod `talat-test-card`), its REST
 * tokenisation endpoint and challenge page, and the Shop API `completeTestCardChallenge`. Demo
 * and tests only: production loads it only with PAYMENT_TEST_MODE=true. See README.md.
 */
@VendurePlugin({
  // PaymentMethodsPlugin's PaymentClients: where this provider says what the browser mounts.
  imports: [PluginCommonModule, PaymentMethodsPlugin],
  providers: [TestCardService, { provide: TEST_CARD_PLUGIN_OPTIONS, useFactory: () => TestCardPaymentsPlugin.options }],
  controllers: [TestCardController],
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [TestCardShopResolver, CompleteTestCardChallengeResultResolver, TestCardPaymentFieldResolver],
  },
  configuration: (config) => {
    const handlers = config.paymentOptions.paymentMethodHandlers;
    if (!handlers.some((h) => h.code === testCardPaymentHandler.code)) handlers.push(testCardPaymentHandler);
    const process = (config.paymentOptions.process ??= []);
    if (!process.includes(testCardPaymentProcess)) process.push(testCardPaymentProcess);
    return config;
  },
  compatibility: '^3.0.0',
})
export class TestCardPaymentsPlugin {
  static options: TestCardPaymentsOptions;

  static init(options: TestCardPaymentsOptions): typeof TestCardPaymentsPlugin {
    TestCardPaymentsPlugin.options = { autoSettle: true, ...options };
    return TestCardPaymentsPlugin;
  }
}
