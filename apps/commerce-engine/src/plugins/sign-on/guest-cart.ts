import { Order, RequestContext, TransactionalConnection } from '@vendure/core';

/**
 * Lets the guest's cart take part in the merge when the guest already gave an email at checkout.
 *
 * On sign-on Vendure merges the session's order into the customer's only when that order has no
 * customer (`OrderService.mergeOrders`, vendure#263): a guest who typed an email (setCustomerForOrder
 * made a guest customer) and then signed on would get the customer's cart, or none, and lose theirs.
 * A guest customer has no user, so it cannot be anyone's session: taking it off the anonymous
 * session's active order lets the merge run as for any other guest cart. Orders of customers with
 * a user (a signed-in session signing on again) are left as Vendure leaves them.
 */
export async function releaseGuestCart(connection: TransactionalConnection, ctx: RequestContext): Promise<void> {
  const orderId = ctx.session?.activeOrderId;
  if (!orderId || ctx.activeUserId) return;
  const order = await connection.getRepository(ctx, Order).findOne({
    where: { id: orderId },
    relations: ['customer', 'customer.user'],
  });
  if (!order?.active || !order.customer || order.customer.user) return;
  await connection.getRepository(ctx, Order).createQueryBuilder().relation(Order, 'customer').of(order.id).set(null);
}
