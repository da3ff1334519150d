import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, FulfillmentStateTransitionEvent, LanguageCode, Logger, RequestContextService } from '@vendure/core';
import { carrierOf, trackingUrlOf } from '@talat/rules/carriers';
import { loggerCtx } from './constants';
import { OrderShippedEvent } from './order-shipped.event';
import { OrderTrackingService } from './order-tracking.service';
import { emailLanguage } from './placed-language-process';

/**
 * When staff mark a fulfilment shipped (Admin: add the fulfilment with carrier and tracking
 * number, then "Mark as shipped"), publishes an OrderShippedEvent per order it ships, in the
 * language the order was placed in: the EmailPlugin's `order-shipped` handler sends the email.
 * Orders placed before the language was recorded are Thai when paid in baht, else English.
 */
@Injectable()
export class ShipmentNotifierService implements OnApplicationBootstrap {
  constructor(
    private readonly eventBus: EventBus,
    private readonly tracking: OrderTrackingService,
    private readonly contexts: RequestContextService,
  ) {}

  onApplicationBootstrap(): void {
    this.eventBus.ofType(FulfillmentStateTransitionEvent).subscribe((event) => {
      if (event.toState !== 'Shipped') return;
      this.notify(event).catch((err: unknown) => Logger.error(`shipping email not sent: ${String(err)}`, loggerCtx));
    });
  }

  private async notify(event: FulfillmentStateTransitionEvent): Promise<void> {
    const { ctx, fulfillment } = event;
    const orders = await this.tracking.ordersOfFulfillment(ctx, fulfillment.id);
    for (const order of orders) {
      const lang = emailLanguage(order.customFields?.placedLanguage ?? (order.currencyCode === 'THB' ? 'th' : 'en'));
      const emailCtx = await this.contexts.create({
        apiType: 'admin',
        channelOrToken: ctx.channel,
        languageCode: lang === 'th' ? LanguageCode.th : LanguageCode.en,
      });
      const carrier = carrierOf(fulfillment.method);
      await this.eventBus.publish(
        new OrderShippedEvent(emailCtx, order, fulfillment, {
          carrierName: carrier ? carrier.name[lang] : fulfillment.method,
          trackingCode: fulfillment.trackingCode || null,
          trackingUrl: carrier ? trackingUrlOf(carrier, fulfillment.trackingCode) : null,
          expectedDelivery: fulfillment.customFields?.expectedDelivery ?? null,
        }),
      );
    }
  }
}
