import { Injector, Order, OrderInterceptor, RequestContext, WillAddItemToOrderInput, WillAdjustOrderLineInput } from '@vendure/core';
import { CurrencyPricesService } from './currency-prices.service';
import { notSoldMessage } from './messages';

/**
 * Refuses to add (or add more of) a variant not sold in the request's currency, which is the
 * currency the order is recalculated in: the line would cost 0. The Shop API answers
 * `OrderInterceptorError` with the message in the request language.
 */
export class NotSoldInterceptor implements OrderInterceptor {
  private prices: CurrencyPricesService;

  init(injector: Injector): void {
    this.prices = injector.get(CurrencyPricesService);
  }

  async willAddItemToOrder(ctx: RequestContext, _order: Order, input: WillAddItemToOrderInput): Promise<string | void> {
    const id = input.productVariant.id;
    const price = await this.prices.priceOf(ctx, id);
    if (price.kind === 'not-sold') return notSoldMessage(await this.prices.variantName(ctx, id), ctx.currencyCode, ctx.languageCode);
  }

  async willAdjustOrderLine(ctx: RequestContext, _order: Order, input: WillAdjustOrderLineInput): Promise<string | void> {
    // fewer of a line is always fine: it is how a shopper empties it
    if (input.quantity <= input.orderLine.quantity) return;
    const id = input.orderLine.productVariantId ?? input.orderLine.productVariant.id;
    const price = await this.prices.priceOf(ctx, id);
    if (price.kind === 'not-sold') return notSoldMessage(await this.prices.variantName(ctx, id), ctx.currencyCode, ctx.languageCode);
  }
}
