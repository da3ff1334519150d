import { request, type Server } from 'node:http';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { createLogger, DATA_CONTENT_SECURITY_POLICY, type Logger, ProductionSettingsError, SVG_HEADERS } from '@talat/service-kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config.js';
import { loggedTarget, run, type SnapshotSource, startContentServer } from './server.js';
import type { ContentSnapshot } from './store.js';
import { fixtureSnapshot } from './test-fixtures.js';

let server: Server;
let base: string;
const lines: Record<string, unknown>[] = [];

/** A JSON logger whose lines land in `into`. */
function capture(into: Record<string, unknown>[]): { logger: Logger; destination: Writable } {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) into.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { destination, logger: createLogger({ service: 'content', json: true, destination }) };
}

beforeAll(async () => {
  const config = loadConfig({ CONTENT_PORT: '0', CONTENT_PUBLIC_URL: 'http://cdn.example' });
  ({ server, url: base } = await startContentServer(config, { logger: capture(lines).logger }));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);

/** A request whose target goes out exactly as written (fetch would normalise dot segments). */
function raw(url: string, target: string, method = 'GET'): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/`, { method, path: target }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Bytes written straight to the socket, for requests no HTTP client would send. */
function rawBytes(url: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const SECURITY = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

describe('content server over HTTP', () => {
  it('serves the global story in English and Thai', async () => {
    const en = await get('/v2/cdn/stories/global?token=talat-public-token');
    expect(en.status).toBe(200);
    const { story, cv } = (await en.json()) as { story: { content: { component: string; theme: string } }; cv: number };
    expect(story.content).toMatchObject({ component: 'global', theme: 'default' });
    expect(cv).toBeGreaterThan(0);
    const th = (await (await get('/v2/cdn/stories/global?token=talat-public-token&language=th')).json()) as {
      story: { lang: string };
    };
    expect(th.story.lang).toBe('th');
  });

  it('lists category stories with the total header, as the storefront asks for them', async () => {
    const r = await get('/v2/cdn/stories?token=talat-public-token&starts_with=c/&by_slugs=*/home-kit');
    expect(r.headers.get('total')).toBe('1');
    expect(r.headers.get('per-page')).toBe('25');
    const { stories } = (await r.json()) as { stories: { full_slug: string }[] };
    expect(stories.map((s) => s.full_slug)).toEqual(['c/home-kit']);
  });

  it('shows the about draft to the preview token only', async () => {
    const text = async (q: string) => JSON.stringify(await (await get(`/v2/cdn/stories/about?${q}`)).json());
    const draft = await text('token=talat-preview-token&version=draft');
    const published = await text('token=talat-preview-token&version=published');
    expect(draft).toContain('East Stand');
    expect(published).not.toContain('East Stand');
    expect((await get('/v2/cdn/stories/about?token=talat-public-token&version=draft')).status).toBe(401);
  });

  it('writes asset URLs under CONTENT_PUBLIC_URL and serves the SVG', async () => {
    const body = await (await get('/v2/cdn/stories/home?token=talat-public-token')).text();
    expect(body).toContain('"filename":"http://cdn.example/a/home-hero.svg"');
    const svg = await get('/a/home-hero.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers HEAD without a body and bad input with 4xx, never 500', async () => {
    const head = await get('/v2/cdn/stories/home?token=talat-public-token', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const path of [
      '/v2/cdn/stories/nope?token=talat-public-token',
      '/v2/cdn/stories/%E0%A4%A?token=talat-public-token',
      `/v2/cdn/stories/${'x'.repeat(5000)}?token=talat-public-token`,
      '/v2/cdn/stories?token=talat-public-token&per_page=1000',
      '/v2/cdn/stories?token=talat-public-token&page=x',
    ]) {
      const r = await get(path);
      expect(r.status, path).toBeGreaterThanOrEqual(400);
      expect(r.status, path).toBeLessThan(500);
    }
    expect((await get('/v2/cdn/stories/home', { method: 'DELETE' })).status).toBe(405);
  });
});

describe('security headers over HTTP', () => {
  it('are on API answers, errors, 404s and assets', async () => {
    for (const path of [
      '/v2/cdn/stories/home?token=talat-public-token',
      '/v2/cdn/stories/home',
      '/v2/cdn/stories/nope?token=talat-public-token',
      '/nope',
    ]) {
      const r = await get(path);
      for (const [name, value] of Object.entries({ ...SECURITY, 'content-security-policy': DATA_CONTENT_SECURITY_POLICY })) {
        expect(r.headers.get(name), `${path} ${name}`).toBe(value);
      }
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
    }
    const svg = await get('/a/home-hero.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-security-policy')).toBe(SVG_HEADERS['content-security-policy']);
    expect(svg.headers.get('content-disposition')).toBe('attachment');
    expect(svg.headers.get('x-frame-options')).toBe('DENY');
  });

  it('are on the answer to a request Node cannot parse, and to headers too large', async () => {
    const garbage = await rawBytes(base, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(garbage).toMatch(/\r\nx-frame-options: DENY\r\n/);
    expect(garbage).toMatch(/\r\nx-content-type-options: nosniff\r\n/);
    expect(garbage).toContain(`content-security-policy: ${DATA_CONTENT_SECURITY_POLICY}`);
    expect(garbage.endsWith('{"error":"Bad Request"}')).toBe(true);
    const huge = await rawBytes(base, `GET / HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge).toMatch(/\r\nx-frame-options: DENY\r\n/);
  });
});

