import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaOriginsFromEnv, proxyMedia } from './media-proxy';
import { MEDIA_TEXT } from './media-upstream';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let engine: Server;
let proxy: Server;
let proxyPort: number;
/** What the engine was asked, path and query. */
let asked: string[];
/** How the fake engine answers a path. */
let engineAnswer: (req: IncomingMessage, res: ServerResponse) => void;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function exchange(method: string, path: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: proxyPort, method, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeEach(async () => {
  asked = [];
  engineAnswer = (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(PNG.length) });
    res.end(PNG);
  };
  engine = createServer((req, res) => {
    asked.push(req.url ?? '');
    engineAnswer(req, res);
  });
  const enginePort = await listen(engine);
  const origins = { commerce: `http://127.0.0.1:${enginePort}`, content: 'http://127.0.0.1:9' };
  proxy = createServer((req, res) => {
    if (proxyMedia(req, res, origins)) return;
    res.writeHead(299);
    res.end('next.js');
  });
  proxyPort = await listen(proxy);
});

afterEach(async () => {
  await close(proxy);
  await close(engine);
});

describe('proxyMedia', () => {
  it('streams an engine image with its type, length and the media cache header, keeping only known query parameters', async () => {
    const res = await exchange('GET', '/media/assets/preview/1c/shirt__preview.png?w=750&format=webp&evil=1');
    expect(res.status).toBe(200);
    expect(res.body.equals(PNG)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(PNG.length));
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(asked).toEqual(['/assets/preview/1c/shirt__preview.png?w=750&format=webp']);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await exchange('HEAD', '/media/assets/a.png');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body.length).toBe(0);
  });

  it('refuses paths outside the two asset prefixes and traversal, without asking the engine', async () => {
    const escapes = [
      '/media/assets/..%2Fadmin%2Findex.html',
      '/media/assets/..%2fadmin-api',
      '/media/assets/x%2F..%2F..%2Fadmin',
      '/media/assets/%2e%2e%2Fadmin',
      '/media/assets/..%5Cadmin',
      '/media/assets/%252e%252e%252fadmin',
    ];
    for (const path of [
      '/media/admin-api',
      '/media/assets/../admin-api',
      '/media/assets/%2e%2e/x',
      '/media/assets/%E0%A4%A.png',
      '/media/',
      ...escapes,
    ]) {
      expect((await exchange('GET', path)).status).toBe(404);
    }
    expect(asked).toEqual([]);
  });

  it('sends an SVG sandboxed and as an attachment, so it cannot run on the shop’s origin', async () => {
    engineAnswer = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
      res.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    };
    const res = await exchange('GET', '/media/assets/source/crest.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(res.headers['content-disposition']).toBe('attachment');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('passes anything that is not a media GET or HEAD on to Next.js', async () => {
    expect((await exchange('GET', '/en/kits')).status).toBe(299);
    expect((await exchange('GET', '/mediafile.png')).status).toBe(299);
    expect((await exchange('POST', '/media/assets/a.png')).status).toBe(299);
    expect(asked).toEqual([]);
  });

  it('answers 404 when the engine has no such image or answers something that is not an image', async () => {
    engineAnswer = (_req, res) => {
      res.writeHead(404, { 'Content-Type': 'text/html' });
      res.end('<h1>gone</h1>');
    };
    const missing = await exchange('GET', '/media/assets/missing.png');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('<h1>');
    expect(missing.body.toString()).toBe(MEDIA_TEXT.notFound);
    engineAnswer = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<script>alert(1)</script>');
    };
    const html = await exchange('GET', '/media/assets/page.png');
    expect(html.status).toBe(404);
    expect(html.body.toString()).not.toContain('script');
  });

  it('asks once more when the image service drops a kept-alive connection as the request goes out', async () => {
    expect((await exchange('GET', '/media/assets/a.png')).status).toBe(200);
    let dropped = 0;
    const serve = engineAnswer;
    engineAnswer = (req, res) => {
      if (dropped++ === 0) req.socket.destroy();
      else serve(req, res);
    };
    const again = await exchange('GET', '/media/assets/b.png');
    expect(again.status).toBe(200);
    expect(again.body.equals(PNG)).toBe(true);
    expect(asked.filter((path) => path.startsWith('/assets/b.png'))).toHaveLength(2);
  });

  it('answers 502 when the image service is unreachable, and keeps serving', async () => {
    const down = await exchange('GET', '/media/a/hero.svg');
    expect(down.status).toBe(502);
    expect(down.body.toString()).toBe(MEDIA_TEXT.unavailable);
    expect(down.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await exchange('GET', '/media/assets/a.png')).status).toBe(200);
  });
});

describe('mediaOriginsFromEnv', () => {
  it('takes the origins of the engine and content URLs, or none when either is missing or invalid', () => {
    expect(
      mediaOriginsFromEnv({ COMMERCE_SHOP_API_URL: 'http://engine:3001/shop-api', CONTENT_API_URL: 'https://cdn.example/v2' }),
    ).toEqual({
      commerce: 'http://engine:3001',
      content: 'https://cdn.example',
    });
    expect(mediaOriginsFromEnv({ CONTENT_API_URL: 'https://cdn.example/v2' })).toBeNull();
    // Another backend's media server is named on its own, and wins over the engine's.
    expect(
      mediaOriginsFromEnv({
        COMMERCE_MEDIA_URL: 'https://media.shop.example/assets/',
        COMMERCE_SHOP_API_URL: 'http://engine:3001/shop-api',
        CONTENT_API_URL: 'https://cdn.example/v2',
      }),
    ).toEqual({ commerce: 'https://media.shop.example', content: 'https://cdn.example' });
    expect(mediaOriginsFromEnv({ COMMERCE_SHOP_API_URL: 'not a url', CONTENT_API_URL: 'https://cdn.example/v2' })).toBeNull();
  });
});
