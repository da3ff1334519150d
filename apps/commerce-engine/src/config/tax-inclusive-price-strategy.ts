import { PriceCalculationResult, ProductVariantPriceCalculationArgs, ProductVariantPriceCalculationStrategy } from '@vendure/core';

/**
 * When the channel's prices include tax, the entered price includes the tax of the active zone,
 * whichever zone that is. (Vendure's default converts prices entered for the default zone,
 * so a GBP price would be shown with 20 % on top of a price net of Thai VAT.)
 */
export class TaxInclusivePriceCalculationStrategy implements ProductVariantPriceCalculationStrategy {
  async calculate(args: ProductVariantPriceCalculationArgs): Promise<PriceCalculationResult> {
    return { price: args.inputPrice, priceIncludesTax: args.ctx.channel.pricesIncludeTax };
  }
}
