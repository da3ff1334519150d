import http from 'node:http';
import { AddressInfo } from 'node:net';
import { Logger } from '@vendure/core';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogueSearchPlugin } from '../src/plugins/catalogue-search';
import { createEngineTestEnvironment } from './test-server';

interface Received {
  path: string;
  secret: string | undefined;
  body: { events: Array<{ type: string; ids: string[] }> };
}

interface StandInStorefront {
  url: string;
  received: Received[];
  /** Runs on each POST before the answer, as a storefront rebuilding its pages would read the engine. */
  onPost?: () => Promise<void>;
  close: () => Promise<void>;
}

/** A stand-in storefront that records POST /api/revalidate and answers 204. */
async function startStorefront(): Promise<StandInStorefront> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        secret: req.headers['x-revalidate-secret'] as string | undefined,
        body: JSON.parse(data || '{}'),
      });
      void (standIn.onPost?.() ?? Promise.resolve()).finally(() => res.writeHead(204).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: StandInStorefront = {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the storefront has had no request for `quietMs`. */
async function settle(received: Received[], quietMs = 1500): Promise<void> {
  let seen = -1;
  while (seen !== received.length) {
    seen = received.length;
    await sleep(quietMs);
  }
}

async function waitFor<T>(find: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = find();
    if (found !== undefined) return found;
    await sleep(50);
  }
  throw new Error('timed out waiting');
}

const VARIANTS = gql`
  query {
    product(slug: "test-shirt") { id variants { id sku } }
  }
`;
const UPDATE_PRICE = gql`
  mutation ($id: ID!, $price: Money!) {
    updateProductVariants(input: [{ id: $id, price: $price }]) { id }
  }
`;
const SEARCH = gql`
  query {
    catalogueSearch(input: { term: "shirt" }) { items { slug priceMin } }
  }
`;
const SUBMIT = gql`
  mutation ($productId: ID!) {
    submitProductReview(
      input: {
        productId: $productId
        nickname: "Nok"
        summary: "Nice"
        text: "Nice shirt, good fabric."
        ratings: [{ name: "quality", value: 5 }, { name: "fit", value: 5 }, { name: "value", value: 4 }]
      }
    ) {
      __typename
    }
  }
`;

describe('storefront revalidation', () => {
  const secret = 'e2e-revalidate-secret';
  let storefront: Awaited<ReturnType<typeof startStorefront>>;
  let env: ReturnType<typeof createEngineTestEnvironment>;
  let productId: string;
  let variantId: string;

  beforeAll(async () => {
    storefront = await startStorefront();
    // A longer quiet time than the default 250 ms keeps the batching test stable on a busy machine.
    // The search index waits longer still (1.5 s) before it rebuilds: the storefront must not be
    // told before the index holds the change.
    env = createEngineTestEnvironment(3113, {
      storefrontUrl: storefront.url,
      revalidateSecret: secret,
      revalidateDebounceMs: 800,
      plugins: [CatalogueSearchPlugin],
    });
    // After the environment is made: its engine config inits the plugin with the default 250 ms.
    CatalogueSearchPlugin.init({ debounceMs: 1500 });
    await env.init();
    await env.adminClient.asSuperAdmin();
    const { product } = await env.shopClient.query(VARIANTS);
    productId = product.id;
    variantId = product.variants.find((v: { sku: string }) => v.sku === 'T-SHIRT-M').id;
    await settle(storefront.received);
    storefront.received.length = 0;
  });
  afterAll(async () => {
    await env?.server.destroy();
    await storefront?.close();
  });

  it('POSTs the product and its price to /api/revalidate with the secret when a price changes', async () => {
    await env.adminClient.query(UPDATE_PRICE, { id: variantId, price: 199000 });
    const hit = await waitFor(() => storefront.received.find((r) => r.body.events.some((e) => e.type === 'price')));
    expect(hit.path).toBe('/api/revalidate');
    expect(hit.secret).toBe(secret);
    expect(hit.body.events).toContainEqual({ type: 'price', ids: [String(productId)] });
    expect(hit.body.events).toContainEqual({ type: 'product', ids: [String(productId)] });
  });

  it('tells the storefront once the search index, which category and search pages read, holds the new price', async () => {
    await settle(storefront.received);
    storefront.received.length = 0;
    const searchedPrice = async () =>
      ((await env.shopClient.query(SEARCH)).catalogueSearch.items as Array<{ slug: string; priceMin: number }>).find(
        (i) => i.slug === 'test-shirt',
      )?.priceMin;
    const before = await searchedPrice();
    expect(before).toBeGreaterThan(0);
    const seen: Array<number | undefined> = [];
    storefront.onPost = async () => void seen.push(await searchedPrice());
    try {
      await env.adminClient.query(UPDATE_PRICE, { id: variantId, price: 99000 });
      await waitFor(() => storefront.received.find((r) => r.body.events.some((e) => e.type === 'price')), 20_000);
      await settle(storefront.received);
    } finally {
      storefront.onPost = undefined;
    }
    const after = await searchedPrice();
    expect(after).not.toBe(before);
    expect(seen[0]).toBe(after);
  });

  it('batches changes made in quick succession into one request', async () => {
    await settle(storefront.received);
    storefront.received.length = 0;
    await env.adminClient.query(UPDATE_PRICE, { id: variantId, price: 209000 });
    await env.adminClient.query(UPDATE_PRICE, { id: variantId, price: 219000 });
    await waitFor(() => storefront.received[0], 20_000);
    await settle(storefront.received);
    expect(storefront.received.length).toBe(1);
    expect(storefront.received[0]!.body.events.find((e) => e.type === 'price')).toEqual({ type: 'price', ids: [String(productId)] });
  });

  it('reports a new review of the product', async () => {
    storefront.received.length = 0;
    const { submitProductReview } = await env.shopClient.query(SUBMIT, { productId });
    expect(submitProductReview.__typename).toBe('ProductReview');
    const hit = await waitFor(() => storefront.received.find((r) => r.body.events.some((e) => e.type === 'review')));
    expect(hit.body.events).toContainEqual({ type: 'review', ids: [String(productId)] });
  });

  it('keeps working when the storefront is down, with one warning and no secret in the log', async () => {
    await storefront.close();
    const warn = vi.spyOn(Logger, 'warn');
    try {
      const first = await env.adminClient.query(UPDATE_PRICE, { id: variantId, price: 229000 });
      expect(first.updateProductVariants[0].id).toBe(variantId);
      await waitFor(() => (warn.mock.calls.some((c) => String(c[0]).includes('could not notify')) ? true : undefined));
      await env.adminClient.query(UPDATE_PRICE, { id: variantId, price: 239000 });
      await sleep(2000);
      const notices = warn.mock.calls.filter((c) => String(c[0]).includes('could not notify'));
      expect(notices.length).toBe(1);
      expect(JSON.stringify(warn.mock.calls)).not.toContain(secret);
    } finally {
      warn.mockRestore();
    }
  });
});
