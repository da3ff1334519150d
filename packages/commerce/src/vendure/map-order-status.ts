import type { OrderStatus } from '../account-types';

const STATUS: Record<string, OrderStatus> = {
  PaymentAuthorized: 'payment_pending',
  PaymentSettled: 'paid',
  PartiallyShipped: 'shipped',
  Shipped: 'shipped',
  PartiallyDelivered: 'delivered',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
};

/** The engine's order state as the shopper's order status. */
export function orderStatusOf(state: string): OrderStatus {
  return STATUS[state] ?? 'other';
}
