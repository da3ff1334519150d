import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, ProductVariant, ProductVariantService, RequestContext } from '@vendure/core';
import { compareAtPriceFor } from './compare-at-price';

@Resolver('ProductVariant')
export class CompareAtPriceResolver {
  constructor(private readonly variantService: ProductVariantService) {}

  /** The regular price in the request currency when the variant is discounted, else null. */
  @ResolveField()
  async compareAtPrice(@Ctx() ctx: RequestContext, @Parent() variant: ProductVariant): Promise<number | null> {
    const fields = variant.customFields;
    if (fields?.compareAtPriceThb == null && fields?.compareAtPriceGbp == null) return null;
    const priceWithTax = await this.variantService.hydratePriceFields(ctx, variant, 'priceWithTax');
    return compareAtPriceFor(fields, ctx.currencyCode, priceWithTax);
  }
}
