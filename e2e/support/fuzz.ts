import { request as httpRequest } from 'node:http';
import { ACCOUNT_METHODS } from '@talat/sdk';
import { cmsInputs, commerceInputs } from '@talat/sdk/contract';

// Hostile and malformed requests for every storefront API route, every page route and the
// /api/auth/* routes (issue 15), from a seeded generator so a failure can be replayed, and the
// rules every answer must keep: no 5xx, no stack trace, no markup echoed back.

/** The markup the requests carry; an answer that contains it raw has echoed it. */
export const MARKER = '<script>talat-fuzz</script>';
const MARKER_ATTR = '"><svg onload=talatFuzz()>';

export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Made when sent: a run of 10,000 holds megabytes of bodies otherwise. */
  body?: () => Buffer;
  what: string;
}

export interface Verdict {
  request: HostileRequest;
  status: number;
  problem: string | null;
}

/** A small seeded generator (mulberry32): the same seed gives the same requests. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

const AUTH_ACTIONS = ['login', 'redirect', 'validate', 'refresh', 'group', 'logout'];
const UNKNOWN_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '..%2fcsrf',
  '%2e%2e',
  'x'.repeat(300),
  '%ff',
  'getCart%00',
];

export const API_ROUTES = [
  ...Object.keys(commerceInputs).map((m) => `/api/commerce/${m}`),
  ...Object.keys(ACCOUNT_METHODS).map((m) => `/api/account/${m}`),
  ...Object.keys(cmsInputs).map((m) => `/api/cms/${m}`),
  ...AUTH_ACTIONS.map((a) => `/api/auth/${a}`),
  ...UNKNOWN_NAMES.flatMap((n) => [`/api/commerce/${n}`, `/api/account/${n}`, `/api/auth/${n}`, `/api/cms/${n}`]),
  '/api/csrf',
  '/api/sign-request',
  '/api/verify-recaptcha',
  '/api/captcha/challenge',
  '/api/captcha/site',
  '/api/address-lookup',
  '/api/revalidate',
  '/sso/cookie',
  '/media/engine/preview/x.jpg',
  '/media/content/../../etc/passwd',
];

export const PAGE_ROUTES = [
  '/',
  '/en',
  '/th',
  '/en/gifts',
  '/th/gifts',
  '/en/crest-mug',
  '/th/home-shirt-2025',
  '/en/about',
  '/en/cart',
  '/th/cart',
  '/en/checkout',
  '/en/checkout/secure',
  '/en/checkout/shipping',
  '/en/checkout/payment',
  '/en/checkout/thank-you',
  '/en/search',
  '/th/search',
  '/en/customer',
  '/en/customer/my-profile',
  '/en/customer/order-history',
  '/en/customer/order-history/1',
  '/en/customer/addresses-details',
  '/en/customer/addresses-details/create',
  '/en/customer/addresses-details/edit/1',
  '/en/customer/my-wishlist',
  '/en/customer/my-newsletter',
  '/en/customer/my-reviews',
  '/en/newsletter/confirm',
  '/en/newsletter/unsubscribe',
  '/en/reset-password',
  '/en/customer/account/createPassword',
  '/en/sso/postauth',
  '/en/adyen-direct',
  '/en/styleguide',
  '/en/_icons',
  '/en/404',
  '/zz/anything',
];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'FOO'];
const huge = (n: number) => 'ก'.repeat(n);

/** Bodies that are not what any route expects. */
function hostileBody(r: ReturnType<typeof random>): { body: () => Buffer; what: string } {
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const choices: Array<[string, () => string | Buffer]> = [
    ['truncated JSON', () => '{"quantity": 1, "sku":'],
    ['not JSON', () => 'quantity=1&sku=x'],
    ['JSON null', () => 'null'],
    ['JSON array', () => '[1,2,3]'],
    ['JSON string', () => '"just a string"'],
    ['huge number', () => '{"quantity":1e999,"page":-1e308}'],
    ['prototype pollution', () => '{"__proto__":{"polluted":true,"isAdmin":true},"quantity":1}'],
    ['constructor pollution', () => '{"constructor":{"prototype":{"polluted":true}}}'],
    ['deep nesting', () => deep(5000)],
    ['wrong types', () => JSON.stringify({ items: 'x', quantity: 'lots', sku: {}, email: [], uid: null, search: { $ne: 1 }, page: '1' })],
    [
      'markup in fields',
      () =>
        JSON.stringify({
          email: `${MARKER}@x.com`,
          nickname: MARKER,
          summary: MARKER_ATTR,
          text: MARKER.repeat(3),
          search: MARKER,
          path: `/${MARKER}`,
        }),
    ],
    ['huge string', () => JSON.stringify({ search: huge(100_000), nickname: huge(50_000) })],
    ['very large body', () => 'x'.repeat(2_000_000)],
    ['invalid UTF-8', () => Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d])],
    ['UTF-16 bytes', () => Buffer.from('{"quantity":1}', 'utf16le')],
    ['empty', () => ''],
  ];
  const [what, make] = r.pick(choices);
  return {
    body: () => {
      const body = make();
      return Buffer.isBuffer(body) ? body : Buffer.from(body);
    },
    what,
  };
}

