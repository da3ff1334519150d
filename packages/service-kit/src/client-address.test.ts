import { describe, expect, it } from 'vitest';
import { clientAddress, normaliseAddress, parseTrustProxy, TrustProxyError } from './client-address.js';

describe('parseTrustProxy', () => {
  it('trusts nobody when unset, false or 0', () => {
    for (const v of [undefined, '', 'false', '0']) expect(parseTrustProxy(v).kind).toBe('none');
  });

  it('refuses true, which would believe any client', () => {
    expect(() => parseTrustProxy('true')).toThrow(TrustProxyError);
    expect(() => parseTrustProxy('TRUE', 'SSO_TRUST_PROXY')).toThrow(/^SSO_TRUST_PROXY=true/);
  });

  it('reads hop counts, addresses, ranges and the two names', () => {
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    const list = parseTrustProxy('loopback, 10.1.0.0/16, 2001:db8::1');
    expect(list.kind).toBe('list');
  });

  it('names the entry it cannot read', () => {
    expect(() => parseTrustProxy('127.0.0.1, nginx')).toThrow(/TRUST_PROXY: "nginx" is not an address/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/bad prefix length/);
  });
});

describe('normaliseAddress', () => {
  it('reports IPv4-mapped addresses as IPv4 and drops ports, brackets and zones', () => {
    expect(normaliseAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normaliseAddress('[::1]:443')).toBe('::1');
    expect(normaliseAddress('203.0.113.9:51234')).toBe('203.0.113.9');
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normaliseAddress('not-an-address')).toBeUndefined();
  });
});

describe('clientAddress', () => {
  const nginx = parseTrustProxy('127.0.0.1');

  it('is the connection when nobody is trusted, whatever the headers say', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', parseTrustProxy(undefined))).toBe('203.0.113.9');
  });

  it('reads the address a trusted proxy saw, not what the client wrote before it', () => {
    // The client sent "X-Forwarded-For: 1.1.1.1"; nginx appended the address it saw.
    expect(clientAddress('127.0.0.1', '1.1.1.1, 203.0.113.9', nginx)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:127.0.0.1', ['1.1.1.1', '203.0.113.9'], nginx)).toBe('203.0.113.9');
  });

  it('gives a spoofed header from an untrusted client that client', () => {
    expect(clientAddress('127.0.0.2', '1.1.1.1', nginx)).toBe('127.0.0.2');
    expect(clientAddress('127.0.0.2', '2.2.2.2', nginx)).toBe('127.0.0.2');
  });

  it('walks several trusted proxies and stops at the first untrusted address', () => {
    const trust = parseTrustProxy('127.0.0.1, 10.0.0.0/8');
    expect(clientAddress('127.0.0.1', '9.9.9.9, 203.0.113.9, 10.0.0.5', trust)).toBe('203.0.113.9');
  });

  it('is the trusted proxy when its header is missing or not an address', () => {
    expect(clientAddress('127.0.0.1', undefined, nginx)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', 'garbage', nginx)).toBe('127.0.0.1');
  });

  it('counts hops from the right', () => {
    expect(clientAddress('10.0.0.2', '1.1.1.1, 203.0.113.9', parseTrustProxy('1'))).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', '1.1.1.1, 203.0.113.9, 10.0.0.1', parseTrustProxy('2'))).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', undefined, parseTrustProxy('2'))).toBe('10.0.0.2');
  });
});
