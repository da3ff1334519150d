/**
 * What reaches the engine from outside: the Shop API answers only requests with the shop key;
 * queries too deep, too aliased or too costly are refused while the storefront's own documents
 * pass; introspection can be turned off; every answer carries the security headers, SVG assets
 * are sandboxed; /ready says what the engine depends on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_CONTENT_SECURITY_POLICY, SVG_HEADERS } from '@talat/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as account from '@talat/commerce/vendure/queries/account';
import * as cart from '@talat/commerce/vendure/queries/cart';
import * as collections from '@talat/commerce/vendure/queries/collections';
import * as customer from '@talat/commerce/vendure/queries/customer';
import * as product from '@talat/commerce/vendure/queries/product';
import * as reviews from '@talat/commerce/vendure/queries/reviews';
import * as search from '@talat/commerce/vendure/queries/search';
import * as sitemap from '@talat/commerce/vendure/queries/sitemap';
import * as storeConfig from '@talat/commerce/vendure/queries/store-config';
import { SHOP_KEY_HEADERS } from './fixtures/shop-key';
import { createEngineTestEnvironment } from './test-server';

const PORT = 3200;
const ENGINE = `http://localhost:${PORT}`;
const ASSETS = fs.mkdtempSync(path.join(os.tmpdir(), 'talat-assets-'));
fs.writeFileSync(path.join(ASSETS, 'crest.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function post(api: 'shop-api' | 'admin-api', query: string, headers: Record<string, string> = SHOP_KEY_HEADERS, variables = {}) {
  const res = await fetch(`${ENGINE}/${api}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { res, body: (await res.json()) as GraphqlAnswer };
}

const FORBIDDEN = { errors: [{ message: 'The Shop API answers the storefront only.', extensions: { code: 'FORBIDDEN' } }] };

describe('what reaches the engine', () => {
  // Nothing listens on port 1: /ready's SMTP check fails.
  const { server, init, adminClient } = createEngineTestEnvironment(PORT, { assetDir: ASSETS, smtpUrl: 'smtp://127.0.0.1:1' });

  beforeAll(async () => {
    await init();
    await adminClient.asSuperAdmin();
  });
  afterAll(async () => {
    await server.destroy();
    fs.rmSync(ASSETS, { recursive: true, force: true });
  });

  describe('the shop key', () => {
    it('refuses a request without the key, or with a wrong one, with 403 and a GraphQL-shaped error', async () => {
      for (const headers of [{}, { 'x-talat-shop-key': 'guess' }, { 'x-talat-shop-key': '' }] as Record<string, string>[]) {
        const { res, body } = await post('shop-api', '{ activeChannel { code } }', headers);
        expect(res.status).toBe(403);
        expect(body).toEqual(FORBIDDEN);
        expect(res.headers.get('content-security-policy')).toBe(DATA_CONTENT_SECURITY_POLICY);
      }
      const get = await fetch(`${ENGINE}/shop-api?query=${encodeURIComponent('{ activeChannel { code } }')}`);
      expect(get.status).toBe(403);
    });

    it('answers the storefront, which sends the key', async () => {
      const { res, body } = await post('shop-api', '{ activeChannel { code } }');
      expect(res.status).toBe(200);
      expect(body.data).toEqual({ activeChannel: { code: '__default_channel__' } });
    });

    it('leaves the Admin API, /health and the test card endpoints alone', async () => {
      expect((await post('admin-api', '{ activeChannel { code } }', {})).res.status).toBe(200);
      expect((await fetch(`${ENGINE}/health`)).status).toBe(200);
      const tokens = await fetch(`${ENGINE}/payments/test-card/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number: '4111111111111111', expiry: '12/35', cvc: '737', name: 'A B' }),
      });
      expect(tokens.status).toBe(201);
    });
  });

  describe('query limits', () => {
    const refusedFor = (body: GraphqlAnswer, pattern: RegExp) => {
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.map((e) => e.message)).toContainEqual(expect.stringMatching(pattern));
      expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    };

    it('refuses a query nested too deep', async () => {
      const deep = `{ activeOrder { ${'lines { productVariant { product { variants { '.repeat(3)}id${' } } } }'.repeat(3)} } }`;
      const { res, body } = await post('shop-api', deep);
      expect(res.status).toBe(400);
      refusedFor(body, /depth limit of 12 exceeded/);
    });

    it('refuses a query with a hundred aliases', async () => {
      const aliased = `{ ${Array.from({ length: 100 }, (_, i) => `c${i}: activeChannel { code }`).join(' ')} }`;
      refusedFor((await post('shop-api', aliased)).body, /Aliases limit of 10 exceeded, found 100/);
    });

    it('refuses a very costly query', async () => {
      // Each collection's children and parent, six levels down: 2^6 branches, each level dearer.
      const node = (d: number): string => (d === 0 ? 'id name' : `id name children { ${node(d - 1)} } parent { ${node(d - 1)} }`);
      refusedFor((await post('shop-api', `{ collections { items { ${node(6)} } } }`)).body, /Cost limit of 5000 exceeded/);
    });

    it("lets every document of the storefront's connector through", async () => {
      const documents = [account, cart, collections, customer, product, reviews, search, sitemap, storeConfig]
        .flatMap((m) => Object.values(m as Record<string, unknown>))
        .filter((v): v is string => typeof v === 'string' && /^\s*(query|mutation)\b/.test(v));
      expect(documents.length).toBeGreaterThan(40);
      for (const document of documents) {
        // No variables: some answer "variable not provided", none may be a limit.
        const { body } = await post('shop-api', document);
        const limits = (body.errors ?? []).filter((e) => /limit of \d+ exceeded/i.test(e.message));
        expect(limits, document.slice(0, 60)).toEqual([]);
      }
    });

    it('lets the Admin API ask more (the admin UI)', async () => {
      const aliased = `{ ${Array.from({ length: 30 }, (_, i) => `c${i}: activeChannel { code }`).join(' ')} }`;
      expect((await post('admin-api', aliased, {})).body.errors?.some((e) => /Aliases limit/.test(e.message)) ?? false).toBe(false);
    });
  });

  describe('answers', () => {
    it('carry the security headers: API JSON with the data policy, health, errors, assets', async () => {
      for (const url of [
        `${ENGINE}/health`,
        `${ENGINE}/ready`,
        `${ENGINE}/assets/crest.svg`,
        `${ENGINE}/assets/missing.png`,
        `${ENGINE}/no-such-page`,
      ]) {
        const res = await fetch(url);
        expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
        expect(res.headers.get('x-frame-options'), url).toBe('SAMEORIGIN');
        expect(res.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
        // Express would name itself; the engine says nothing of its stack.
        expect(res.headers.get('x-powered-by'), url).toBeNull();
      }
      // A typo learns nothing of the schema: GraphQL's "Did you mean" hints are dropped.
      const typo = await post('shop-api', '{ activeChanel { code } }');
      expect(JSON.stringify(typo.body)).toContain('Cannot query field \\"activeChanel\\" on type \\"Query\\".');
      expect(JSON.stringify(typo.body)).not.toMatch(/Did you mean/);
      const adminTypo = await post('admin-api', '{ administrators { items { emailAdres } } }', {});
      expect(JSON.stringify(adminTypo.body)).toContain('emailAdres');
      expect(JSON.stringify(adminTypo.body)).not.toMatch(/Did you mean/);
      const api = await post('shop-api', '{ activeChannel { code } }');
      expect(api.res.headers.get('content-security-policy')).toBe(DATA_CONTENT_SECURITY_POLICY);
      expect(api.res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    });

    it('serve SVG assets sandboxed and as attachments', async () => {
      const svg = await fetch(`${ENGINE}/assets/crest.svg`);
      expect(svg.status).toBe(200);
      expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(svg.headers.get('content-security-policy')).toBe(SVG_HEADERS['content-security-policy']);
      expect(svg.headers.get('content-disposition')).toBe('attachment');
    });
  });

  describe('/ready', () => {
    it('names each dependency and says whether it answers, without saying why', async () => {
      const res = await fetch(`${ENGINE}/ready`);
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body).toEqual({ status: 'not-ready', checks: { database: 'ok', smtp: 'failed' } });
      expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    });
  });
});

describe('introspection turned off (production)', () => {
  // Made when its turn comes: plugins keep their options statically, so a second environment
  // made at load time would change the first one's.
  let env: ReturnType<typeof createEngineTestEnvironment>;
  beforeAll(async () => {
    env = createEngineTestEnvironment(PORT + 1, { introspection: false });
    await env.init();
  });
  afterAll(() => env?.server.destroy());

  it('refuses to describe the schema on either API', async () => {
    for (const api of ['shop-api', 'admin-api'] as const) {
      const res = await fetch(`http://localhost:${PORT + 1}/${api}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...SHOP_KEY_HEADERS },
        body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
      });
      const body = (await res.json()) as GraphqlAnswer;
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.message).toMatch(/introspection is not allowed/i);
    }
  });
});
