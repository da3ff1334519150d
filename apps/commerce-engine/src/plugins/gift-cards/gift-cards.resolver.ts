import { Args, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Order, Permission, RequestContext, Transaction } from '@vendure/core';
import { AppliedGiftCardView, GiftCardErrorResult, GiftCardService, IssuedGiftCardView } from './gift-card.service';

@Resolver()
export class GiftCardShopResolver {
  constructor(private readonly giftCards: GiftCardService) {}

  @Transaction()
  @Mutation()
  @Allow(Permission.UpdateOrder, Permission.Owner)
  applyGiftCardToOrder(@Ctx() ctx: RequestContext, @Args() args: { code: string }): Promise<Order | GiftCardErrorResult> {
    return this.giftCards.applyToActiveOrder(ctx, args.code);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.UpdateOrder, Permission.Owner)
  removeGiftCardFromOrder(@Ctx() ctx: RequestContext, @Args() args: { code: string }): Promise<Order | GiftCardErrorResult> {
    return this.giftCards.removeFromActiveOrder(ctx, args.code);
  }
}

const resolveType = (value: { __typename?: string }) => value.__typename ?? 'Order';

@Resolver('ApplyGiftCardResult')
export class ApplyGiftCardResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }): string {
    return resolveType(value);
  }
}

@Resolver('RemoveGiftCardResult')
export class RemoveGiftCardResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }): string {
    return resolveType(value);
  }
}

@Resolver('Order')
export class OrderGiftCardResolver {
  constructor(private readonly giftCards: GiftCardService) {}

  @ResolveField()
  appliedGiftCards(@Ctx() ctx: RequestContext, @Parent() order: Order): Promise<AppliedGiftCardView[]> {
    return this.giftCards.appliedCards(ctx, order);
  }

  @ResolveField()
  giftCardTotal(@Ctx() ctx: RequestContext, @Parent() order: Order): Promise<number> {
    return this.giftCards.giftCardTotal(ctx, order);
  }

  @ResolveField()
  async payableTotal(@Ctx() ctx: RequestContext, @Parent() order: Order): Promise<number> {
    return Math.max(0, order.totalWithTax - (await this.giftCards.giftCardTotal(ctx, order)));
  }

  @ResolveField()
  issuedGiftCards(@Ctx() ctx: RequestContext, @Parent() order: Order): Promise<IssuedGiftCardView[]> {
    return this.giftCards.issuedCards(ctx, order);
  }
}
