import { Injectable } from '@nestjs/common';
import { Order, OrderService, RequestContext, TransactionalConnection } from '@vendure/core';
import { emailMatches, isTrackable, ORDER_CODE } from './lookup-rules';
import type { OrderTrackingView, ShipmentView } from './types';

/**
 * Where an order stands: for a guest who gives its number and email (both must be right; the
 * answer is the same null whichever was wrong), and for the order's own customer (Order.tracking).
 */
@Injectable()
export class OrderTrackingService {
  constructor(
    private readonly orders: OrderService,
    private readonly connection: TransactionalConnection,
  ) {}

  async lookup(ctx: RequestContext, code: string, emailAddress: string): Promise<OrderTrackingView | null> {
    const trimmed = code.trim().toUpperCase();
    const order = ORDER_CODE.test(trimmed) ? await this.orders.findOneByCode(ctx, trimmed, ['customer']) : undefined;
    const matches = emailMatches(order?.customer?.emailAddress, emailAddress);
    if (!order || !matches || !isTrackable(order)) return null;
    return this.trackingOf(ctx, order);
  }

  async trackingOf(ctx: RequestContext, order: Order): Promise<OrderTrackingView> {
    const fulfillments = await this.orders.getOrderFulfillments(ctx, order);
    const shipments: ShipmentView[] = fulfillments
      .filter((f) => f.state !== 'Cancelled')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((f) => ({
        carrier: f.method,
        trackingCode: f.trackingCode || null,
        state: f.state,
        expectedDelivery: f.customFields?.expectedDelivery ?? null,
      }));
    return { code: order.code, state: order.state, placedAt: order.orderPlacedAt ?? null, shipments };
  }

  /** The placed orders a fulfilment ships, with their customers (one, unless staff fulfilled several at once). */
  async ordersOfFulfillment(ctx: RequestContext, fulfillmentId: string | number): Promise<Order[]> {
    return this.connection
      .getRepository(ctx, Order)
      .createQueryBuilder('order')
      .innerJoin('order.fulfillments', 'fulfillment', 'fulfillment.id = :fulfillmentId', { fulfillmentId })
      .leftJoinAndSelect('order.customer', 'customer')
      .getMany();
  }
}
