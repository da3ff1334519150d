import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { drainOnSignal } from './drain.js';

function get(port: number, path: string): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function slowServer(ms: number): Promise<{ server: Server; port: number }> {
  const server = createServer((_req, res) => {
    setTimeout(() => res.end('done'), ms);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port };
}

describe('drainOnSignal', () => {
  it('lets a request in flight finish, refuses new connections, then exits 0', async () => {
    const { server, port } = await slowServer(300);
    const events: string[] = [];
    const drainer = drainOnSignal(server, {
      signals: [],
      onDrainStart: () => events.push('draining'),
      beforeExit: () => void events.push('clean-up'),
      exit: () => undefined,
    });
    const slow = get(port, '/checkout');
    await new Promise((r) => setTimeout(r, 50));
    expect(drainer.inFlight()).toBe(1);
    const code = drainer.drain();
    await expect(get(port, '/late')).rejects.toThrow();
    expect(await slow).toMatchObject({ status: 200, body: 'done' });
    expect(await code).toBe(0);
    expect(events).toEqual(['draining', 'clean-up']);
  });

  it('cuts what still runs after the timeout and exits 1', async () => {
    const { server, port } = await slowServer(5_000);
    const drainer = drainOnSignal(server, { signals: [], timeoutMs: 100, exit: () => undefined });
    const slow = get(port, '/stuck').catch((e: Error) => e.message);
    await new Promise((r) => setTimeout(r, 50));
    expect(await drainer.drain()).toBe(1);
    expect(await slow).toMatch(/socket hang up|ECONNRESET/);
  });
});
