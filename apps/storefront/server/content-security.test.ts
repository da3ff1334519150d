import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerStatus } from '../src/lib/routing/not-found-status';
import {
  askForNonce,
  contentSecurityPolicy,
  newNonce,
  pageScriptsOf,
  renderedNonce,
  securityHeaders,
  securityOptionsFromEnv,
  setSecurityHeaders,
  withContentSecurity,
  type SecurityOptions,
} from './content-security';
import { withResponseStatus } from './response-status';

const options: SecurityOptions = {
  formActions: ['http://localhost:3003'],
  scriptOrigins: [],
  connectOrigins: [],
  frameOrigins: [],
  imageOrigins: [],
  https: false,
};
const NONCE = 'cmVuZGVyLW5vbmNlLTAwMQ==';
const REQUEST_NONCE = 'cmVxdWVzdC1ub25jZS0wMDI=';

describe('renderedNonce', () => {
  it('reads the nonce of the first script Next.js emitted in the head', () => {
    const html = `<html><head><meta charset="utf-8"><script src="/_next/static/chunks/a.js" async="" nonce="${NONCE}"></script></head><body><script nonce="${NONCE}">self.__next_f.push([1])</script></body></html>`;
    expect(renderedNonce(html)).toBe(NONCE);
  });

  it('never takes a nonce from the body, where content lives', () => {
    const html = `<html><head><title>x</title></head><body><script nonce="${NONCE}">stolen()</script></body></html>`;
    expect(renderedNonce(html)).toBeNull();
    expect(renderedNonce('<p>no head</p>')).toBeNull();
    expect(renderedNonce('<head><script nonce="&quot;x"></script></head>')).toBeNull();
  });
});

describe('askForNonce', () => {
  it("replaces a policy the client sent with the server's own nonce", () => {
    const req = {
      headers: { 'content-security-policy': "script-src 'nonce-chosen-by-client'", 'content-security-policy-report-only': 'x' },
    } as unknown as IncomingMessage;
    askForNonce(req, NONCE);
    expect(req.headers['content-security-policy']).toBe(`script-src 'nonce-${NONCE}'`);
    expect(req.headers['content-security-policy-report-only']).toBeUndefined();
  });

  it('makes a new nonce every time', () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy(NONCE, options);
  it('lets only the shop, the nonce and the allowed origins run, and reports what it blocks', () => {
    expect(csp).toContain(`script-src 'self' 'nonce-${NONCE}'`);
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|sha256)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:3003");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('report-uri /api/csp-report');
  });

  it("lets the browser reach the shop and the payment provider's origin only", () => {
    expect(csp).toMatch(/connect-src 'self';/);
    expect(contentSecurityPolicy(NONCE, { ...options, connectOrigins: ['http://localhost:3001'] })).toContain(
      "connect-src 'self' http://localhost:3001;",
    );
    expect(securityOptionsFromEnv({ COMMERCE_PUBLIC_URL: 'http://localhost:3001' }).connectOrigins).toEqual(['http://localhost:3001']);
    expect(securityOptionsFromEnv({ COMMERCE_PUBLIC_URL: 'http://localhost:3001' }, true).connectOrigins).toEqual([]);
  });

  it("frames nothing but Adyen's secured card fields, and only when the engine pays through Adyen", () => {
    expect(csp).toContain("frame-src 'none'");
    const adyen = securityOptionsFromEnv({ PAYMENT_PROVIDER: 'adyen' }, true);
    expect(adyen).toMatchObject({
      connectOrigins: ['https://checkoutshopper-test.adyen.com'],
      frameOrigins: ['https://checkoutshopper-test.adyen.com'],
      imageOrigins: ['https://checkoutshopper-test.cdn.adyen.com'],
    });
    const policy = contentSecurityPolicy(NONCE, adyen);
    expect(policy).toContain('frame-src https://checkoutshopper-test.adyen.com;');
    expect(policy).toContain("img-src 'self' data: blob: https://checkoutshopper-test.cdn.adyen.com;");
    expect(securityOptionsFromEnv({ PAYMENT_PROVIDER: 'adyen', ADYEN_ENVIRONMENT: 'live' }, true).frameOrigins).toEqual([
      'https://checkoutshopper-live.adyen.com',
    ]);
  });

  it("admits exactly the Adyen region the shop is in, e.g. Asia Pacific South East: no other region's origin", () => {
    const apse = contentSecurityPolicy(NONCE, securityOptionsFromEnv({ PAYMENT_PROVIDER: 'adyen', ADYEN_ENVIRONMENT: 'live-apse' }, true));
    expect(apse).toContain("connect-src 'self' https://checkoutshopper-live-apse.adyen.com;");
    expect(apse).toContain('frame-src https://checkoutshopper-live-apse.adyen.com;');
    expect(apse).toContain("img-src 'self' data: blob: https://checkoutshopper-live-apse.cdn.adyen.com;");
    expect(apse.match(/adyen\.com/g)).toHaveLength(3);
    for (const region of ['live-us', 'live-au', 'live-in']) {
      const policy = contentSecurityPolicy(NONCE, securityOptionsFromEnv({ PAYMENT_PROVIDER: 'adyen', ADYEN_ENVIRONMENT: region }, true));
      expect(policy).toContain(`frame-src https://checkoutshopper-${region}.adyen.com;`);
      expect(policy).not.toContain('checkoutshopper-live-apse');
      expect(policy).not.toContain('checkoutshopper-test');
    }
    // A value that is not an Adyen environment: no policy at all, the storefront does not start.
    expect(() => securityOptionsFromEnv({ PAYMENT_PROVIDER: 'adyen', ADYEN_ENVIRONMENT: 'live-eu' }, true)).toThrow(
      'ADYEN_ENVIRONMENT must be one of',
    );
  });

  it('runs no inline script when the nonce is unknown', () => {
    expect(contentSecurityPolicy(null, options)).toMatch(/script-src 'self';/);
  });

  it("admits Google Tag Manager and Analytics' origins only on a page that loads a tag manager", () => {
    expect(csp).not.toContain('google');
    const tagged = contentSecurityPolicy(NONCE, options, { tagManager: true });
    expect(tagged).toContain(`script-src 'self' 'nonce-${NONCE}' https://www.googletagmanager.com;`);
    expect(tagged).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;",
    );
    expect(tagged).toContain("img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com;");
    expect(tagged).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);
  });
});

