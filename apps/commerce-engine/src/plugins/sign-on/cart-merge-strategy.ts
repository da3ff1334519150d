import {
  ConfigService,
  Injector,
  Logger,
  MergedOrderLine,
  Order,
  OrderLine,
  OrderMergeStrategy,
  RequestContext,
  toMergedOrderLine,
} from '@vendure/core';
import { CartLine, MergeLimits, mergeCartLines } from './cart-merge';
import { loggerCtx, MERGE_FAILED_MESSAGE } from './constants';

export function cartLineOf(line: OrderLine): CartLine {
  const variant = line.productVariant;
  return {
    id: line.id,
    variantId: line.productVariantId ?? variant.id,
    quantity: line.quantity,
    customFields: line.customFields as unknown as Record<string, unknown>,
    available: !variant || (variant.enabled !== false && !variant.deletedAt),
  };
}

/**
 * `orderOptions.mergeStrategy`: the guest's cart merged into the customer's active order when a
 * guest with a cart signs on to a customer who has one (`mergeCartLines`). Vendure itself keeps
 * the only cart when just one of them has lines (a guest cart becomes the customer's). If the merge
 * throws, the warning `Failed to merge carts, falling back to customer cart` is logged and the
 * customer's order stays as it was (the guest cart is dropped, as Vendure drops it after any merge).
 */
export class CartMergeStrategy implements OrderMergeStrategy {
  private limits: MergeLimits = { lineMax: 999, orderMax: 999 };

  init(injector: Injector): void {
    const { orderLineItemsLimit, orderItemsLimit } = injector.get(ConfigService).orderOptions;
    this.limits = { lineMax: orderLineItemsLimit, orderMax: orderItemsLimit };
  }

  merge(ctx: RequestContext, guestOrder: Order, existingOrder: Order): MergedOrderLine[] {
    try {
      return this.mergeLines(guestOrder, existingOrder);
    } catch (error) {
      Logger.warn(MERGE_FAILED_MESSAGE, loggerCtx);
      Logger.verbose(`Cart merge error: ${error instanceof Error ? error.message : String(error)}`, loggerCtx);
      return existingOrder.lines.map(toMergedOrderLine);
    }
  }

  protected mergeLines(guestOrder: Order, existingOrder: Order): MergedOrderLine[] {
    return mergeCartLines(guestOrder.lines.map(cartLineOf), existingOrder.lines.map(cartLineOf), this.limits);
  }
}