function hostileQuery(r: ReturnType<typeof random>): { query: string; what: string } {
  return r.pick([
    { query: `?q=${encodeURIComponent(MARKER)}`, what: 'markup in the query' },
    { query: `?q=${encodeURIComponent(MARKER_ATTR)}&sort=${encodeURIComponent(MARKER)}`, what: 'attribute markup in the query' },
    { query: '?q=%', what: 'broken percent-encoding' },
    { query: '?q=%ff%fe%c3%28', what: 'invalid UTF-8 in the query' },
    { query: '?page=-1&pageSize=1e9&sort=__proto__', what: 'out-of-range paging' },
    { query: `?q=${'a'.repeat(6000)}`, what: 'long query' },
    { query: '?q[$ne]=1&q[__proto__][x]=1', what: 'object syntax in the query' },
    { query: '?code=../../etc/passwd&token=%00', what: 'path and NUL in values' },
    { query: '?returnTo=//evil.example/&redirect=https://evil.example', what: 'open-redirect parameters' },
    { query: '', what: 'no query' },
  ]);
}

function hostilePath(r: ReturnType<typeof random>, base: string): { path: string; what: string } {
  return r.pick([
    { path: base, what: 'as is' },
    { path: `${base}/%`, what: 'trailing percent' },
    { path: `${base}/%ff%fe`, what: 'invalid UTF-8 in the path' },
    { path: `${base}/..%2f..%2f..%2fetc%2fpasswd`, what: 'encoded traversal' },
    { path: `${base}/${'a'.repeat(3000)}`, what: 'long segment' },
    { path: `${base}/%00`, what: 'NUL in the path' },
    { path: `${base}/${encodeURIComponent(MARKER)}`, what: 'markup in the path' },
    { path: `/${base.replace(/^\//, '')}`.replace(/^\//, '//'), what: 'double slash' },
  ]);
}

function hostileHeaders(r: ReturnType<typeof random>): { headers: Record<string, string>; what: string } {
  const ip = `10.${Math.floor(r.next() * 255)}.${Math.floor(r.next() * 255)}.${Math.floor(r.next() * 255)}`;
  // Each request its own client address: rate limits of the suite's own tests are not touched.
  const base = { 'x-forwarded-for': ip };
  const pick = r.pick<{ headers: Record<string, string>; what: string }>([
    { headers: { 'content-type': 'application/json' }, what: 'json' },
    { headers: { 'content-type': 'text/plain' }, what: 'text/plain' },
    { headers: { 'content-type': 'multipart/form-data; boundary=x' }, what: 'multipart without parts' },
    { headers: { 'content-type': 'application/json; charset=utf-7' }, what: 'odd charset' },
    { headers: { 'x-csrf-token': 'A'.repeat(22) + '.' + 'B'.repeat(43), 'content-type': 'application/json' }, what: 'forged CSRF token' },
    { headers: { cookie: `s7-cart-session=${encodeURIComponent(MARKER)}; i18n_redirected=zz; s7-currency=XXX` }, what: 'garbage cookies' },
    {
      headers: { cookie: `s7-refresh-token=${'x'.repeat(4000)}; s7-customer=authenticated; s7-sso-token=1` },
      what: 'forged sign-on cookies',
    },
    { headers: { 'accept-language': `${MARKER};q=2, *;q=abc`, accept: 'text/x-unknown' }, what: 'odd accept headers' },
    { headers: { 'x-hmac-signature': 'zz', 'x-hmac-timestamp': '-1', 'x-revalidate-secret': 'guess' }, what: 'forged signatures' },
    { headers: { 'next-action': 'deadbeef', 'content-type': 'text/plain;charset=UTF-8' }, what: 'forged server action' },
    { headers: { rsc: '1', 'next-router-state-tree': '%7B%22bad', 'next-router-prefetch': '1' }, what: 'forged RSC request' },
  ]);
  return { headers: { ...base, ...pick.headers }, what: pick.what };
}

/** `count` requests from `seed`, spread over API and page routes. */
export function hostileRequests(seed: number, count: number): HostileRequest[] {
  const r = random(seed);
  const out: HostileRequest[] = [];
  for (let i = 0; i < count; i++) {
    const api = r.next() < 0.6;
    const base = r.pick(api ? API_ROUTES : PAGE_ROUTES);
    const method = r.next() < (api ? 0.5 : 0.7) ? (api ? 'POST' : 'GET') : r.pick(METHODS);
    const { path, what: pathWhat } = api ? { path: base, what: 'as is' } : hostilePath(r, base);
    const { query, what: queryWhat } = hostileQuery(r);
    const { headers, what: headerWhat } = hostileHeaders(r);
    const withBody = !['GET', 'HEAD'].includes(method);
    const body = withBody ? hostileBody(r) : undefined;
    out.push({
      method,
      path: path + query,
      headers,
      body: body?.body,
      what: [method, base, pathWhat, queryWhat, headerWhat, body?.what].filter(Boolean).join(' · '),
    });
  }
  return out;
}

const STACK_TRACE = /\n\s+at [^\n]*\(?[^\n]*:\d+:\d+\)?|node_modules\/|webpack-internal:|\/work\/|\bat async [A-Za-z]/;

/** What is wrong with an answer, or null. */
export function judge(status: number, body: string): string | null {
  if (status >= 500) return `status ${status}`;
  if (STACK_TRACE.test(body)) return 'a stack trace in the answer';
  if (body.includes(MARKER) || body.includes(MARKER_ATTR)) return 'markup echoed back';
  return null;
}

/** Sends one request (node:http: any method, raw path and bytes) and judges the answer. */
export function send(baseUrl: string, req: HostileRequest): Promise<Verdict> {
  const url = new URL(baseUrl);
  const body = req.body?.();
  return new Promise((resolve) => {
    const r = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.path,
        headers: { ...req.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        timeout: 60_000,
        // As browsers do: a long redirect target is a long header, not a broken answer.
        maxHeaderSize: 256 * 1024,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < 4_000_000) chunks.push(c);
          size += c.length;
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          resolve({ request: req, status, problem: judge(status, Buffer.concat(chunks).toString('utf8')) });
        });
        // A refusal whose connection is closed before the whole body is read (nginx does that
        // to a body it will not take) is still a refusal.
        res.on('error', (e) => {
          const status = res.statusCode ?? 0;
          resolve({ request: req, status, problem: status > 0 && status < 500 ? null : `answer broke off (${e.message})` });
        });
      },
    );
    r.on('timeout', () => r.destroy(new Error('no answer within 60 s')));
    // A server may close a connection on a body it refuses to read; that is an answer, not a fault.
    r.on('error', (e) =>
      resolve({ request: req, status: 0, problem: /EPIPE|ECONNRESET/.test(String(e)) ? null : `no answer (${e.message})` }),
    );
    if (body) r.end(body);
    else r.end();
  });
}

/** Runs `requests` with `concurrency` at a time; answers every verdict. */
export async function runFuzz(baseUrl: string, requests: HostileRequest[], concurrency = 4): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  let next = 0;
  const lane = async () => {
    while (next < requests.length) {
      const req = requests[next++]!;
      verdicts.push(await send(baseUrl, req));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return verdicts;
}
