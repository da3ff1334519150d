import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, Order, RequestContext } from '@vendure/core';
import { OrderTrackingService } from './order-tracking.service';
import type { OrderTrackingView } from './types';

/** Longest input read: a longer number or email is no order's. */
const MAX_INPUT = 254;

@Resolver()
export class OrderTrackingResolver {
  constructor(private readonly tracking: OrderTrackingService) {}

  @Query()
  async orderTracking(@Ctx() ctx: RequestContext, @Args() args: { code: string; emailAddress: string }): Promise<OrderTrackingView | null> {
    if (args.code.length > MAX_INPUT || args.emailAddress.length > MAX_INPUT) return null;
    return this.tracking.lookup(ctx, args.code, args.emailAddress);
  }
}

/** `Order.tracking`: the same view for whoever may read the order (its customer, through orderByCode). */
@Resolver('Order')
export class OrderTrackingFieldResolver {
  constructor(private readonly service: OrderTrackingService) {}

  @ResolveField()
  async tracking(@Ctx() ctx: RequestContext, @Parent() order: Order): Promise<OrderTrackingView> {
    return this.service.trackingOf(ctx, order);
  }
}
