import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, Product, RequestContext } from '@vendure/core';
import { PastDayBuyingService } from './past-day-buying.service';

@Resolver('Product')
export class PastDayBuyingResolver {
  constructor(private readonly insights: PastDayBuyingService) {}

  @ResolveField()
  pastDayBuying(@Ctx() ctx: RequestContext, @Parent() product: Product): Promise<number> {
    return this.insights.count(ctx, product.id);
  }
}
