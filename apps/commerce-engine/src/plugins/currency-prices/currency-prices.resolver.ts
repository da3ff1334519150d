import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, ProductVariant, RequestContext } from '@vendure/core';
import { CurrencyPricesService } from './currency-prices.service';

@Resolver('ProductVariant')
export class CurrencyPricesShopResolver {
  constructor(private readonly prices: CurrencyPricesService) {}

  @ResolveField()
  async priceConverted(@Ctx() ctx: RequestContext, @Parent() variant: ProductVariant): Promise<boolean> {
    return (await this.prices.priceOf(ctx, variant.id)).kind === 'converted';
  }

  @ResolveField()
  async priceConvertedFrom(@Ctx() ctx: RequestContext, @Parent() variant: ProductVariant): Promise<string | null> {
    const price = await this.prices.priceOf(ctx, variant.id);
    return price.kind === 'converted' ? price.from : null;
  }

  @ResolveField()
  async soldInCurrency(@Ctx() ctx: RequestContext, @Parent() variant: ProductVariant): Promise<boolean> {
    return (await this.prices.priceOf(ctx, variant.id)).kind !== 'not-sold';
  }
}

@Resolver('ProductVariant')
export class CurrencyPricesAdminResolver {
  constructor(private readonly prices: CurrencyPricesService) {}

  @ResolveField()
  async missingPriceCurrencies(@Ctx() ctx: RequestContext, @Parent() variant: ProductVariant): Promise<string[]> {
    return this.prices.missingCurrencies(ctx, variant.id);
  }
}
