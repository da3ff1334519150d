// Issue 15's load figure: a 60-second mixed journey at 50 connections on each profile, the
// embedded one (SQLite, one process each) and the scaled one (PostgreSQL, Redis, a job worker,
// two storefront processes behind nginx), one after the other on the same machine. Each
// connection is a shopper of its own who loops: a category page, a product page, a search, add
// to cart; every fourth loop it checks out by cheque and starts a new cart. Reports requests/s,
// p50/p99 per step, orders/s, errors, the resident memory of every process (peak of samples every
// 5 s), and checks that the orders in the database are exactly the place-order answers that
// said so. Writes results/scale-load.json. BENCH_DURATION (s), BENCH_CONNECTIONS, BENCH_PROFILES.
import { writeFileSync } from 'node:fs';
import { emptyScaledStores, rssMb } from '../scripts/stack.mjs';
import { withBenchStack } from './support/bench-stack.mjs';
import { percentile, ShopSession } from './support/shop-session.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PROFILES = (process.env.BENCH_PROFILES ?? 'embedded,scaled').split(',');
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
const pages = {
  category: ['/en/kits/home-kit', '/th/kits/home-kit', '/en/gifts', '/th/gifts'],
  product: ['/en/home-shirt-2025', '/th/home-shirt-2025', '/en/crest-mug', '/th/crest-mug'],
  search: ['/en/search?q=shirt', `/th/search?q=${encodeURIComponent('เสื้อ')}`, '/en/search?q=mug', '/en/search?q=scarf'],
};

async function admin(commerceUrl) {
  const login = await fetch(`${commerceUrl}/admin-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }' }),
  });
  const token = login.headers.get('vendure-auth-token');
  return async (query, variables) => {
    const res = await fetch(`${commerceUrl}/admin-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()).data;
  };
}

async function timed(out, step, fn) {
  const started = performance.now();
  try {
    const result = await fn();
    out.steps[step].push(performance.now() - started);
    return result;
  } catch (error) {
    out.errors.push(`${step}: ${String(error.message ?? error).slice(0, 200)}`);
    return undefined;
  }
}

async function page(session, path) {
  const res = await session.fetch(path, { headers: { 'accept-encoding': 'br, gzip' } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path} ${res.status}`);
}

async function shopper(base, deadline, out, n) {
  let session = new ShopSession(base);
  await timed(out, 'startCart', () => session.start('en'));
  for (let loop = 0; performance.now() < deadline; loop++) {
    const pick = (list) => list[(n + loop) % list.length];
    await timed(out, 'category', () => page(session, pick(pages.category)));
    await timed(out, 'product', () => page(session, pick(pages.product)));
    await timed(out, 'search', () => page(session, pick(pages.search)));
    const added = await timed(out, 'addToCart', () => session.call('addCartItems', { items: [{ sku: SKU, quantity: 1 }] }));
    if (!added || loop % 4 !== 3) continue;
    const placed = await timed(out, 'checkout', async () => {
      await session.call('setGuestEmail', { email: `load+${n}-${loop}@talat.invalid` });
      await session.call('setShippingAddress', { address });
      const { data: methods } = await session.call('getShippingMethods', {});
      await session.call('setShippingMethod', { uid: (methods.find((m) => m.method_code !== 'click-collect') ?? methods[0]).uid });
      return session.call('placeOrder', { payment: { method: 'cheque' }, cartId: added.data.cart.id });
    });
    if (placed?.data?.order?.number) out.orderNumbers.push(placed.data.order.number);
    session = new ShopSession(base);
    await timed(out, 'startCart', () => session.start('en'));
  }
}

async function runProfile(profile) {
  const env =
    profile === 'scaled'
      ? { TALAT_PROFILE: 'scaled', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/talat_bench', REDIS_URL: 'redis://127.0.0.1:6379/2' }
      : {};
  if (profile === 'scaled') await emptyScaledStores({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL });
  return withBenchStack(
    async (config, stack) => {
      const query = await admin(config.commerceUrl);
      const variant = await query('query($sku: String!) { productVariants(options: { filter: { sku: { eq: $sku } } }) { items { id } } }', {
        sku: SKU,
      });
      await query('mutation($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }', {
        input: [{ id: variant.productVariants.items[0].id, stockOnHand: 1_000_000 }],
      });
      const before = (await query('{ orders(options: { take: 1, filter: { active: { eq: false } } }) { totalItems } }')).orders.totalItems;
      // Warm every page once per storefront process (nginx spreads them) and each API route.
      for (let i = 0; i < 3; i++)
        for (const path of Object.values(pages).flat()) await (await fetch(config.storefrontUrl + path)).arrayBuffer();
      await shopper(config.storefrontUrl, performance.now() + 5000, { steps: emptySteps(), errors: [], orderNumbers: [] }, 0);
      const warmOrders =
        (await query('{ orders(options: { take: 1, filter: { active: { eq: false } } }) { totalItems } }')).orders.totalItems - before;

      const out = { steps: emptySteps(), errors: [], orderNumbers: [] };
      const memory = {};
      const sample = () => {
        for (const p of stack.procs) memory[p.name] = Math.max(memory[p.name] ?? 0, p.exited ? 0 : rssMb(p.child.pid));
      };
      const sampler = setInterval(sample, 5000);
      const started = performance.now();
      await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => shopper(config.storefrontUrl, started + DURATION_S * 1000, out, n)));
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      sample();
      // Orders are placed synchronously; the count reads the database through the engine.
      const after = (await query('{ orders(options: { take: 1, filter: { active: { eq: false } } }) { totalItems } }')).orders.totalItems;
      const steps = Object.fromEntries(
        Object.entries(out.steps).map(([name, list]) => {
          const sorted = [...list].sort((a, b) => a - b);
          return [name, { count: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) }];
        }),
      );
      const requests = Object.values(out.steps).reduce((n, list) => n + list.length, 0);
      return {
        profile,
        connections: CONNECTIONS,
        durationS: Math.round(seconds * 10) / 10,
        // Steps, not HTTP requests: a checkout step is five API calls, a cart start three.
        stepsPerSecond: Math.round(requests / seconds),
        steps,
        ordersPerSecond: Math.round((out.orderNumbers.length / seconds) * 100) / 100,
        placeOrderAnswers: out.orderNumbers.length,
        ordersInDatabase: after - before - warmOrders,
        duplicateOrderNumbers: out.orderNumbers.length - new Set(out.orderNumbers).size,
        errors: out.errors.length,
        firstErrors: out.errors.slice(0, 5),
        peakResidentMb: memory,
      };
    },
    { env },
  );
}

function emptySteps() {
  return { category: [], product: [], search: [], addToCart: [], checkout: [], startCart: [] };
}

const results = [];
for (const profile of PROFILES) {
  results.push(await runProfile(profile));
  console.log(JSON.stringify(results.at(-1), null, 2));
}
const out = { date: new Date().toISOString(), machine: '2 cores, shared; one profile after the other in one run', results };
writeFileSync(new URL('./results/scale-load.json', import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
