import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerStatus } from '../src/lib/routing/not-found-status';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders, setSecurityHeaders, withContentSecurity, type SecurityOptions } from './content-security';
import { withResponseStatus } from './response-status';

const options: SecurityOptions = { formActions: ['http://localhost:3003'], scriptOrigins: [], https: false };
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes inline scripts, not script files or data blocks', () => {
    const html = '<script src="/_next/a.js"></script><script>self.__next_f.push([1])</script><script type="application/ld+json">{"a":1}</script><script async="">x()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1])'), sha('x()')]);
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy(["'sha256-abc'"], options);
  it('lets only the shop and the hashed scripts run', () => {
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:3003");
    expect(csp).toContain("object-src 'none'");
  });
});

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function serve(handler: Parameters<typeof createServer>[1], opts = options): Promise<Response> {
  server = createServer((req, res) => {
    setSecurityHeaders(res, securityHeaders(opts));
    withContentSecurity(req, res, opts);
    handler!(req, res);
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return fetch(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/`);
}

describe('withContentSecurity', () => {
  it('hashes the scripts of a page written in chunks, after headers were flushed', async () => {
    const res = await serve((_req, r) => {
      r.setHeader('content-type', 'text/html; charset=utf-8');
      r.flushHeaders();
      r.write('<html><script>one()</script>');
      r.write(Buffer.from('<p>ข</p><script>two()</script>'));
      r.end('</html>');
    });
    expect(await res.text()).toBe('<html><script>one()</script><p>ข</p><script>two()</script></html>');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain(sha('one()'));
    expect(csp).toContain(sha('two()'));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('keeps a status and headers given to writeHead', async () => {
    const res = await serve((_req, r) => {
      r.writeHead(404, { 'content-type': 'text/html', 'x-extra': '1' });
      r.end('<script>nf()</script>');
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-extra')).toBe('1');
    expect(res.headers.get('content-security-policy')).toContain(sha('nf()'));
  });

  it('streams other answers untouched, with the common headers and HSTS over HTTPS', async () => {
    const res = await serve(
      (_req, r) => {
        r.writeHead(200, { 'content-type': 'application/json' });
        r.end('{"a":1}');
      },
      { ...options, https: true },
    );
    expect(await res.json()).toEqual({ a: 1 });
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keeps the status a page asked for when Next.js flushes the head without writeHead', async () => {
    const res = await serve((_req, r) =>
      withResponseStatus(r, () => {
        answerStatus(404);
        r.setHeader('content-type', 'text/html');
        r.flushHeaders();
        r.write('<h1>Not found</h1><script>n()</script>');
        r.end();
      }),
    );
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toContain(sha('n()'));
  });
});
