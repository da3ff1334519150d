import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { PaymentMethodsPlugin } from '../payment-methods/payment-methods.plugin';
import { adyenPaymentHandler } from './adyen-handler';
import { AdyenShopResolver } from './adyen.resolver';
import { AdyenService } from './adyen.service';
import { AdyenWebhookController } from './adyen-webhook.controller';
import { AdyenWebhooksService } from './adyen-webhooks.service';
import { shopApiExtensions } from './api-extensions';
import { ADYEN_PLUGIN_OPTIONS, AdyenPaymentsOptions } from './constants';
import { adyenPaymentProcess, adyenRefundProcess } from './payment-process';

/**
 * Adyen as the shop's payment provider (handler and PaymentMethod `talat-adyen`: cards and
 * PromptPay through the drop-in), its webhook endpoint and the Shop API's
 * `adyenPaymentStatus`; the details its actions bring back go through `submitPaymentDetails`. Loaded with PAYMENT_PROVIDER=adyen.
 * See README.md.
 */
@VendurePlugin({
  // PaymentMethodsPlugin's PaymentClients: where this provider says what the browser mounts.
  imports: [PluginCommonModule, PaymentMethodsPlugin],
  providers: [AdyenService, AdyenWebhooksService, { provide: ADYEN_PLUGIN_OPTIONS, useFactory: () => AdyenPaymentsPlugin.options }],
  controllers: [AdyenWebhookController],
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [AdyenShopResolver],
  },
  configuration: (config) => {
    const handlers = config.paymentOptions.paymentMethodHandlers;
    if (!handlers.some((h) => h.code === adyenPaymentHandler.code)) handlers.push(adyenPaymentHandler);
    const process = (config.paymentOptions.process ??= []);
    if (!process.includes(adyenPaymentProcess)) process.push(adyenPaymentProcess);
    const refundProcess = (config.paymentOptions.refundProcess ??= []);
    if (!refundProcess.includes(adyenRefundProcess)) refundProcess.push(adyenRefundProcess);
    return config;
  },
  compatibility: '^3.0.0',
})
export class AdyenPaymentsPlugin {
  static options: AdyenPaymentsOptions;

  static init(options: AdyenPaymentsOptions): typeof AdyenPaymentsPlugin {
    AdyenPaymentsPlugin.options = { autoCapture: true, ...options };
    return AdyenPaymentsPlugin;
  }
}
