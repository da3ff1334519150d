import { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EventBus, Logger, OrderStateTransitionEvent, PluginCommonModule, TransactionalConnection, VendurePlugin } from '@vendure/core';
import { adminApiExtensions, GiftCardAdminResolver } from './admin-api';
import { shopApiExtensions } from './api-extensions';
import { loggerCtx } from './constants';
import { orderGiftCardFields } from './custom-fields';
import { GiftCard } from './gift-card.entity';
import { giftCardEligibilityChecker, giftCardPaymentHandler } from './gift-card-payment';
import { GiftCardService } from './gift-card.service';
import {
  ApplyGiftCardResultResolver,
  GiftCardShopResolver,
  OrderGiftCardResolver,
  RemoveGiftCardResultResolver,
} from './gift-cards.resolver';

/**
 * Gift card accounts (see README): the `GiftCard` entity, Shop API `applyGiftCardToOrder` /
 * `removeGiftCardFromOrder` and `Order.appliedGiftCards`, `giftCardTotal`, `payableTotal`,
 * `issuedGiftCards`; Admin API `createGiftCard`; the `talat-gift-card` payment handler and eligibility checker; issuing a
 * card per gift card unit when an order reaches PaymentSettled.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  entities: [GiftCard],
  providers: [GiftCardService],
  // The loyalty plugin pays what gift cards leave.
  exports: [GiftCardService],
  adminApiExtensions: { schema: adminApiExtensions, resolvers: [GiftCardAdminResolver] },
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [GiftCardShopResolver, ApplyGiftCardResultResolver, RemoveGiftCardResultResolver, OrderGiftCardResolver],
  },
  configuration: (config) => {
    const handlers = config.paymentOptions.paymentMethodHandlers;
    if (!handlers.some((h) => h.code === giftCardPaymentHandler.code)) handlers.push(giftCardPaymentHandler);
    const checkers = (config.paymentOptions.paymentMethodEligibilityCheckers ??= []);
    if (!checkers.some((c) => c.code === giftCardEligibilityChecker.code)) checkers.push(giftCardEligibilityChecker);
    const orderFields = (config.customFields.Order ??= []);
    for (const field of orderGiftCardFields) {
      if (!orderFields.some((f) => f.name === field.name)) orderFields.push(field);
    }
    return config;
  },
  compatibility: '^3.0.0',
})
export class GiftCardsPlugin implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription?: { unsubscribe(): void };

  constructor(
    private readonly eventBus: EventBus,
    private readonly connection: TransactionalConnection,
    private readonly giftCards: GiftCardService,
  ) {}

  static init(): typeof GiftCardsPlugin {
    return GiftCardsPlugin;
  }

  onApplicationBootstrap(): void {
    this.subscription = this.eventBus.ofType(OrderStateTransitionEvent).subscribe((event) => {
      if (event.toState !== 'PaymentSettled') return;
      this.connection
        .withTransaction(event.ctx, (ctx) => this.giftCards.issueForOrder(ctx, event.order.id))
        .catch((e: unknown) => Logger.error(`Issuing gift cards for ${event.order.code} failed: ${String(e)}`, loggerCtx));
    });
  }

  onApplicationShutdown(): void {
    this.subscription?.unsubscribe();
  }
}