describe('asset requests over HTTP never leave the assets folder', () => {
  it.each([
    '/a/../package.json',
    '/a/../src/app.ts',
    '/a/%2e%2e%2fpackage.json',
    '/a/%2E%2E%2Fpackage.json',
    '/a/..%2Fpackage.json',
    '/a/..%2fREADME.md',
    '/a/.%2e/package.json',
    '/a/%252e%252e%252fpackage.json',
    '/a/..%252Fpackage.json',
    '/a/..\\package.json',
    '/a/..%5Cpackage.json',
    '/a/%2e%2e%5cpackage.json',
    '/a/%252e%252e%255cpackage.json',
    '/a/%c0%ae%c0%ae%c0%afpackage.json',
    '/a/..%00/package.json',
    '/a/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/a/%2Fetc%2Fpasswd',
  ])('%s answers 4xx with the security headers', async (target) => {
    const r = await raw(base, target);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.body).not.toContain('@talat/content');
    expect(r.body).not.toContain('root:');
    expect(r.headers).toMatchObject(SECURITY);
  });
});

describe('health and readiness', () => {
  it('answers /health and /ready (content and assets) with the security headers', async () => {
    const health = await get('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('x-frame-options')).toBe('DENY');
    expect(health.headers.get('content-security-policy')).toBe(DATA_CONTENT_SECURITY_POLICY);
    expect(health.headers.get('cache-control')).toBe('no-store');
    const ready = await get('/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { content: 'ok', assets: 'ok' } });
    expect(ready.headers.get('x-content-type-options')).toBe('nosniff');
    const head = await get('/health', { method: 'HEAD' });
    expect(head.status).toBe(200);
    // Anything but GET and HEAD is the API's 405, headers and all.
    const post = await get('/ready', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('x-frame-options')).toBe('DENY');
  });

  it('is not ready while its assets cannot be read or its content is gone, and says which', async () => {
    const config = loadConfig({ CONTENT_PORT: '0', CONTENT_ASSETS_DIR: '/nonexistent/assets' });
    let fail = false;
    const source: SnapshotSource = {
      snapshot: async () => {
        if (fail) throw new Error('content folder unreadable');
        return fixtureSnapshot();
      },
    };
    const into: Record<string, unknown>[] = [];
    const started = await startContentServer(config, { source, logger: capture(into).logger });
    try {
      fail = true;
      const ready = await fetch(`${started.url}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not-ready', checks: { content: 'failed', assets: 'failed' } });
      expect((await fetch(`${started.url}/health`)).status).toBe(200);
      expect(into.some((l) => l.msg === 'readiness check assets failed' && l.level === 'warn')).toBe(true);
    } finally {
      await new Promise((resolve) => started.server.close(resolve));
    }
  });
});

describe('logs', () => {
  it('writes one JSON line per failed request, with the token redacted, and none for answers that succeed', async () => {
    lines.length = 0;
    await get('/v2/cdn/stories/home?token=talat-public-token');
    await get('/a/home-hero.svg');
    expect(lines).toEqual([]);
    await get('/v2/cdn/stories/nope?token=talat-preview-token&version=draft');
    await get('/v2/cdn/stories/home?token=wrong-guess');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      service: 'content',
      method: 'GET',
      status: 404,
      url: '/v2/cdn/stories/nope?token=%5Bredacted%5D&version=draft',
      reason: 'This record could not be found',
    });
    expect(lines[1]).toMatchObject({ level: 'warn', status: 401, reason: 'Unauthorized' });
    expect(typeof lines[0]?.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toMatch(/talat-preview-token|wrong-guess/);
  });

  it('logs a 500 as an error with its stack, which the answer never shows', async () => {
    const config = loadConfig({ CONTENT_PORT: '0' });
    let calls = 0;
    const source: SnapshotSource = {
      snapshot: async () => {
        if (calls++ > 0) throw new Error('disk on fire');
        return fixtureSnapshot();
      },
    };
    const into: Record<string, unknown>[] = [];
    const started = await startContentServer(config, { source, logger: capture(into).logger });
    try {
      const r = await fetch(`${started.url}/v2/cdn/stories/home?token=talat-public-token`);
      expect(r.status).toBe(500);
      expect(await r.text()).not.toContain('disk on fire');
      expect(into).toHaveLength(1);
      expect(into[0]).toMatchObject({ level: 'error', status: 500, err: { message: 'disk on fire' } });
      expect(String((into[0]?.err as { stack: string }).stack)).toContain('server.test.ts');
    } finally {
      await new Promise((resolve) => started.server.close(resolve));
    }
  });

  it('never logs a token from the query', () => {
    expect(loggedTarget('/v2/cdn/stories/a?token=secret-value&version=draft')).toBe('/v2/cdn/stories/a?token=%5Bredacted%5D&version=draft');
    expect(loggedTarget('/v2/cdn/stories/a?version=draft&token=one&token=two')).not.toMatch(/one|two/);
    expect(loggedTarget('/health')).toBe('/health');
    expect(loggedTarget(`/${'x'.repeat(500)}`)).toHaveLength(200);
  });
});

describe('the service as started (run)', () => {
  const PRODUCTION = {
    NODE_ENV: 'production',
    CONTENT_PORT: '0',
    CONTENT_PREVIEW_TOKEN: 'preview-0123456789-0123456789-0123456789',
    CONTENT_PUBLIC_TOKEN: 'public-0123456789-0123456789-0123456789',
    CONTENT_PUBLIC_URL: 'https://content.shop.example',
    STOREFRONT_URL: 'https://shop.example',
  };

  it('refuses to start in production with the development defaults, logging each variable as JSON', async () => {
    const into: Record<string, unknown>[] = [];
    const { destination } = capture(into);
    await expect(
      run({ NODE_ENV: 'production', CONTENT_PORT: '0' }, { destination, routeConsole: false, signals: [] }),
    ).rejects.toBeInstanceOf(ProductionSettingsError);
    expect(into).toHaveLength(1);
    expect(into[0]).toMatchObject({ level: 'fatal', service: 'content' });
    for (const name of ['CONTENT_PREVIEW_TOKEN', 'CONTENT_PUBLIC_TOKEN', 'CONTENT_PUBLIC_URL', 'STOREFRONT_URL']) {
      expect(String(into[0]?.msg)).toContain(name);
    }
  });

  it('logs JSON lines in production, and answers with HSTS on an HTTPS public URL', async () => {
    const into: Record<string, unknown>[] = [];
    const { destination } = capture(into);
    const started = await run(PRODUCTION, { destination, routeConsole: false, signals: [] });
    try {
      expect(into[0]).toMatchObject({ level: 'info', service: 'content', msg: expect.stringContaining('serving') });
      expect(typeof into[0]?.time).toBe('string');
      const r = await fetch(`${started.url}/v2/cdn/stories/home?token=${PRODUCTION.CONTENT_PUBLIC_TOKEN}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect((await fetch(`${started.url}/v2/cdn/stories/home?token=talat-public-token`)).status).toBe(401);
    } finally {
      await new Promise((resolve) => started.server.close(resolve));
    }
  });

  it('on SIGTERM stops taking connections, says it is draining, finishes the request in flight, then exits 0', async () => {
    // A source whose first answer after loading waits until the test lets it go: a request
    // held in flight.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const source: SnapshotSource = {
      snapshot: async (): Promise<ContentSnapshot> => {
        if (calls++ === 1) await gate;
        return fixtureSnapshot();
      },
    };
    const exit = vi.fn();
    let text = '';
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString('utf8');
        done();
      },
    });
    const started = await run({ CONTENT_PORT: '0' }, { destination, routeConsole: false, source, signals: ['SIGTERM'], exit });

    const inFlight = fetch(`${started.url}/v2/cdn/stories/home?token=talat-public-token`);
    await vi.waitFor(() => expect(started.drainer.inFlight()).toBe(1));
    process.emit('SIGTERM');
    await vi.waitFor(() => expect(started.health.draining).toBe(true));
    expect((await started.health.ready()).status).toBe('draining');
    await expect(fetch(`${started.url}/health`)).rejects.toThrow();
    expect(exit).not.toHaveBeenCalled();

    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { story: { full_slug: string } }).story.full_slug).toBe('home');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    // In development the lines are readable text.
    expect(text).toContain('draining: 1 request(s) in flight\n');
    expect(text).toContain('drained\n');
  });
});
