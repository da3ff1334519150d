import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { SCALED } from './support/tags';

// Limits count the real client (issue 28): the storefront believes X-Forwarded-For only from the
// proxies TRUST_PROXY names (the test stacks: this machine's 127.0.0.1, as nginx in the scaled
// profile). A client elsewhere (here 127.0.0.2, another address of the loopback) that writes its
// own X-Forwarded-For or X-Real-IP shares its own bucket, whatever it writes.

const shop = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3000');

/** A browser log report (at most CLIENT_LOG_RATE_LIMIT, 30, a minute per client) sent from `localAddress`. */
function report(localAddress: string, headers: Record<string, string>): Promise<number> {
  const body = JSON.stringify({ level: 'warn', message: { message: 'rate limit probe', name: 'Probe', type: 'warning' } });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: shop.port,
        path: '/api/pino',
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('a client no proxy vouches for cannot pick its bucket with X-Forwarded-For or X-Real-IP', SCALED, async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 32; i++)
    statuses.push(await report('127.0.0.2', { 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `203.0.113.${i}` }));
  expect(
    statuses.slice(0, 30).every((s) => s === 204),
    statuses.join(','),
  ).toBe(true);
  expect(statuses.slice(30)).toEqual([429, 429]);
});

test('behind a trusted proxy each client has its own bucket', SCALED, async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 32; i++) statuses.push(await report('127.0.0.1', { 'x-forwarded-for': `192.0.2.${i + 1}` }));
  expect(
    statuses.every((s) => s === 204),
    statuses.join(','),
  ).toBe(true);
});