describe('pageScriptsOf', () => {
  it("reads the head's tag manager, only a valid GTM-ID", () => {
    expect(pageScriptsOf('<head><meta charSet="utf-8"/><meta name="talat-tag-manager" content="GTM-TALATE2E"/>')).toEqual({
      tagManager: true,
    });
    expect(pageScriptsOf('<head><meta content="GTM-ABC1" name="talat-tag-manager">')).toEqual({ tagManager: true });
    for (const head of [
      '<head></head>',
      '<head><meta name="talat-tag-manager" content="UA-1"/>',
      '<head><meta name="talat-tag-manager" content=""/>',
    ])
      expect(pageScriptsOf(head), head).toEqual({ tagManager: false });
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
  it('gives a page the nonce of its render, and streams it once its head is complete', async () => {
    let bodyWritten!: () => void;
    const later = new Promise<void>((resolve) => (bodyWritten = resolve));
    const res = await serve(async (_req, r) => {
      r.setHeader('content-type', 'text/html; charset=utf-8');
      r.flushHeaders();
      r.write(`<html><head><script nonce="${REQUEST_NONCE}" src="/a.js"></script>`);
      r.write('</head>');
      // The rest is written only once the browser has the head: the page streams.
      await later;
      r.write(Buffer.from('<p>ข</p><script>injected()</script>'));
      r.end('</html>');
    });
    const csp = res.headers.get('content-security-policy')!;
    bodyWritten();
    expect(await res.text()).toBe(
      `<html><head><script nonce="${REQUEST_NONCE}" src="/a.js"></script></head><p>ข</p><script>injected()</script></html>`,
    );
    expect(csp).toContain(`'nonce-${REQUEST_NONCE}'`);
    expect(csp).not.toContain('sha256');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it("admits the tag manager's origins for a page whose head names one, and for no other", async () => {
    const page = (head: string) =>
      serve((_req, r) => {
        r.setHeader('content-type', 'text/html; charset=utf-8');
        r.end(
          `<html><head><script nonce="${NONCE}" src="/a.js"></script>${head}</head><body><meta name="talat-tag-manager" content="GTM-BODY"/></body></html>`,
        );
      });
    const tagged = (await page('<meta name="talat-tag-manager" content="GTM-TALATE2E"/>')).headers.get('content-security-policy')!;
    expect(tagged).toContain('https://www.googletagmanager.com');
    // A tag in the body (content) does not count: only the head the shop rendered.
    const untagged = (await page('')).headers.get('content-security-policy')!;
    expect(untagged).not.toContain('googletagmanager');
  });

  it('gives a page Next.js kept, or made once for requests that asked at the same time, the nonce its render used', async () => {
    for (const cache of ['HIT', 'MISS']) {
      const res = await serve((_req, r) => {
        r.writeHead(200, { 'content-type': 'text/html', 'x-nextjs-cache': cache, 'x-extra': '1' });
        r.write(`<html><head><script src="/a.js" nonce="${NONCE}"></script></head>`);
        r.end(`<body><script nonce="${NONCE}">self.__next_f.push([1])</script><script>injected()</script></body></html>`);
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-extra')).toBe('1');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain(`'nonce-${NONCE}'`);
      expect(csp).not.toContain(REQUEST_NONCE);
      await new Promise<void>((done) => server!.close(() => done()));
      server = undefined;
    }
  });

  it('keeps a status and headers given to writeHead, and runs no inline script of a page without a head of the framework', async () => {
    const res = await serve((_req, r) => {
      r.writeHead(404, { 'content-type': 'text/html', 'x-extra': '1' });
      r.end('<script>nf()</script>');
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-extra')).toBe('1');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
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
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keeps the status a page asked for when Next.js flushes the head without writeHead', async () => {
    const res = await serve((_req, r) =>
      withResponseStatus(r, () => {
        answerStatus(404);
        r.setHeader('content-type', 'text/html');
        r.flushHeaders();
        r.write(`<html><head><script nonce="${REQUEST_NONCE}" src="/a.js"></script></head><h1>Not found</h1>`);
        r.end();
      }),
    );
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toContain(`'nonce-${REQUEST_NONCE}'`);
  });
});
