import type { ID } from '@vendure/core';

/** What the rule needs to know of a placed order. */
export interface PlacedOrderFacts {
  /** The session that placed it (`Order.customFields.placedBySessionId`), if recorded. */
  placedBySessionId?: string | null;
  /** The user of the order's customer; none for a guest. */
  customerUserId?: ID | null;
}

/** Who asks: the request's session and signed-in user, if any. */
export interface ReaderFacts {
  sessionId?: ID | null;
  activeUserId?: ID | null;
}

const same = (a: ID | null | undefined, b: ID | null | undefined): boolean => a != null && b != null && String(a) === String(b);

/**
 * A placed order may be read by the session that placed it, or by the signed-in user who is
 * its customer; by no one else, and never by a request without a session.
 */
export function mayReadPlacedOrder(order: PlacedOrderFacts, reader: ReaderFacts): boolean {
  return same(order.placedBySessionId, reader.sessionId) || same(order.customerUserId, reader.activeUserId);
}
