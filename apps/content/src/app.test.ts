import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_CONTENT_SECURITY_POLICY, SVG_HEADERS } from '@talat/service-kit';
import { describe, expect, it } from 'vitest';
import { handle, parseTarget, type Reply } from './app.js';
import { assetPath } from './assets.js';
import { ApiError } from './errors.js';
import { fixtureConfig, fixtureContext } from './test-fixtures.js';

const ctx = fixtureContext();
const get = (url: string, method = 'GET') => handle(method, url, ctx);
const body = (r: Reply) => JSON.parse(String(r.body)) as Record<string, unknown>;

describe('token rules', () => {
  it('refuses a missing or unknown token with 401 {"error":"Unauthorized"}', async () => {
    for (const url of ['/v2/cdn/stories/home', '/v2/cdn/stories/home?token=nope', '/v2/cdn/spaces/me?token=none']) {
      const r = await get(url);
      expect(r.status).toBe(401);
      expect(body(r)).toEqual({ error: 'Unauthorized' });
    }
  });

  it('lets the public token read published content but not drafts', async () => {
    expect((await get('/v2/cdn/stories/home?token=public')).status).toBe(200);
    expect((await get('/v2/cdn/stories/home?token=public&version=draft')).status).toBe(401);
    expect((await get('/v2/cdn/stories?token=public&version=draft')).status).toBe(401);
  });

  it('lets the preview token read drafts and published content', async () => {
    expect((await get('/v2/cdn/stories/about?token=preview&version=draft')).status).toBe(200);
    expect((await get('/v2/cdn/stories/about?token=preview')).status).toBe(200);
  });
});

describe('GET /v2/cdn/stories/{slug}', () => {
  it('answers { story, cv, rels, links } with a short public cache for published content', async () => {
    const r = await get('/v2/cdn/stories/home?token=public&cv=123');
    expect(r.status).toBe(200);
    expect(body(r)).toMatchObject({ story: { full_slug: 'home' }, cv: 1700000000, rels: [], links: [] });
    expect(r.headers['cache-control']).toBe('public, max-age=60');
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(r.headers['access-control-allow-origin']).toBe('*');
  });

  it('does not let drafts be cached', async () => {
    expect((await get('/v2/cdn/stories/about?token=preview&version=draft')).headers['cache-control']).toBe('no-store');
  });

  it('answers 404 ["This record could not be found"] for an unknown story', async () => {
    const r = await get('/v2/cdn/stories/nope?token=public');
    expect(r.status).toBe(404);
    expect(JSON.parse(String(r.body))).toEqual(['This record could not be found']);
  });

  it.each([
    ['/v2/cdn/stories/c/%2e%2e/x?token=public', 400],
    ['/v2/cdn/stories/%E0%A4%A?token=public', 400],
    ['/v2/cdn/stories/%zz?token=public', 400],
    [`/v2/cdn/stories/${'a'.repeat(5000)}?token=public`, 400],
    ['/v2/cdn/stories/a b?token=public', 400],
    [`/v2/cdn/stories/home?token=public&x=${'y'.repeat(9000)}`, 414],
    ['/v2/cdn/stories/home?token=public&version=latest', 422],
  ])('answers %s with %i and an {error} body', async (url, status) => {
    const r = await get(url);
    expect(r.status).toBe(status);
    expect(body(r)).toHaveProperty('error');
  });

  it('accepts a trailing slash', async () => {
    expect((await get('/v2/cdn/stories/about/?token=public')).status).toBe(200);
  });
});

describe('GET /v2/cdn/stories', () => {
  it('answers { stories, cv, rels, links } with total and per-page headers', async () => {
    const r = await get('/v2/cdn/stories?token=public&starts_with=c/&per_page=2&page=2');
    expect(r.status).toBe(200);
    expect(r.headers.total).toBe('5');
    expect(r.headers['per-page']).toBe('2');
    expect(r.headers['access-control-expose-headers']).toContain('total');
    const b = body(r);
    expect((b.stories as { slug: string }[]).map((s) => s.slug)).toEqual(['training', 'accessories']);
    expect(b).toMatchObject({ cv: 1700000000, rels: [], links: [] });
  });

  it('refuses per_page over 100 and a non-numeric page with 422', async () => {
    expect((await get('/v2/cdn/stories?token=public&per_page=101')).status).toBe(422);
    expect((await get('/v2/cdn/stories?token=public&page=two')).status).toBe(422);
  });
});

describe('GET /v2/cdn/spaces/me', () => {
  it('answers the space with the cache version and the extra language', async () => {
    const r = await get('/v2/cdn/spaces/me?token=public');
    expect(body(r)).toEqual({
      space: { id: 42, name: 'Test space', domain: 'http://shop.test/', version: 1700000000, language_codes: ['th'] },
    });
  });
});

