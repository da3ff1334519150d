import { describe, expect, it } from 'vitest';
import { rawStoreConfig } from './__fixtures__/store-config';
import { parseStoreConfig } from './map-store-config';

describe('parseStoreConfig', () => {
  it('accepts the engine answer unchanged', () => {
    expect(parseStoreConfig(rawStoreConfig)).toEqual({ ok: true, value: rawStoreConfig });
  });

  it('reports the fields with the wrong shape', () => {
    const result = parseStoreConfig({ ...rawStoreConfig, grid_per_page: '12', captcha: null });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toContain('grid_per_page');
      expect(result.error).toContain('captcha');
    }
  });

  it('rejects a missing answer', () => {
    expect(parseStoreConfig(null).ok).toBe(false);
  });
});
