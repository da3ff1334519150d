import { ChannelService, Injector, ProductVariantPrice, ProductVariantPriceSelectionStrategy, RequestContext } from '@vendure/core';
import { CurrencyCode } from '@vendure/common/lib/generated-types';
import { priceInCurrency, type PriceInCurrency } from './price-in-currency';
import type { CurrencyPriceSettings } from './settings';

/**
 * Vendure's price selection (the channel's price in the request currency), and for a variant
 * without one, instead of no price (which makes `priceWithTax` throw "No price information was
 * found" and the product page answer 500), an unsaved price:
 * - converted from the default-currency price (MISSING_CURRENCY_PRICE=convert), which the
 *   product page, the catalogue index and order lines all read, so carts charge what the page shows;
 * - 0 when not sold in that currency: the Shop API says so (`soldInCurrency: false`), the order
 *   interceptor and the order process keep such a line out of orders (currency-prices plugin).
 */
export class CurrencyPriceSelectionStrategy implements ProductVariantPriceSelectionStrategy {
  private channelService: ChannelService | undefined;

  constructor(private readonly settings: CurrencyPriceSettings) {}

  init(injector: Injector): void {
    this.channelService = injector.get(ChannelService);
  }

  /** What the variant costs in the request's currency (the catalogue index asks this too). */
  async priceIn(ctx: RequestContext, prices: ProductVariantPrice[]): Promise<PriceInCurrency<ProductVariantPrice>> {
    return priceInCurrency(prices, ctx.channelId, ctx.currencyCode, await defaultCurrencyOf(ctx, this.channelService), this.settings);
  }

  async selectPrice(ctx: RequestContext, prices: ProductVariantPrice[]): Promise<ProductVariantPrice | undefined> {
    const found = await this.priceIn(ctx, prices);
    switch (found.kind) {
      case 'own':
        return found.row;
      case 'none':
        return undefined;
      case 'converted':
        return new ProductVariantPrice({ price: found.price, currencyCode: ctx.currencyCode, channelId: ctx.channelId });
      case 'not-sold':
        return new ProductVariantPrice({ price: 0, currencyCode: ctx.currencyCode, channelId: ctx.channelId });
    }
  }
}

/**
 * The channel's own default currency. Vendure's search indexer prices each currency through a
 * copy of the channel whose `defaultCurrencyCode` is that currency, so it is read from the
 * channel service's cached channels rather than from the context.
 */
export async function defaultCurrencyOf(ctx: RequestContext, channelService: ChannelService | undefined): Promise<CurrencyCode> {
  if (!channelService) return ctx.channel.defaultCurrencyCode;
  const channel = await channelService.getChannelFromToken(ctx.channel.token);
  return String(channel.id) === String(ctx.channelId) ? channel.defaultCurrencyCode : ctx.channel.defaultCurrencyCode;
}
