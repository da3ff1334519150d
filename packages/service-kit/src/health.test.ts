import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerHealth, createHealth, httpCheck, tcpCheck, type Health } from './health.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

async function serve(health: Health): Promise<string> {
  server = createServer((req, res) => {
    if (!answerHealth(req, res, health)) {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('health and readiness', () => {
  it('is live while the process answers, ready while every check passes', async () => {
    const url = await serve(createHealth({ checks: { database: () => undefined, redis: async () => 'PONG' } }));
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
    expect((await fetch(`${url}/other`)).status).toBe(404);
  });

  it('names a failing or slow dependency without saying why', async () => {
    const logged: string[] = [];
    const health = createHealth({
      timeoutMs: 50,
      log: (m) => logged.push(m),
      checks: {
        database: () => Promise.reject(new Error('connect ECONNREFUSED postgres://admin:secret@db')),
        redis: () => new Promise(() => undefined),
        smtp: () => undefined,
      },
    });
    const url = await serve(health);
    const res = await fetch(`${url}/ready`);
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ status: 'not-ready', checks: { database: 'failed', redis: 'failed', smtp: 'ok' } });
    expect(text).not.toContain('secret');
    expect(logged).toEqual(['readiness check database failed', 'readiness check redis failed']);
  });

  it('is not ready once draining, while still live', async () => {
    const health = createHealth();
    const url = await serve(health);
    health.startDraining();
    expect((await fetch(`${url}/ready`)).status).toBe(503);
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });

  it('checks an HTTP dependency and a TCP port', async () => {
    const url = await serve(createHealth());
    await expect(httpCheck(`${url}/health`)()).resolves.toBeUndefined();
    await expect(httpCheck(`${url}/other`, { okStatus: 200 })()).rejects.toThrow(/answered 404/);
    const port = Number(new URL(url).port);
    await expect(tcpCheck('127.0.0.1', port)()).resolves.toBeUndefined();
    await expect(tcpCheck('127.0.0.1', 1)()).rejects.toThrow();
  });
});
