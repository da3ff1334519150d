import { describe, expect, it } from 'vitest';
import { isChunkLoadError, RELOAD_GUARD_MS, reloadAllowed } from './reload-guard';

describe('isChunkLoadError', () => {
  it('knows the failures of the bundlers and browsers', () => {
    const chunk = new Error('Loading chunk 123 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 42'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://shop/x.js'))).toBe(true);
    expect(isChunkLoadError('Loading CSS chunk 7 failed')).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });
});

describe('reloadAllowed', () => {
  it('allows the first reload and refuses another within the guard', () => {
    expect(reloadAllowed(null, 1_000)).toBe(true);
    expect(reloadAllowed(1_000, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadAllowed(1_000, 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('allows a reload when the stored time is unreadable or in the future (a changed clock)', () => {
    expect(reloadAllowed(Number.NaN, 5)).toBe(true);
    expect(reloadAllowed(10_000, 5)).toBe(true);
  });
});
