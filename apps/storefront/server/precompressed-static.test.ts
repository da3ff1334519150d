import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressStatic } from './compress-static';
import { listPrecompressed, servePrecompressed } from './precompressed-static';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'talat-static-'));
  mkdirSync(join(dir, 'chunks'));
  mkdirSync(join(dir, 'media'));
  writeFileSync(join(dir, 'chunks', 'app.js'), 'console.log("talat");\n'.repeat(200));
  writeFileSync(join(dir, 'chunks', 'app.css'), 'body { color: green; }\n'.repeat(100));
  writeFileSync(join(dir, 'media', 'font.woff2'), Buffer.alloc(2048, 7));
  writeFileSync(join(dir, 'chunks', 'tiny.js'), 'x');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('compressStatic', () => {
  it('writes a smaller brotli copy of scripts and styles only, and nothing brotli cannot shrink', () => {
    const result = compressStatic(dir);
    expect(result.files).toBe(2);
    expect(result.brotliBytes).toBeLessThan(result.bytes / 10);
    const files = listPrecompressed(dir);
    expect([...files.keys()].sort()).toEqual(['/_next/static/chunks/app.css', '/_next/static/chunks/app.js']);
    expect(files.get('/_next/static/chunks/app.js')?.type).toBe('application/javascript; charset=utf-8');
  });

  it('lists nothing for a missing build', () => {
    expect(listPrecompressed(join(dir, 'absent')).size).toBe(0);
  });
});

/** A real server in front of the handler; requests are raw (no decompression by the client). */
async function exchange(method: string, path: string, acceptEncoding?: string) {
  const files = listPrecompressed(dir);
  const server = createServer((req, res) => {
    if (!servePrecompressed(req, res, files)) res.writeHead(204, { 'X-Passed-On': 'next' }).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, method, path, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.close();
  }
}

describe('servePrecompressed', () => {
  beforeEach(() => {
    compressStatic(dir);
  });

  it('sends the brotli copy with its type, length and a year of caching', async () => {
    const { status, headers, body } = await exchange('GET', '/_next/static/chunks/app.js?dpl=1', 'gzip, br');
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers.vary).toBe('Accept-Encoding');
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe('console.log("talat");\n'.repeat(200));
  });

  it('answers HEAD with the headers only', async () => {
    const { status, headers, body } = await exchange('HEAD', '/_next/static/chunks/app.css', 'br');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/css; charset=utf-8');
    expect(body.length).toBe(0);
  });

  it('ends the one response, not the server, when a listed file has gone since start-up', async () => {
    const files = listPrecompressed(dir);
    rmSync(join(dir, 'chunks', 'app.js.br'));
    const server = createServer((req, res) => {
      if (!servePrecompressed(req, res, files)) res.writeHead(204).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      const outcome = await new Promise<string>((resolve) => {
        const req = request(
          { host: '127.0.0.1', port, path: '/_next/static/chunks/app.js', headers: { 'Accept-Encoding': 'br' } },
          (res) => {
            res.on('data', () => {});
            res.on('end', () => resolve('complete'));
            res.on('error', () => resolve('aborted'));
            res.on('aborted', () => resolve('aborted'));
          },
        );
        req.on('error', () => resolve('aborted'));
        req.end();
      });
      expect(outcome).toBe('aborted');
      expect((await exchange('GET', '/_next/static/chunks/app.css', 'br')).status).toBe(200);
    } finally {
      server.close();
    }
  });

  it.each([
    ['a browser without brotli', 'GET', '/_next/static/chunks/app.js', 'gzip'],
    ['a file without a brotli copy', 'GET', '/_next/static/chunks/tiny.js', 'br'],
    ['a path outside the listed files', 'GET', '/_next/static/../../package.json', 'br'],
    ['a page', 'GET', '/en', 'br'],
    ['a POST', 'POST', '/_next/static/chunks/app.js', 'br'],
  ])('leaves %s to Next.js', async (_name, method, url, encoding) => {
    const { status, headers } = await exchange(method, url, encoding);
    expect(status).toBe(204);
    expect(headers['x-passed-on']).toBe('next');
  });
});
