import { createHash, timingSafeEqual } from 'node:crypto';
import type { OrderTrackingMethods } from '../connector';
import { searchCriteria, type AdminRestGet } from './admin-rest';
import type { MagentoCarrier } from './carriers';
import { isSessionRefused } from './customer-connector';
import { mapCustomerOrderTracking, mapRestOrderTracking, type RawRestOrder, type RawRestShipment } from './map-tracking';
import * as op from './operations';
import { readSession } from './session';
import type { MagentoSend } from './transport';

/** An order number as Magento makes them (increment ids: digits, a store's prefix); anything else is no order. */
const ORDER_NUMBER = /^[A-Za-z0-9-]{1,32}$/;

const ORDER_FIELDS = 'items[entity_id,increment_id,customer_email,status,created_at,shipping_description]';
const SHIPMENT_FIELDS = 'items[entity_id,tracks[track_number,carrier_code,title]]';

/** The same comparison cost whatever the emails: digests compared in constant time. */
function sameEmail(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s.trim().toLowerCase()).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * "Where is my order?" on Magento (docs/decisions/0064).
 * - The customer's own order: `customer.orders(filter: { number })` with its shipments, sent with
 *   the customer's token (Magento answers only theirs). A guest's session has no order Magento
 *   would show it (2.4.6 has no guest order query): null; a guest uses the lookup.
 * - A guest's lookup: Magento's REST as the shop's admin user (`GET /V1/orders` by increment id,
 *   then `GET /V1/shipments` by order id), asked for the fields OrderTracking holds only. A wrong
 *   number and a wrong email are the same null. Without an admin login, every lookup is null.
 *   Magento limits no attempts: the storefront's limiter does (budget `lookups`, 0053).
 */
export function createMagentoTrackingMethods(
  send: MagentoSend,
  rest: AdminRestGet | undefined,
  carriers: readonly MagentoCarrier[],
): OrderTrackingMethods {
  return {
    async getOrderTracking(ctx, { code }) {
      const s = readSession(ctx.customerToken);
      const number = code.trim();
      if (s?.kind !== 'customer' || !ORDER_NUMBER.test(number)) return null;
      try {
        const { customer } = await send(ctx, op.CUSTOMER_ORDER_TRACKING_QUERY, { number }, { customerToken: s.token });
        const raw = customer?.orders?.items.find((o) => o?.number === number);
        return raw ? mapCustomerOrderTracking(raw, carriers) : null;
      } catch (error) {
        // A token Magento no longer takes: no customer, so no order of theirs.
        if (isSessionRefused(error)) return null;
        throw error;
      }
    },

    async lookupOrder(_ctx, { number, email }) {
      const wanted = number.trim();
      if (!rest || !ORDER_NUMBER.test(wanted) || !email.trim()) return null;
      const { items } = await rest<{ items?: RawRestOrder[] | null }>('/V1/orders', searchCriteria('increment_id', wanted, ORDER_FIELDS));
      const order = (items ?? []).find((o) => o.increment_id === wanted);
      // Compared even without an order, so a wrong number costs what a wrong email does.
      const matches = sameEmail(order?.customer_email ?? '\u0000no order', email);
      if (!order || !matches) return null;
      const shipments = await rest<{ items?: RawRestShipment[] | null }>(
        '/V1/shipments',
        searchCriteria('order_id', order.entity_id, SHIPMENT_FIELDS),
      );
      return mapRestOrderTracking(order, shipments.items ?? [], carriers);
    },
  };
}
