import { describe, expect, it } from 'vitest';
import { accepts, pickEncoding } from './accept-encoding';

describe('accepts', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=0.5', true],
    ['BR', true],
    ['*', true],
    ['gzip, br;q=0', false],
    ['*, br;q=0', false],
    ['gzip, deflate', false],
    ['', false],
    [undefined, false],
  ])('brotli in %s -> %s', (header, expected) => {
    expect(accepts(header, 'br')).toBe(expected);
  });

  it('reads gzip the same way', () => {
    expect(accepts('gzip;q=0.1', 'gzip')).toBe(true);
    expect(accepts('br, gzip;q=0', 'gzip')).toBe(false);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, then none', () => {
    expect(pickEncoding('br, gzip')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding(['gzip', 'br;q=0'])).toBe('gzip');
  });
});
