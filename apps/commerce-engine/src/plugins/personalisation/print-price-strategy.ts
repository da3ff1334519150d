import {
  Injector,
  Order,
  OrderItemPriceCalculationStrategy,
  PriceCalculationResult,
  ProductVariant,
  RequestContext,
  TransactionalConnection,
} from '@vendure/core';
import { hasPrint, printPriceFor } from './line-check';
import { productOfVariant } from './product-of-variant';

/**
 * A line with a name or number print costs the variant's price plus the product's print price
 * in the order currency. Print prices are entered like variant prices (tax included), so the
 * shown price is the entered one in each market.
 */
export class PrintPriceCalculationStrategy implements OrderItemPriceCalculationStrategy {
  private connection: TransactionalConnection;

  init(injector: Injector): void {
    this.connection = injector.get(TransactionalConnection);
  }

  async calculateUnitPrice(
    ctx: RequestContext,
    variant: ProductVariant,
    orderLineCustomFields: { [key: string]: unknown },
    order: Order,
  ): Promise<PriceCalculationResult> {
    const base = { price: variant.listPrice, priceIncludesTax: variant.listPriceIncludesTax };
    if (!hasPrint(orderLineCustomFields)) return base;
    const product = await productOfVariant(this.connection, ctx, variant);
    return { ...base, price: base.price + printPriceFor(product?.customFields, order.currencyCode) };
  }
}
