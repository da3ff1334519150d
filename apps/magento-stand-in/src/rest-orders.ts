import type { createAccount, KeptOrder } from './account';
import type { Caller } from './customers';

/**
 * Magento's REST for orders and shipments, as the shop's admin user calls it (the connector's
 * guest order lookup, docs/decisions/0064; the browser tests ship an order through it):
 *   GET  /V1/orders?searchCriteria…     orders by `increment_id`, `entity_id` or `customer_email` (eq)
 *   GET  /V1/shipments?searchCriteria…  shipments by `order_id` (eq), with their tracks
 *   POST /V1/order/{orderId}/ship       ships the whole order, with `tracks` (Magento's ShipOrderInterface)
 * Not Magento: a subset of each answer's fields (no addresses, lines or totals), `fields` and
 * paging are not read, one filter only, and the whole order ships at once (no `items` quantities).
 */
export type RestAnswer = { status: number; body: unknown };

type Account = ReturnType<typeof createAccount>;

const NOT_AUTHORIZED = (resource: string): RestAnswer => ({
  status: 401,
  body: { message: "The consumer isn't authorized to access %resources.", parameters: { resources: resource } },
});
const NO_ENTITY: RestAnswer = {
  status: 404,
  body: { message: "The entity that was requested doesn't exist. Verify the entity and try again." },
};

/** The one filter of a `searchCriteria` (`filter_groups[0][filters][0]`), or null. */
function filterOf(search: URLSearchParams): { field: string; value: string; condition: string } | null {
  const f = 'searchCriteria[filter_groups][0][filters][0]';
  const field = search.get(`${f}[field]`);
  const value = search.get(`${f}[value]`);
  if (!field || value === null) return null;
  return { field, value, condition: search.get(`${f}[condition_type]`) ?? 'eq' };
}

function searchAnswer(items: unknown[]): RestAnswer {
  return { status: 200, body: { items, search_criteria: { filter_groups: [] }, total_count: items.length, stand_in: 'not Magento' } };
}

export function createRestOrders(account: Account) {
  function orderAnswer(order: KeptOrder) {
    const cart = order.cart;
    const method = cart.shipping_addresses?.[0]?.selected_shipping_method;
    const status = account.statusCodeOf(order);
    return {
      entity_id: order.id,
      increment_id: order.number,
      customer_email: account.emailOf(order),
      customer_is_guest: order.owner === null ? 1 : 0,
      status,
      state: status === 'pending' ? 'new' : status,
      created_at: order.placedAt.toISOString().replace('T', ' ').slice(0, 19),
      shipping_description: method ? `${method.carrier_title} - ${method.method_title}` : null,
      order_currency_code: cart.prices?.grand_total?.currency ?? null,
      grand_total: cart.prices?.grand_total?.value ?? null,
    };
  }

  function orders(search: URLSearchParams): RestAnswer {
    const filter = filterOf(search);
    const all = account.orders();
    if (!filter) return searchAnswer(all.map(orderAnswer));
    if (filter.condition !== 'eq') return { status: 400, body: { message: 'The stand-in (not Magento) filters by "eq" only.' } };
    const value = (o: KeptOrder): string | null =>
      filter.field === 'increment_id'
        ? o.number
        : filter.field === 'entity_id'
          ? String(o.id)
          : filter.field === 'customer_email'
            ? account.emailOf(o)
            : null;
    if (!['increment_id', 'entity_id', 'customer_email'].includes(filter.field))
      return { status: 400, body: { message: `The stand-in (not Magento) does not filter orders by "${filter.field}".` } };
    return searchAnswer(all.filter((o) => value(o) === filter.value).map(orderAnswer));
  }

  function shipments(search: URLSearchParams): RestAnswer {
    const filter = filterOf(search);
    if (filter && (filter.field !== 'order_id' || filter.condition !== 'eq'))
      return { status: 400, body: { message: 'The stand-in (not Magento) filters shipments by "order_id" "eq" only.' } };
    const all = account.orders().flatMap((o) => o.shipments);
    const found = filter ? all.filter((s) => String(s.order_id) === filter.value) : all;
    return searchAnswer(
      found.map((s) => ({
        ...s,
        tracks: s.tracks.map((t) => ({ ...t, parent_id: s.entity_id, order_id: s.order_id })),
      })),
    );
  }

  function ship(orderId: string, body: Record<string, unknown>): RestAnswer {
    const order = account.orders().find((o) => String(o.id) === orderId);
    if (!order) return NO_ENTITY;
    if (order.shipments.length > 0)
      return {
        status: 400,
        body: { message: 'Shipment Document Validation Error(s):\nThe order does not allow a shipment to be created.' },
      };
    const tracks: Array<{ track_number: string; title: string; carrier_code: string }> = [];
    for (const t of Array.isArray(body.tracks) ? (body.tracks as Record<string, unknown>[]) : []) {
      const track = {
        track_number: String(t?.track_number ?? '').trim(),
        title: String(t?.title ?? '').trim(),
        carrier_code: String(t?.carrier_code ?? '').trim(),
      };
      if (!track.track_number || !track.carrier_code)
        return { status: 400, body: { message: 'Shipment Document Validation Error(s):\nPlease enter a tracking number.' } };
      tracks.push(track);
    }
    return { status: 200, body: account.ship(order, tracks).entity_id };
  }

  /** The answer to a REST call on these paths (under /rest), or undefined for another path. */
  return function restOrders(
    method: string,
    path: string,
    search: URLSearchParams,
    body: Record<string, unknown>,
    caller: Caller,
  ): RestAnswer | undefined {
    const shipPath = /^\/V1\/order\/(\d+)\/ship$/.exec(path);
    const route =
      method === 'GET' && path === '/V1/orders'
        ? () => orders(search)
        : method === 'GET' && path === '/V1/shipments'
          ? () => shipments(search)
          : method === 'POST' && shipPath
            ? () => ship(shipPath[1]!, body)
            : null;
    if (!route) return undefined;
    // The admin user only, as Magento's ACL resources of these routes (webapi.xml) allow.
    if (caller.kind !== 'admin')
      return NOT_AUTHORIZED(
        shipPath ? 'Magento_Sales::ship' : path === '/V1/shipments' ? 'Magento_Sales::shipment' : 'Magento_Sales::actions_view',
      );
    return route();
  };
}
