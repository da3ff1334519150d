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

  it('keeps the locator links a shopper may follow, and drops others and absent ones', () => {
    const parse = (store_locator: unknown) => {
      const result = parseStoreConfig({ ...rawStoreConfig, store_locator });
      return result.ok ? result.value.store_locator : 'refused';
    };
    expect(parse({ label: 'Stores', url: 'https://club.example/stores' })).toEqual({ label: 'Stores', url: 'https://club.example/stores' });
    for (const bad of [{ label: 'x', url: 'javascript:alert(1)' }, { label: 'x', url: '//evil.example' }, { label: '', url: '/contact' }, null, undefined]) {
      expect(parse(bad)).toBeNull();
    }
  });

  it('rejects a missing answer', () => {
    expect(parseStoreConfig(null).ok).toBe(false);
  });
});
