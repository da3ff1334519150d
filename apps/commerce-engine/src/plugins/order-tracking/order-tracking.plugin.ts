import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { shopApiExtensions } from './api-extensions';
import { carrierFulfillmentHandler } from './carrier-fulfillment-handler';
import { fulfillmentFields, orderFields } from './custom-fields';
import { OrderTrackingFieldResolver, OrderTrackingResolver } from './order-tracking.resolver';
import { OrderTrackingService } from './order-tracking.service';
import { placedLanguageProcess } from './placed-language-process';
import { ShipmentNotifierService } from './shipment-notifier.service';

/**
 * "Where is my order?": the Shop API `orderTracking(code, emailAddress)` for guests (throttled by
 * attempt-limits, scope `order-lookup`) and `Order.tracking` for customers; the `talat-carrier`
 * fulfilment handler (carrier, tracking number, expected delivery); the shipping email in the
 * order's language (the EmailPlugin's `order-shipped` handler, email/email-options.ts). See README.md.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [OrderTrackingService, ShipmentNotifierService],
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [OrderTrackingResolver, OrderTrackingFieldResolver] },
  configuration: (config) => {
    const add = (list: typeof orderFields, into: typeof orderFields) => {
      for (const field of list) if (!into.some((f) => f.name === field.name)) into.push(field);
    };
    add(orderFields, (config.customFields.Order ??= []));
    add(fulfillmentFields, (config.customFields.Fulfillment ??= []));
    const process = (config.orderOptions.process ??= []);
    if (!process.includes(placedLanguageProcess)) process.push(placedLanguageProcess);
    const handlers = config.shippingOptions.fulfillmentHandlers;
    if (!handlers.includes(carrierFulfillmentHandler)) handlers.unshift(carrierFulfillmentHandler);
    return config;
  },
  compatibility: '^3.0.0',
})
export class OrderTrackingPlugin {
  static init(): typeof OrderTrackingPlugin {
    return OrderTrackingPlugin;
  }
}
