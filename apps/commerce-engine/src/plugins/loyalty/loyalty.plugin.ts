import { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import {
  EventBus,
  Logger,
  OrderStateTransitionEvent,
  PluginCommonModule,
  RequestContext,
  TransactionalConnection,
  VendurePlugin,
} from '@vendure/core';
import { GiftCardsPlugin } from '../gift-cards/gift-cards.plugin';
import { adminApiExtensions, shopApiExtensions } from './api-extensions';
import { loggerCtx } from './constants';
import { orderLoyaltyFields } from './custom-fields';
import { LoyaltyAccount } from './loyalty-account.entity';
import { LoyaltyEntry } from './loyalty-entry.entity';
import { loyaltyEligibilityChecker, loyaltyPaymentHandler } from './loyalty-payment';
import { LoyaltyAdminResolver, LoyaltyResultResolver, LoyaltyShopResolver, OrderLoyaltyResolver } from './loyalty.resolver';
import { LoyaltyService } from './loyalty.service';

/**
 * Loyalty points (see README): earned when a customer's order is settled, at the store config's
 * rate per currency; spent on an order through the `talat-loyalty` payment method; returned
 * when that payment or the order is cancelled. Needs the gift-cards and store-config plugins.
 */
@VendurePlugin({
  imports: [PluginCommonModule, GiftCardsPlugin],
  entities: [LoyaltyAccount, LoyaltyEntry],
  providers: [LoyaltyService],
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [LoyaltyShopResolver, LoyaltyResultResolver, OrderLoyaltyResolver],
  },
  adminApiExtensions: { schema: adminApiExtensions, resolvers: [LoyaltyAdminResolver] },
  configuration: (config) => {
    const handlers = config.paymentOptions.paymentMethodHandlers;
    if (!handlers.some((h) => h.code === loyaltyPaymentHandler.code)) handlers.push(loyaltyPaymentHandler);
    const checkers = (config.paymentOptions.paymentMethodEligibilityCheckers ??= []);
    if (!checkers.some((c) => c.code === loyaltyEligibilityChecker.code)) checkers.push(loyaltyEligibilityChecker);
    const orderFields = (config.customFields.Order ??= []);
    for (const field of orderLoyaltyFields) {
      if (!orderFields.some((f) => f.name === field.name)) orderFields.push(field);
    }
    return config;
  },
  compatibility: '^3.0.0',
})
export class LoyaltyPlugin implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription?: { unsubscribe(): void };

  constructor(
    private readonly eventBus: EventBus,
    private readonly connection: TransactionalConnection,
    private readonly loyalty: LoyaltyService,
  ) {}

  static init(): typeof LoyaltyPlugin {
    return LoyaltyPlugin;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = this.eventBus.ofType(OrderStateTransitionEvent).subscribe((event) => {
      const work: ((ctx: RequestContext) => Promise<unknown>) | null =
        event.toState === 'PaymentSettled'
          ? (ctx) => this.loyalty.accrue(ctx, event.order)
          : event.toState === 'Cancelled'
            ? (ctx) => this.loyalty.cancelled(ctx, event.order)
            : null;
      if (!work) return;
      this.connection
        .withTransaction(event.ctx, work)
        .catch((e: unknown) => Logger.error(`Loyalty for ${event.order.code} (${event.toState}) failed: ${String(e)}`, loggerCtx));
    });
    try {
      await this.loyalty.ensurePaymentMethod();
    } catch (e) {
      Logger.error(`could not set up the loyalty payment method: ${(e as Error).message}`, loggerCtx);
    }
  }

  onApplicationShutdown(): void {
    this.subscription?.unsubscribe();
  }
}
