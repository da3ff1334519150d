import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Order, Permission, RequestContext, Transaction } from '@vendure/core';
import { GiftCardService } from '../gift-cards/gift-card.service';
import { LoyaltyEntry } from './loyalty-entry.entity';
import { LoyaltyErrorView, LoyaltyService, OrderLoyaltyView } from './loyalty.service';

@Resolver()
export class LoyaltyShopResolver {
  constructor(private readonly loyalty: LoyaltyService) {}

  @Query()
  @Allow(Permission.Owner)
  activeCustomerLoyalty(@Ctx() ctx: RequestContext): Promise<{ points: number; entries: LoyaltyEntry[] }> {
    return this.loyalty.forActiveCustomer(ctx);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Owner)
  applyLoyaltyPoints(@Ctx() ctx: RequestContext): Promise<Order | LoyaltyErrorView> {
    return this.loyalty.setApplied(ctx, true);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Owner)
  removeLoyaltyPoints(@Ctx() ctx: RequestContext): Promise<Order | LoyaltyErrorView> {
    return this.loyalty.setApplied(ctx, false);
  }
}

@Resolver()
export class LoyaltyAdminResolver {
  constructor(private readonly loyalty: LoyaltyService) {}

  @Query()
  @Allow(Permission.ReadCustomer)
  customerLoyalty(@Ctx() ctx: RequestContext, @Args() args: { customerId: ID }) {
    return this.loyalty.forCustomer(ctx, args.customerId);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.UpdateCustomer)
  adjustLoyaltyPoints(@Ctx() ctx: RequestContext, @Args() args: { customerId: ID; points: number }) {
    return this.loyalty.adjust(ctx, args.customerId, args.points);
  }
}

@Resolver('LoyaltyResult')
export class LoyaltyResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }): string {
    return value.__typename === 'LoyaltyError' ? 'LoyaltyError' : 'Order';
  }
}

@Resolver('Order')
export class OrderLoyaltyResolver {
  constructor(
    private readonly points: LoyaltyService,
    private readonly giftCards: GiftCardService,
  ) {}

  /** Points pay what gift cards leave. */
  @ResolveField()
  async loyalty(@Ctx() ctx: RequestContext, @Parent() order: Order): Promise<OrderLoyaltyView | null> {
    const giftCardPayable = Math.max(0, order.totalWithTax - (await this.giftCards.giftCardTotal(ctx, order)));
    return this.points.orderView(ctx, order, giftCardPayable);
  }
}
