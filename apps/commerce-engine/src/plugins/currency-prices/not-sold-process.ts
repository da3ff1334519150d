import { Injector, Order, OrderProcess, OrderState, RequestContext } from '@vendure/core';
import { CurrencyPricesService } from './currency-prices.service';
import { notSoldMessage } from './messages';

let prices: CurrencyPricesService | undefined;

/**
 * An order holding a line not sold in the order's currency (added in another currency, then the
 * shopper switched: Vendure reprices every line in the new currency, to 0 for such a line) does
 * not go on to payment. The transition error names the line; removing it, or switching back,
 * lets the order through.
 */
export const notSoldProcess: OrderProcess<OrderState> = {
  init(injector: Injector) {
    prices = injector.get(CurrencyPricesService);
  },
  async onTransitionStart(_from, to, data: { ctx: RequestContext; order: Order }) {
    if (to !== 'ArrangingPayment' || !prices) return;
    const { ctx, order } = data;
    const lines = order.lines ?? [];
    for (const line of lines) {
      const id = line.productVariantId ?? line.productVariant.id;
      const price = await prices.priceOf(ctx, id, order.currencyCode);
      if (price.kind === 'not-sold') return notSoldMessage(await prices.variantName(ctx, id), order.currencyCode, ctx.languageCode);
    }
  },
};
