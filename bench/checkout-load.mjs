// Cart and checkout under load (issue 4): 10 shoppers at once, each with its own session,
// through the storefront API of a fresh stack. Measures add-to-cart and place-order latency
// (p50/p99) and orders placed per second on the embedded engine (SQLite). Two phases:
// 1. add-to-cart alone: each shopper adds a mug again and again to its own cart;
// 2. checkout: each shopper loops add a mug, email, address, standard shipping, place by cheque.
// Writes results/checkout-load.json.
import { writeFileSync } from 'node:fs';
import { withBenchStack } from './support/bench-stack.mjs';
import { percentile, ShopSession } from './support/shop-session.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);
const CONNECTIONS = 10;
const SKU = 'TFC-MUG';

const address = {
  firstname: 'Bench',
  lastname: 'Shopper',
  street: ['1 Test Road'],
  city: 'London',
  postcode: 'SW1A 1AA',
  country_code: 'GB',
  telephone: '+447700900123',
};

async function adminToken(commerceUrl) {
  const res = await fetch(`${commerceUrl}/admin-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }' }),
  });
  return res.headers.get('vendure-auth-token');
}

/** Enough mugs for every order of the run, so stock never refuses one. */
async function stockUp(commerceUrl) {
  const token = await adminToken(commerceUrl);
  const admin = async (query, variables) => {
    const res = await fetch(`${commerceUrl}/admin-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()).data;
  };
  const data = await admin('query($sku: String!) { productVariants(options: { filter: { sku: { eq: $sku } } }) { items { id } } }', {
    sku: SKU,
  });
  const id = data.productVariants.items[0].id;
  await admin('mutation($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }', {
    input: [{ id, stockOnHand: 1_000_000 }],
  });
}

async function adder(base, deadline, out) {
  const session = new ShopSession(base);
  await session.start('en');
  while (performance.now() < deadline) {
    try {
      out.add.push((await session.call('addCartItems', { items: [{ sku: SKU, quantity: 1 }] })).ms);
    } catch (error) {
      out.errors.push(String(error.message ?? error).slice(0, 200));
    }
  }
}

async function shopper(base, deadline, out) {
  const session = new ShopSession(base);
  await session.start('en');
  while (performance.now() < deadline) {
    try {
      const added = await session.call('addCartItems', { items: [{ sku: SKU, quantity: 1 }] });
      out.add.push(added.ms);
      const cartId = added.data.cart.id;
      await session.call('setGuestEmail', { email: `bench+${Math.random().toString(36).slice(2)}@talat.invalid` });
      await session.call('setShippingAddress', { address });
      const { data: methods } = await session.call('getShippingMethods', {});
      const standard = methods.find((m) => m.method_code !== 'click-collect') ?? methods[0];
      await session.call('setShippingMethod', { uid: standard.uid });
      const placed = await session.call('placeOrder', { payment: { method: 'cheque' }, cartId });
      out.place.push(placed.ms);
      out.orders++;
    } catch (error) {
      out.errors.push(String(error.message ?? error).slice(0, 200));
    }
  }
}

const result = await withBenchStack(async (config) => {
  await stockUp(config.commerceUrl);
  // Warm the routes once (first compile of each route handler, connection pools).
  const warm = { add: [], place: [], orders: 0, errors: [] };
  await shopper(config.storefrontUrl, performance.now() + 3000, warm);
  const adds = { add: [], errors: [] };
  const addStarted = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, () => adder(config.storefrontUrl, addStarted + (DURATION_S / 2) * 1000, adds)));
  const addSeconds = (performance.now() - addStarted) / 1000;
  const addOnly = [...adds.add].sort((a, b) => a - b);

  const out = { add: [], place: [], orders: 0, errors: [] };
  const started = performance.now();
  const deadline = started + DURATION_S * 1000;
  await Promise.all(Array.from({ length: CONNECTIONS }, () => shopper(config.storefrontUrl, deadline, out)));
  const seconds = (performance.now() - started) / 1000;
  const add = [...out.add].sort((a, b) => a - b);
  const place = [...out.place].sort((a, b) => a - b);
  return {
    date: new Date().toISOString(),
    connections: CONNECTIONS,
    addToCartAlone: {
      durationS: Math.round(addSeconds * 10) / 10,
      count: addOnly.length,
      requestsPerSecond: Math.round(addOnly.length / addSeconds),
      p50Ms: percentile(addOnly, 50),
      p99Ms: percentile(addOnly, 99),
      errors: adds.errors.length,
    },
    checkoutDurationS: Math.round(seconds * 10) / 10,
    addToCartDuringCheckout: { count: add.length, p50Ms: percentile(add, 50), p99Ms: percentile(add, 99) },
    placeOrder: { count: place.length, p50Ms: percentile(place, 50), p99Ms: percentile(place, 99) },
    ordersPerSecond: Math.round((out.orders / seconds) * 100) / 100,
    errors: out.errors.length,
    firstErrors: out.errors.slice(0, 5),
  };
});

console.log(JSON.stringify(result, null, 2));
writeFileSync(new URL('./results/checkout-load.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
