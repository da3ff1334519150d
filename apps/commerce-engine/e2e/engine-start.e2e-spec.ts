/**
 * The engine as `node dist/index.js` starts it (src/start.ts), in production: it refuses
 * development settings naming each; with real settings it starts on an empty database without
 * seeding it and says how to; logs JSON; has no test card provider and no introspection; sends
 * the security headers; keeps metrics on their own port; and on SIGTERM lets a request in flight
 * finish before it closes.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ProductionSettingsError } from '@talat/service-kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readEnv } from '../src/environment';
import { hasCatalogue } from '../src/seed/run-seed';
import { NO_CATALOGUE_MESSAGE, type RunningEngine, startEngine } from '../src/start';

const PORT = 3220;
const ENGINE = `http://localhost:${PORT}`;
const DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'talat-engine-'));
const SHOP_KEY = 's'.repeat(44);

const PRODUCTION: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  VENDURE_DISABLE_TELEMETRY: 'true',
  COMMERCE_PORT: String(PORT),
  COMMERCE_DB_PATH: path.join(DIR, 'engine.sqlite'),
  REVALIDATE_SECRET: 'r'.repeat(44),
  SHOP_API_KEY: SHOP_KEY,
  SUPERADMIN_PASSWORD: 'a long admin passphrase',
  SMTP_URL: 'smtp://127.0.0.1:9',
  MAIL_FROM: 'shop@talat.test',
  STOREFRONT_URL: 'http://shop.test',
  COMMERCE_PUBLIC_URL: 'https://engine.test',
  SIGN_ON_URL: 'http://sign-on.invalid',
  EXCHANGE_RATES: 'GBP:0.022',
  METRICS_PORT: '0',
  LOG_LEVEL: 'info',
};

describe('starting the engine in production', () => {
  it('refuses development settings, naming each variable', async () => {
    const error = await startEngine({ NODE_ENV: 'production', COMMERCE_PORT: String(PORT) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProductionSettingsError);
    const message = (error as Error).message;
    for (const name of [
      'REVALIDATE_SECRET',
      'SHOP_API_KEY',
      'SUPERADMIN_PASSWORD',
      'SMTP_URL',
      'MAIL_FROM',
      'STOREFRONT_URL',
      'COMMERCE_PUBLIC_URL',
      'SIGN_ON_URL',
      'EXCHANGE_RATES',
    ]) {
      expect(message).toContain(name);
    }
    expect(fs.existsSync(PRODUCTION.COMMERCE_DB_PATH!)).toBe(false);
  });

  describe('with its settings', () => {
    const lines: string[] = [];
    const exits: number[] = [];
    let engine: RunningEngine;
    let sigtermListenersBefore = 0;

    beforeAll(async () => {
      // The engine's log is read here, not printed (LOG=1 prints it too).
      const write = process.stdout.write.bind(process.stdout);
      vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: unknown[]) => {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        return process.env.LOG ? (write as (...a: unknown[]) => boolean)(chunk, ...rest) : true;
      }) as typeof process.stdout.write);
      sigtermListenersBefore = process.listenerCount('SIGTERM');
      engine = await startEngine(PRODUCTION, { exit: (code) => exits.push(code), signals: [] });
    });
    afterAll(async () => {
      vi.restoreAllMocks();
      if (exits.length === 0) await engine?.app.close();
      fs.rmSync(DIR, { recursive: true, force: true });
    });

    it('logs JSON lines, and says that the empty database has no catalogue and how to make one; it seeds nothing', async () => {
      const json = lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(json.length).toBeGreaterThan(3);
      expect(json).toContainEqual(expect.objectContaining({ service: 'engine', level: 'warn', msg: NO_CATALOGUE_MESSAGE }));
      expect(NO_CATALOGUE_MESSAGE).toMatch(/npm run seed/);
      expect(json).toContainEqual(expect.objectContaining({ level: 'info', msg: expect.stringMatching(/^Talat engine ready/) }));
      expect(await hasCatalogue(readEnv(PRODUCTION))).toBe(false);
    });

    it('has no test card provider and answers no introspection', async () => {
      expect((await fetch(`${ENGINE}/payments/test-card/tokens`, { method: 'POST' })).status).toBe(404);
      const res = await fetch(`${ENGINE}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-talat-shop-key': SHOP_KEY },
        body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
      });
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/introspection is not allowed/i);
    });

    it('sends the security headers on the admin, the APIs, /health and /ready, with HSTS over https', async () => {
      for (const url of [`${ENGINE}/admin/`, `${ENGINE}/health`, `${ENGINE}/ready`, `${ENGINE}/shop-api`, `${ENGINE}/admin-api`]) {
        const res = await fetch(url, {
          method: url.endsWith('-api') ? 'POST' : 'GET',
          headers: { 'content-type': 'application/json' },
          body: url.endsWith('-api') ? '{"query":"{ activeChannel { code } }"}' : undefined,
        });
        expect(res.headers.get('x-frame-options'), url).toBe('SAMEORIGIN');
        expect(res.headers.get('strict-transport-security'), url).toMatch(/max-age=31536000/);
      }
    });

    it('keeps metrics on their own port: requests by route kind, GraphQL operations, job queue depth', async () => {
      await fetch(`${ENGINE}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-talat-shop-key': SHOP_KEY },
        body: JSON.stringify({ operationName: 'StoreConfig', query: 'query StoreConfig { activeChannel { code } }' }),
      });
      await fetch(`${ENGINE}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-talat-shop-key': SHOP_KEY },
        body: JSON.stringify({ operationName: 'MadeUp', query: 'query MadeUp { activeChannel { code } }' }),
      });
      expect(engine.metricsPort).toBeGreaterThan(0);
      const text = await (await fetch(`http://127.0.0.1:${engine.metricsPort}/metrics`)).text();
      expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*kind="shop-api"/);
      expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*kind="other"/);
      expect(text).toMatch(/graphql_operation_duration_seconds_count\{[^}]*api="shop",type="query",name="StoreConfig",outcome="ok"/);
      expect(text).toMatch(/graphql_operation_duration_seconds_count\{[^}]*name="other"/);
      expect(text).not.toContain('MadeUp');
      expect(text).toMatch(/# TYPE engine_jobs_pending gauge/);
      expect((await fetch(`${ENGINE}/metrics`)).status).toBe(404);
    });

    it("leaves SIGTERM to the drain: Nest's own handler (close everything, kill the process) is off", () => {
      // The drain here listens to no signal (a test); Vendure's bootstrap had Nest add its own.
      expect(process.listenerCount('SIGTERM')).toBe(sigtermListenersBefore);
    });

    it('on SIGTERM answers the request in flight, then closes and exits 0', async () => {
      const body = JSON.stringify({ query: '{ activeChannel { code } }' });
      let drained: Promise<number> | undefined;
      const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: 'localhost',
            port: PORT,
            method: 'POST',
            path: '/shop-api',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-talat-shop-key': SHOP_KEY },
          },
          (res) => {
            let text = '';
            res.on('data', (c: Buffer) => (text += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        // Half the body, then the signal, then the rest: the request is in flight when draining starts.
        req.write(body.slice(0, 10));
        setTimeout(() => {
          drained = engine.drainer.drain();
          setTimeout(() => req.end(body.slice(10)), 300);
        }, 200);
      });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toMatchObject({ data: { activeChannel: { code: '__default_channel__' } } });
      expect(await drained).toBe(0);
      await expect(fetch(`${ENGINE}/health`)).rejects.toThrow();
    });
  });
});
