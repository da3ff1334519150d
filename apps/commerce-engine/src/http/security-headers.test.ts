import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DATA_CONTENT_SECURITY_POLICY, SVG_HEADERS } from '@talat/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_SECURITY_POLICY, engineSecurityHeaders } from './security-headers';

let base = '';
const headersOn = engineSecurityHeaders({ https: true, assetsPath: 'assets' });
const server = http.createServer((req, res) => {
  // As Express does before any middleware.
  res.setHeader('X-Powered-By', 'Express');
  headersOn(req, res, () => {
    if (req.url === '/assets/logo.svg') {
      res.setHeader('content-type', 'image/svg+xml');
      res.end('<svg/>');
    } else if (req.url === '/assets/logo.png') {
      res.writeHead(200, { 'Content-Type': 'image/png' }).end('png');
    } else if (req.url === '/shop-api') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('{}');
    } else if (req.url === '/payments/test-card/challenge') {
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "default-src 'none'; form-action 'self'" })
        .end('<form></form>');
    } else {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>admin</p>');
    }
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('engineSecurityHeaders', () => {
  it('puts the common headers on every answer, framing by the same origin only, HSTS over https', async () => {
    for (const path of ['/admin', '/assets/logo.png', '/shop-api']) {
      const res = await fetch(`${base}${path}`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
      expect(res.headers.get('referrer-policy')).toBeTruthy();
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('gives JSON answers and error pages the data policy, the admin its own, and keeps a page’s own policy', async () => {
    expect((await fetch(`${base}/shop-api`)).headers.get('content-security-policy')).toBe(DATA_CONTENT_SECURITY_POLICY);
    expect((await fetch(`${base}/admin/`)).headers.get('content-security-policy')).toBe(ADMIN_CONTENT_SECURITY_POLICY);
    expect((await fetch(`${base}/no-such-page`)).headers.get('content-security-policy')).toBe(DATA_CONTENT_SECURITY_POLICY);
    expect((await fetch(`${base}/payments/test-card/challenge`)).headers.get('content-security-policy')).toBe(
      "default-src 'none'; form-action 'self'",
    );
  });

  it('sandboxes SVG assets and makes browsers download them', async () => {
    const svg = await fetch(`${base}/assets/logo.svg`);
    expect(svg.headers.get('content-security-policy')).toBe(SVG_HEADERS['content-security-policy']);
    expect(svg.headers.get('content-disposition')).toBe('attachment');
    expect((await fetch(`${base}/assets/logo.png`)).headers.get('content-disposition')).toBeNull();
  });
});
