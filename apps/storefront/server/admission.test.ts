import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { registerKeptPageKey } from '../src/lib/routing/kept-page-key';
import { AdmissionGate, admissionOptionsFromEnv, admitPage, type PageAdmission } from './admission';
import { answerFromCache, watchResponse } from './front-pages';
import { PageCache } from './page-cache';

let gates: AdmissionGate[] = [];
afterEach(() => {
  for (const gate of gates) gate.stop();
  gates = [];
});

function gate(maxActive: number, maxQueued: number, maxWaitMs = 1000) {
  let clock = 0;
  const g = new AdmissionGate({ maxActive, maxQueued, maxWaitMs, now: () => clock });
  gates.push(g);
  const log: string[] = [];
  const ask = (name: string) =>
    g.enter(
      () => log.push(`run ${name}`),
      () => log.push(`refuse ${name}`),
    );
  return { g, log, ask, tick: (ms: number) => (clock += ms) };
}

describe('AdmissionGate', () => {
  it('runs up to its bound at once, queues the next ones in order and refuses past the queue', () => {
    const { g, log, ask } = gate(2, 1);
    const a = ask('a');
    const b = ask('b');
    expect([a.entry, b.entry]).toEqual(['run', 'run']);
    expect(g.saturated).toBe(true);
    expect(ask('c').entry).toBe('queued');
    expect(ask('d').entry).toBe('refused');
    expect(log).toEqual(['run a', 'run b', 'refuse d']);
    a.done();
    expect(log.at(-1)).toBe('run c');
    expect(g.running).toBe(2);
    expect(g.queued).toBe(0);
  });

  it('counts a finished render once, however often it says so', () => {
    const { g, ask } = gate(1, 0);
    const a = ask('a');
    a.done();
    a.done();
    expect(g.running).toBe(0);
    expect(ask('b').entry).toBe('run');
    expect(g.running).toBe(1);
  });

  it('refuses a request that waited too long instead of running it late', () => {
    const { log, ask, tick } = gate(1, 5, 100);
    const a = ask('a');
    ask('b');
    tick(50);
    ask('c');
    tick(60);
    a.done();
    // b waited 110 ms: refused; c waited 60 ms: runs.
    expect(log).toEqual(['run a', 'refuse b', 'run c']);
  });

  it('gives back no slot for a request that never ran', () => {
    const { g, ask, tick } = gate(1, 5, 100);
    const a = ask('a');
    const b = ask('b');
    tick(200);
    a.done();
    // b was refused for waiting too long; its shopper's connection closes.
    b.cancel();
    b.done();
    expect(g.running).toBe(0);
    ask('c');
    expect(g.running).toBe(1);
  });

  it('takes a request whose shopper left out of the queue', () => {
    const { g, log, ask } = gate(1, 5);
    const a = ask('a');
    const b = ask('b');
    b.cancel();
    expect(g.queued).toBe(0);
    a.done();
    expect(log).toEqual(['run a']);
  });

  it('reads its bounds from the environment, with safe defaults', () => {
    expect(admissionOptionsFromEnv({})).toEqual({ maxActive: 8, maxQueued: 64, maxWaitMs: 1500 });
    expect(
      admissionOptionsFromEnv({ STOREFRONT_MAX_RENDERS: '4', STOREFRONT_RENDER_QUEUE: '0', STOREFRONT_RENDER_WAIT_MS: '500' }),
    ).toEqual({ maxActive: 4, maxQueued: 0, maxWaitMs: 500 });
    expect(admissionOptionsFromEnv({ STOREFRONT_MAX_RENDERS: '0', STOREFRONT_RENDER_QUEUE: '-1', STOREFRONT_RENDER_WAIT_MS: 'x' })).toEqual(
      { maxActive: 8, maxQueued: 64, maxWaitMs: 1500 },
    );
  });
});

describe('admitPage: a page server under overload', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function start(maxActive: number, maxQueued: number) {
    registerKeptPageKey();
    let clock = 0;
    const pages = new PageCache({ maxBytes: 1e6, maxAgeMs: 5000, now: () => clock });
    const held: (() => void)[] = [];
    const results: string[] = [];
    const admission: PageAdmission = {
      gate: new AdmissionGate({ maxActive, maxQueued, maxWaitMs: 1000 }),
      pages,
      busyPage: (req) => `busy in ${(req.url ?? '').split('/')[1]}`,
      report: (result) => results.push(result),
    };
    gates.push(admission.gate);
    server = createServer((req, res) => {
      if (answerFromCache(req, res, pages)) return;
      admitPage(req, res, admission, () => {
        watchResponse(req, res, pages);
        const answer = () => {
          res.setHeader('content-type', 'text/html');
          res.setHeader('x-nextjs-cache', 'HIT');
          res.end(`page ${req.url}`);
        };
        // "/slow" pages wait until the test lets them finish.
        if (req.url?.includes('slow')) held.push(answer);
        else answer();
      });
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const ask = (path: string) =>
      new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
        request({ port, host: '127.0.0.1', path, headers: { cookie: 'i18n_redirected=' + path.split('/')[1] } }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
          .on('error', reject)
          .end();
      });
    const waitForHeld = async (n: number) => {
      while (held.length < n) await new Promise((r) => setTimeout(r, 5));
    };
    return { ask, held, results, waitForHeld, age: (ms: number) => (clock += ms) };
  }

  it('refuses a page past the queue with 503, Retry-After and the busy page in the shopper’s language', async () => {
    const { ask, held, results, waitForHeld } = await start(1, 0);
    const slow = ask('/en/slow');
    await waitForHeld(1);
    const refused = await ask('/th/kits');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toBe('busy in th');
    held.shift()!();
    expect((await slow).status).toBe(200);
    // The slot is free again.
    expect((await ask('/en/kits')).status).toBe(200);
    expect(results).toEqual(['run', 'refused', 'run']);
  });

  it('answers a saturated server’s request with the kept copy past its age rather than refuse it', async () => {
    const { ask, held, results, waitForHeld, age } = await start(1, 0);
    expect((await ask('/en/kits')).body).toBe('page /en/kits');
    age(60_000);
    const slow = ask('/en/slow');
    await waitForHeld(1);
    const stale = await ask('/en/kits');
    expect(stale.status).toBe(200);
    expect(stale.headers['x-nextjs-cache']).toBe('STALE');
    expect(stale.body).toBe('page /en/kits');
    held.shift()!();
    await slow;
    expect(results).toEqual(['run', 'run', 'stale']);
  });

  it('queues within its bound and runs the waiting page when a slot frees', async () => {
    const { ask, held, results, waitForHeld } = await start(1, 1);
    const slow = ask('/en/slow');
    await waitForHeld(1);
    const waiting = ask('/en/kits?later');
    await new Promise((r) => setTimeout(r, 20));
    held.shift()!();
    expect((await waiting).status).toBe(200);
    expect((await slow).status).toBe(200);
    expect(results).toEqual(['run', 'queued']);
  });
});
