import {
  Injector,
  Order,
  OrderInterceptor,
  RequestContext,
  TransactionalConnection,
  WillAddItemToOrderInput,
  WillAdjustOrderLineInput,
} from '@vendure/core';
import { lineFieldsProblem } from './line-check';
import { personalisationMessage } from './messages';
import { productOfVariant } from './product-of-variant';

/**
 * Refuses order lines whose print or bundle fields do not fit the product (see line-check.ts);
 * the Shop API answers `OrderInterceptorError` with the message in the request language.
 */
export class PersonalisationInterceptor implements OrderInterceptor {
  private connection: TransactionalConnection;

  init(injector: Injector): void {
    this.connection = injector.get(TransactionalConnection);
  }

  async willAddItemToOrder(ctx: RequestContext, _order: Order, input: WillAddItemToOrderInput): Promise<string | void> {
    const product = await productOfVariant(this.connection, ctx, input.productVariant);
    const problem = lineFieldsProblem(input.customFields, product?.customFields);
    if (problem) return personalisationMessage(problem, ctx.languageCode);
  }

  async willAdjustOrderLine(ctx: RequestContext, _order: Order, input: WillAdjustOrderLineInput): Promise<string | void> {
    if (!input.customFields) return;
    const fields = { ...(input.orderLine.customFields ?? {}), ...stripUndefined(input.customFields) };
    const product = await productOfVariant(this.connection, ctx, input.orderLine.productVariant);
    const problem = lineFieldsProblem(fields, product?.customFields);
    if (problem) return personalisationMessage(problem, ctx.languageCode);
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
