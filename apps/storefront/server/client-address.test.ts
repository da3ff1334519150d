import type { IncomingMessage } from 'node:http';
import { parseTrustProxy } from '@talat/service-kit';
import { describe, expect, it } from 'vitest';
import { setClientAddress } from './client-address';

const request = (remoteAddress: string, headers: Record<string, string>) =>
  ({ socket: { remoteAddress }, headers: { ...headers } }) as unknown as IncomingMessage;

describe('setClientAddress', () => {
  it('replaces an address a client wrote itself with the connection’s', () => {
    const req = request('203.0.113.9', { 'x-talat-client-address': '1.1.1.1', 'x-forwarded-for': '2.2.2.2' });
    expect(setClientAddress(req, parseTrustProxy(undefined))).toBe('203.0.113.9');
    expect(req.headers['x-talat-client-address']).toBe('203.0.113.9');
  });

  it('reads what nginx saw when nginx is trusted, and nothing a client put before it', () => {
    const req = request('::ffff:127.0.0.1', { 'x-forwarded-for': '1.1.1.1, 198.51.100.4' });
    expect(setClientAddress(req, parseTrustProxy('loopback'))).toBe('198.51.100.4');
  });
});
