import { createHash, timingSafeEqual } from 'node:crypto';

/** An order number as the engine writes them (letters and digits), else no lookup at all. */
export const ORDER_CODE = /^[A-Za-z0-9]{6,32}$/;

const digest = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest();

/** Stands in for an order that does not exist, so that a miss costs the same comparison as a hit. */
const NOBODY = digest('nobody@order-tracking.invalid');

/**
 * Whether the email a guest typed is the order's: trimmed, any case, compared in constant time
 * over fixed-length digests. Without an order (`orderEmail` null) it still compares, then says
 * no: the answer and its time do not tell a wrong number from a wrong email.
 */
export function emailMatches(orderEmail: string | null | undefined, typed: string): boolean {
  const expected = orderEmail ? digest(orderEmail) : NOBODY;
  const same = timingSafeEqual(expected, digest(typed));
  return same && !!orderEmail;
}

/** States in which an order is the shopper's to follow: placed, not a cart or still at payment. */
const NOT_PLACED = new Set(['Created', 'Draft', 'AddingItems', 'ArrangingPayment', 'ArrangingAdditionalPayment']);

export function isTrackable(order: { state: string; orderPlacedAt?: Date | null }): boolean {
  return !!order.orderPlacedAt && !NOT_PLACED.has(order.state);
}
