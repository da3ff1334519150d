import { Order, OrderByCodeAccessStrategy, RequestContext } from '@vendure/core';
import { mayReadPlacedOrder } from './order-access-rule';

/**
 * `orderByCode` answers a placed order only to the session that placed it, or to the signed-in
 * user who is its customer (Vendure's default also lets anyone read a guest's order for two
 * hours after it is placed). The Shop API resolver loads `customer.user` for this check.
 */
export class PlacingSessionOrderByCodeAccessStrategy implements OrderByCodeAccessStrategy {
  canAccessOrder(ctx: RequestContext, order: Order): boolean {
    return mayReadPlacedOrder(
      { placedBySessionId: order.customFields?.placedBySessionId, customerUserId: order.customer?.user?.id },
      { sessionId: ctx.session?.id, activeUserId: ctx.activeUserId },
    );
  }
}
