import { describe, expect, it } from 'vitest';
import { createMagentoConnector } from './magento-connector';

const th = { locale: 'th' as const, currency: 'THB' };

const ORDER = {
  entity_id: 42,
  increment_id: '000000042',
  customer_email: 'Ploy@Example.com',
  status: 'processing',
  created_at: '2026-12-06 10:00:00',
  shipping_description: 'Flat Rate - Fixed',
};

/** A Magento whose REST has one order (ORDER) with one shipment, recording the REST calls. */
function shop({ refuseFirstToken = false, admin = true } = {}) {
  const calls: { path: string; params: URLSearchParams; bearer: string | null }[] = [];
  let signIns = 0;
  const fetch = async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    if (url.pathname === '/rest/V1/integration/admin/token') return Response.json(`admin-${++signIns}`);
    const bearer = new Headers(init?.headers).get('authorization');
    calls.push({ path: url.pathname, params: url.searchParams, bearer });
    if (refuseFirstToken && bearer === 'Bearer admin-1')
      return Response.json({ message: "The consumer isn't authorized" }, { status: 401 });
    const value = url.searchParams.get('searchCriteria[filter_groups][0][filters][0][value]');
    if (url.pathname === '/rest/V1/orders') return Response.json({ items: value === ORDER.increment_id ? [ORDER] : [], total_count: 0 });
    if (url.pathname === '/rest/V1/shipments')
      return Response.json({
        items:
          value === '42' ? [{ entity_id: 3, tracks: [{ carrier_code: 'custom', title: 'Kerry Express', track_number: 'KEX123456' }] }] : [],
      });
    return Response.json({ message: 'Request does not match any route.' }, { status: 404 });
  };
  const connector = createMagentoConnector({
    graphqlUrl: 'https://shop.example/graphql',
    fetch,
    ...(admin ? { admin: { username: 'talat', password: 'p' } } : {}),
  });
  return { connector, calls };
}

describe('a guest’s order lookup on Magento (REST as the admin user)', () => {
  it('finds the order by number and email (any case, spaces trimmed), with its parcels and nothing else', async () => {
    const { connector, calls } = shop();
    expect(await connector.lookupOrder(th, { number: ' 000000042 ', email: ' ploy@example.COM ' })).toEqual({
      number: '000000042',
      status: 'shipped',
      placed_at: '2026-12-06T10:00:00.000Z',
      shipments: [{ carrier: 'kerry-express', tracking_number: 'KEX123456', status: 'shipped', expected_delivery: null }],
    });
    expect(calls.map((c) => c.path)).toEqual(['/rest/V1/orders', '/rest/V1/shipments']);
    const [orders, shipments] = calls;
    expect(orders?.bearer).toBe('Bearer admin-1');
    expect(orders?.params.get('searchCriteria[filter_groups][0][filters][0][field]')).toBe('increment_id');
    expect(orders?.params.get('searchCriteria[filter_groups][0][filters][0][condition_type]')).toBe('eq');
    // Only what OrderTracking holds is asked for: never the addresses or lines.
    expect(orders?.params.get('fields')).toBe('items[entity_id,increment_id,customer_email,status,created_at,shipping_description]');
    expect(shipments?.params.get('searchCriteria[filter_groups][0][filters][0][field]')).toBe('order_id');
  });

  it('answers the same null for a wrong email and a wrong number, and asks for no shipments then', async () => {
    const { connector, calls } = shop();
    expect(await connector.lookupOrder(th, { number: '000000042', email: 'someone@example.com' })).toBeNull();
    expect(await connector.lookupOrder(th, { number: '000000043', email: 'ploy@example.com' })).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/rest/V1/orders', '/rest/V1/orders']);
  });

  it('asks Magento nothing for a malformed number or an empty email', async () => {
    const { connector, calls } = shop();
    expect(await connector.lookupOrder(th, { number: '42&searchCriteria[x]=1', email: 'ploy@example.com' })).toBeNull();
    expect(await connector.lookupOrder(th, { number: '000000042', email: ' ' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('renews an admin token Magento refused, once', async () => {
    const { connector, calls } = shop({ refuseFirstToken: true });
    expect(await connector.lookupOrder(th, { number: '000000042', email: 'ploy@example.com' })).not.toBeNull();
    expect(calls.map((c) => c.bearer)).toEqual(['Bearer admin-1', 'Bearer admin-2', 'Bearer admin-2']);
  });

  it('is always null without the shop’s admin login, and asks Magento nothing', async () => {
    const { connector, calls } = shop({ admin: false });
    expect(await connector.lookupOrder(th, { number: '000000042', email: 'ploy@example.com' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('throws a Magento that refuses the admin user (ACL), so the storefront answers its error, not "not found"', async () => {
    const fetch = async (input: string) =>
      input.endsWith('/admin/token')
        ? Response.json('admin-1')
        : Response.json({ message: "The consumer isn't authorized to access %resources." }, { status: 403 });
    const connector = createMagentoConnector({
      graphqlUrl: 'https://shop.example/graphql',
      fetch,
      admin: { username: 'talat', password: 'p' },
    });
    await expect(connector.lookupOrder(th, { number: '000000042', email: 'ploy@example.com' })).rejects.toMatchObject({
      code: 'BACKEND_ERROR',
    });
  });
});

describe('the customer’s own order’s tracking on Magento', () => {
  it('is null for a guest’s session and a malformed number, without asking Magento', async () => {
    const { connector, calls } = shop();
    expect(await connector.getOrderTracking(th, { code: '000000042' })).toBeNull();
    expect(await connector.getOrderTracking({ ...th, customerToken: 'customer~t' }, { code: '../x' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('is null when Magento no longer takes the customer’s token', async () => {
    const fetch = async () =>
      Response.json({ errors: [{ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } }] });
    const connector = createMagentoConnector({ graphqlUrl: 'https://shop.example/graphql', fetch });
    expect(await connector.getOrderTracking({ ...th, customerToken: 'customer~expired' }, { code: '000000042' })).toBeNull();
  });
});
