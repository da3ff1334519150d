import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Permission, RequestContext, Transaction } from '@vendure/core';
import { StockAlertAnswer } from './constants';
import { StockAlertListOptions, StockAlertService } from './stock-alert.service';

@Resolver()
export class StockAlertsShopResolver {
  constructor(private readonly alerts: StockAlertService) {}

  @Transaction()
  @Mutation()
  @Allow(Permission.Public)
  requestStockAlert(
    @Ctx() ctx: RequestContext,
    @Args() args: { productVariantId: ID; emailAddress?: string | null },
  ): Promise<StockAlertAnswer> {
    return this.alerts.request(ctx, args);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Public)
  confirmStockAlert(@Ctx() ctx: RequestContext, @Args() args: { token: string }): Promise<StockAlertAnswer> {
    return this.alerts.confirm(ctx, args.token);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Public)
  cancelStockAlert(@Ctx() ctx: RequestContext, @Args() args: { token: string }): Promise<StockAlertAnswer> {
    return this.alerts.cancel(ctx, args.token);
  }
}

@Resolver()
export class StockAlertsAdminResolver {
  constructor(private readonly alerts: StockAlertService) {}

  @Query()
  @Allow(Permission.ReadCatalog)
  stockAlerts(@Ctx() ctx: RequestContext, @Args() args: StockAlertListOptions) {
    return this.alerts.list(ctx, args);
  }
}
