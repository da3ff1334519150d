/**
 * Per-path redirects (plugins/url-redirects): saved by a shop manager on Global settings through
 * the Admin API (what the Admin's form sends), refused when they would loop or chain, looked up
 * by the storefront's connector with the route, and announced to the storefront so it drops the
 * routes it keeps.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendureConnector } from '@talat/commerce/vendure';
import { TEST_SHOP_KEY } from './fixtures/shop-key';
import { createEngineTestEnvironment } from './test-server';

const PORT = 3195;
const connector = createVendureConnector({ shopApiUrl: `http://localhost:${PORT}/shop-api`, shopApiKey: TEST_SHOP_KEY, timeoutMs: 20_000 });

const SAVE = gql`
  mutation ($rules: [GlobalSettingsUrlRedirectsStructInput!]) {
    updateGlobalSettings(input: { customFields: { urlRedirects: $rules } }) {
      ... on GlobalSettings { customFields { urlRedirects { source target status external } } }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const LOOKUP = gql`query ($path: String!) { urlRedirect(path: $path) { source target status external } }`;

const RULES = [
  { source: '/old-kit', target: '/kits/home-kit', status: '301', external: false },
  { source: 'Test-Shirt', target: '/kits', status: '302', external: false },
  { source: 'club-history', target: 'https://example.org/history', status: null, external: true },
  { source: 'shop/home-shirt.html', target: '/kits/home-kit', status: '301', external: false },
];

describe('url redirects', () => {
  const received: Array<{ type: string; ids: string[] }> = [];
  const storefront = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push(...(JSON.parse(body || '{}').events ?? []));
      res.writeHead(204).end();
    });
  });
  let env: ReturnType<typeof createEngineTestEnvironment>;

  beforeAll(async () => {
    await new Promise<void>((done) => storefront.listen(0, '127.0.0.1', done));
    const { port } = storefront.address() as AddressInfo;
    env = createEngineTestEnvironment(PORT, { storefrontUrl: `http://127.0.0.1:${port}`, revalidateDebounceMs: 50 });
    await env.init();
    await env.adminClient.asSuperAdmin();
  });
  afterAll(async () => {
    await env?.server.destroy();
    await new Promise<void>((done) => storefront.close(() => done()));
  });

  const save = async (rules: unknown[], languageCode = 'en') => {
    try {
      return { saved: (await env.adminClient.query(SAVE, { rules }, { languageCode })).updateGlobalSettings };
    } catch (e) {
      return { error: (e as Error).message };
    }
  };

  it('saves rules and announces the change to the storefront', async () => {
    const { saved } = await save(RULES);
    expect(saved.customFields.urlRedirects).toHaveLength(4);
    await expect.poll(() => received.some((e) => e.type === 'redirect'), { timeout: 5000 }).toBe(true);
  });

  it('answers a lookup by path, case and slashes aside, and nothing for other paths', async () => {
    expect((await env.shopClient.query(LOOKUP, { path: 'old-kit/' })).urlRedirect).toEqual({
      source: 'old-kit',
      target: '/kits/home-kit',
      status: 301,
      external: false,
    });
    expect((await env.shopClient.query(LOOKUP, { path: '/CLUB-HISTORY' })).urlRedirect).toEqual({
      source: 'club-history',
      target: 'https://example.org/history',
      status: 302,
      external: true,
    });
    expect((await env.shopClient.query(LOOKUP, { path: 'test-red' })).urlRedirect).toBeNull();
    expect((await env.shopClient.query(LOOKUP, { path: '../etc' })).urlRedirect).toBeNull();
  });

  it('is what the connector’s route lookup answers, over a product of the same path', async () => {
    const ctx = { locale: 'en', currency: 'GBP' } as const;
    expect(await connector.resolveRoute(ctx, 'old-kit')).toEqual({
      type: 'REDIRECT',
      status: 301,
      target: '/kits/home-kit',
      external: false,
    });
    expect(await connector.resolveRoute(ctx, 'test-shirt')).toEqual({ type: 'REDIRECT', status: 302, target: '/kits', external: false });
    expect(await connector.resolveRoute(ctx, 'shop/home-shirt.html')).toMatchObject({ type: 'REDIRECT', target: '/kits/home-kit' });
    expect(await connector.resolveRoute(ctx, 'club-history')).toMatchObject({ type: 'REDIRECT', external: true });
    expect(await connector.resolveRoute(ctx, 'test-red')).toMatchObject({ type: 'CATEGORY' });
  });

  it('refuses a loop or a chain when saved, in the Admin’s language, and keeps the saved rules', async () => {
    const loop = await save([{ source: 'a', target: '/A/', status: '302', external: false }]);
    expect(loop.error).toContain('Redirect 1: /a points at itself.');
    const chain = await save([...RULES, { source: 'older-kit', target: '/old-kit', status: '301', external: false }], 'th');
    expect(chain.error).toContain('การเปลี่ยนเส้นทางที่ 5: ปลายทาง /old-kit ถูกเปลี่ยนเส้นทางต่ออีกโดยรายการที่ 1');
    const external = await save([{ source: 'x', target: '/not-a-url', status: '302', external: true }]);
    expect(external.error).toContain('an external target must be a full address');
    expect((await env.shopClient.query(LOOKUP, { path: 'old-kit' })).urlRedirect).toMatchObject({ target: '/kits/home-kit' });
  });

  it('forgets a rule once it is removed', async () => {
    expect((await save(RULES.slice(1))).saved.customFields.urlRedirects).toHaveLength(3);
    expect((await env.shopClient.query(LOOKUP, { path: 'old-kit' })).urlRedirect).toBeNull();
    expect(await connector.resolveRoute({ locale: 'th', currency: 'THB' }, 'test-shirt')).toMatchObject({ type: 'REDIRECT' });
  });
});
