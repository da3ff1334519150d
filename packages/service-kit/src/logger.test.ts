import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, routeConsoleTo } from './logger.js';

function capture() {
  const out = new PassThrough();
  const lines: string[] = [];
  out.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  return { out, lines, flush: () => new Promise((r) => setImmediate(r)) };
}

const original = { ...console };
afterEach(() => Object.assign(console, original));

describe('createLogger', () => {
  it('writes one JSON object per line in production, with the service and the level by name', async () => {
    const { out, lines, flush } = capture();
    createLogger({ service: 'engine', json: true, destination: out }).info({ route: 'shop' }, 'ready');
    await flush();
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ service: 'engine', level: 'info', msg: 'ready', route: 'shop' });
    expect(typeof line.time).toBe('string');
  });

  it('redacts secrets that travel in logged objects', async () => {
    const { out, lines, flush } = capture();
    createLogger({ service: 'sign-on', json: true, destination: out }).warn(
      { req: { headers: { authorization: 'Bearer abc', cookie: 's7=1' } }, password: 'hunter2', account: { token: 't' } },
      'refused',
    );
    await flush();
    expect(lines[0]).not.toMatch(/abc|hunter2|s7=1|"t"/);
    expect(lines[0]).toContain('[redacted]');
  });

  it('writes readable lines in development', async () => {
    const { out, lines, flush } = capture();
    createLogger({ service: 'content', json: false, destination: out }).warn({ path: '/x' }, 'slow');
    await flush();
    expect(lines[0]).toBe('warn: slow path=/x');
  });
});

describe('routeConsoleTo', () => {
  it('turns console output into log lines, errors with their stack', async () => {
    const { out, lines, flush } = capture();
    routeConsoleTo(createLogger({ service: 'storefront', json: true, destination: out }));
    console.log('listening on %d', 3000);
    console.error('Request failed', new Error('boom'));
    await flush();
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'info', msg: 'listening on 3000' });
    const error = JSON.parse(lines[1]!) as { level: string; msg: string; err: { message: string; stack: string } };
    expect(error).toMatchObject({ level: 'error', msg: 'Request failed', err: { message: 'boom' } });
    expect(error.err.stack).toContain('Error: boom');
  });
});