describe('methods and other paths', () => {
  it('answers OPTIONS with 204 and CORS headers', async () => {
    const r = await get('/v2/cdn/stories', 'OPTIONS');
    expect(r.status).toBe(204);
    expect(r.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
  });

  it('refuses other methods with 405 and Allow', async () => {
    const r = await get('/v2/cdn/stories/home?token=public', 'POST');
    expect(r.status).toBe(405);
    expect(r.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(body(r)).toEqual({ error: 'Method Not Allowed' });
  });

  it('answers 404 for unknown paths', async () => {
    expect((await get('/v2/cdn/links?token=public')).status).toBe(404);
    expect((await get('/')).status).toBe(404);
  });

  it('serves SVG assets with their content type and refuses names outside the folder', async () => {
    const r = await get('/a/home-kit.svg');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('image/svg+xml');
    expect(String(r.body)).toContain('<svg');
    expect((await get('/a/missing.svg')).status).toBe(404);
    expect((await get('/a/..%2Fsrc%2Fapp.ts')).status).toBe(400);
    expect((await get('/a/app.ts')).status).toBe(404);
  });

  it('turns an unexpected failure into a 500 without leaking it, keeping the error for the log', async () => {
    const broken = { ...ctx, snapshot: () => Promise.reject(new Error('disk on fire')) };
    const r = await handle('GET', '/v2/cdn/stories/home?token=public', broken);
    expect(r.status).toBe(500);
    expect(body(r)).toEqual({ error: 'Internal Server Error' });
    expect(String(r.body)).not.toContain('disk on fire');
    expect((r.error as Error).message).toBe('disk on fire');
  });
});

describe('security headers', () => {
  const SECURITY = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': expect.stringContaining('camera=()'),
  };
  const CORS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'total, per-page' };

  // Every kind of answer: stories, lists, the space, each error status, a 500, preflight.
  const answers: [string, string, number][] = [
    ['GET', '/v2/cdn/stories/home?token=public', 200],
    ['GET', '/v2/cdn/stories/about?token=preview&version=draft', 200],
    ['GET', '/v2/cdn/stories?token=public', 200],
    ['GET', '/v2/cdn/spaces/me?token=public', 200],
    ['HEAD', '/v2/cdn/stories/home?token=public', 200],
    ['GET', '/v2/cdn/stories/home', 401],
    ['GET', '/v2/cdn/stories/nope?token=public', 404],
    ['GET', '/nope', 404],
    ['GET', '/v2/cdn/stories/%zz?token=public', 400],
    ['GET', '/v2/cdn/stories?token=public&per_page=101', 422],
    ['POST', '/v2/cdn/stories', 405],
    ['GET', `/v2/cdn/stories/home?x=${'y'.repeat(9000)}`, 414],
    ['OPTIONS', '/v2/cdn/stories', 204],
  ];

  it.each(answers)('%s %s (%i) carries the security headers and the data policy, and keeps CORS', async (method, url, status) => {
    const r = await get(url, method);
    expect(r.status).toBe(status);
    expect(r.headers).toMatchObject({ ...SECURITY, ...CORS, 'content-security-policy': DATA_CONTENT_SECURITY_POLICY });
    expect(r.headers).not.toHaveProperty('strict-transport-security');
  });

  it('a 500 carries them too', async () => {
    const r = await handle('GET', '/v2/cdn/stories/home?token=public', { ...ctx, snapshot: () => Promise.reject(new Error('x')) });
    expect(r.status).toBe(500);
    expect(r.headers).toMatchObject({ ...SECURITY, 'content-security-policy': DATA_CONTENT_SECURITY_POLICY, 'cache-control': 'no-store' });
  });

  it('keeps the caching rules: published short and public, drafts and errors never', async () => {
    expect((await get('/v2/cdn/stories/home?token=public')).headers['cache-control']).toBe('public, max-age=60');
    expect((await get('/v2/cdn/stories/about?token=preview&version=draft')).headers['cache-control']).toBe('no-store');
    expect((await get('/v2/cdn/stories/nope?token=public')).headers['cache-control']).toBe('no-store');
    expect((await get('/a/home-kit.svg')).headers['cache-control']).toBe('public, max-age=86400');
  });

  it('adds Strict-Transport-Security when the public URL is HTTPS', async () => {
    const https = { ...ctx, config: { ...fixtureConfig, publicUrl: 'https://content.shop.example' } };
    for (const url of ['/v2/cdn/stories/home?token=public', '/v2/cdn/stories/nope?token=public', '/a/home-kit.svg']) {
      const r = await handle('GET', url, https);
      expect(r.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('serves SVG assets with a sandboxing policy and as an attachment, with the security headers', async () => {
    const r = await get('/a/home-kit.svg');
    expect(r.status).toBe(200);
    expect(r.headers).toMatchObject({ ...SECURITY, ...CORS, ...SVG_HEADERS, 'content-type': 'image/svg+xml' });
    expect(r.headers['content-security-policy']).toMatch(/\bsandbox\b/);
    expect(r.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(r.headers['content-disposition']).toBe('attachment');
  });

  it('serves other images with the security headers but as images (no attachment)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-assets-'));
    writeFileSync(join(dir, 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const r = await handle('GET', '/a/photo.png', { ...ctx, config: { ...fixtureConfig, assetsDir: dir } });
    expect(r.status).toBe(200);
    expect(r.headers).toMatchObject({ ...SECURITY, ...CORS, 'content-type': 'image/png' });
    expect(r.headers).not.toHaveProperty('content-disposition');
  });
});

describe('asset paths never leave the assets folder', () => {
  // root/secret.svg sits beside root/assets/: a valid asset name, one folder too high.
  const root = mkdtempSync(join(tmpdir(), 'content-traversal-'));
  const assetsDir = join(root, 'assets');
  mkdirSync(join(assetsDir, 'sub'), { recursive: true });
  writeFileSync(join(root, 'secret.svg'), '<svg>SENTINEL-OUTSIDE</svg>');
  writeFileSync(join(assetsDir, 'sub', 'nested.svg'), '<svg>SENTINEL-NESTED</svg>');
  writeFileSync(join(assetsDir, 'inside.svg'), '<svg>inside</svg>');
  const traversalCtx = { ...ctx, config: { ...fixtureConfig, assetsDir } };

  it('serves a file of the folder', async () => {
    const r = await handle('GET', '/a/inside.svg', traversalCtx);
    expect(r.status).toBe(200);
    expect(String(r.body)).toContain('inside');
  });

  it.each([
    '/a/../secret.svg',
    '/a/%2e%2e%2fsecret.svg',
    '/a/%2E%2E%2Fsecret.svg',
    '/a/..%2Fsecret.svg',
    '/a/..%2fsecret.svg',
    '/a/.%2e/secret.svg',
    '/a/%2e%2e/secret.svg',
    '/a/%252e%252e%252fsecret.svg',
    '/a/..%252Fsecret.svg',
    '/a/%25252e%25252e%25252fsecret.svg',
    '/a/..\\secret.svg',
    '/a/..%5Csecret.svg',
    '/a/%2e%2e%5csecret.svg',
    '/a/%252e%252e%255csecret.svg',
    '/a/%c0%ae%c0%ae%c0%afsecret.svg',
    '/a/%e0%80%ae%e0%80%ae/secret.svg',
    '/a/..%00/secret.svg',
    '/a/inside.svg%00/../../secret.svg',
    '/a/sub/nested.svg',
    '/a/sub%2Fnested.svg',
    '/a/sub%5Cnested.svg',
    `/a/${encodeURIComponent(join(root, 'secret.svg'))}`,
    `/a/${join(root, 'secret.svg')}`,
    '/a//secret.svg',
    '/a/',
    '/a/.',
    '/a/..',
    '/a/%2e%2e',
  ])('refuses %s with a 4xx and nothing from outside', async (url) => {
    const r = await handle('GET', url, traversalCtx);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(String(r.body)).not.toContain('SENTINEL');
  });

  it('assetPath gives only direct children of the folder', () => {
    expect(assetPath(assetsDir, 'inside.svg')).toBe(join(assetsDir, 'inside.svg'));
    for (const name of [
      '../secret.svg',
      '..\\secret.svg',
      'sub/nested.svg',
      'sub\\nested.svg',
      '/etc/passwd',
      join(root, 'secret.svg'),
      '..',
      '.',
      '',
    ]) {
      expect(assetPath(assetsDir, name), name).toBeUndefined();
    }
  });
});

describe('parseTarget', () => {
  it('decodes the path and keeps the query', () => {
    const t = parseTarget('/v2/cdn/stories/c%2Fhome-kit?token=x&by_slugs=*/a');
    expect(t.path).toBe('/v2/cdn/stories/c/home-kit');
    expect(t.query.get('by_slugs')).toBe('*/a');
  });

  it('refuses dot segments, raw or encoded', () => {
    for (const u of ['/a/../x', '/a/%2E%2E/x', '/./x']) expect(() => parseTarget(u)).toThrow(ApiError);
  });
});
