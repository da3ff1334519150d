import { describe, expect, it } from 'vitest';
import { rawStoreConfig } from './vendure/__fixtures__/store-config';
import { parseStoreConfig } from './store-config';

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
    for (const bad of [
      { label: 'x', url: 'javascript:alert(1)' },
      { label: 'x', url: '//evil.example' },
      { label: '', url: '/contact' },
      null,
      undefined,
    ]) {
      expect(parse(bad)).toBeNull();
    }
  });

  it('keeps provider scripts that are https and element names that are custom elements, else the built-in', () => {
    const parse = (widget: { script_url: unknown; element_name: unknown }) => {
      const result = parseStoreConfig({ ...rawStoreConfig, reviews: { enabled: true, provider: 'acme', ...widget } });
      return result.ok ? result.value.reviews : 'refused';
    };
    expect(parse({ script_url: 'https://widgets.example/reviews.js', element_name: 'acme-reviews' })).toMatchObject({
      script_url: 'https://widgets.example/reviews.js',
      element_name: 'acme-reviews',
    });
    expect(parse({ script_url: 'http://widgets.example/r.js', element_name: 'script' })).toMatchObject({
      script_url: null,
      element_name: null,
    });
    expect(parse({ script_url: 'javascript:alert(1)', element_name: 'Acme-Reviews' })).toMatchObject({
      script_url: null,
      element_name: null,
    });
  });

  it('passes the tag manager id on as sent (the storefront checks it before use), null when absent or empty', () => {
    const parse = (tag_manager_id: unknown) => {
      const result = parseStoreConfig({ ...rawStoreConfig, tag_manager_id });
      return result.ok ? result.value.tag_manager_id : 'refused';
    };
    expect(parse('GTM-ABC123')).toBe('GTM-ABC123');
    expect(parse(' GTM-ABC123 ')).toBe('GTM-ABC123');
    expect(parse('UA-1')).toBe('UA-1');
    for (const none of [null, undefined, '', '  ', 42]) expect(parse(none)).toBeNull();
  });

  it('keeps the carriers whose tracking page is https with a place for the number, and drops the others', () => {
    const ok = { code: 'dpd', name: 'DPD', tracking_url: 'https://track.dpd.co.uk/parcels/{tracking}' };
    const result = parseStoreConfig({
      ...rawStoreConfig,
      carriers: [
        ok,
        { ...ok, code: 'plain', tracking_url: 'http://track.example/{tracking}' },
        { ...ok, code: 'no-place', tracking_url: 'https://track.example/' },
        { ...ok, code: 'script', tracking_url: 'javascript:alert(1)//{tracking}' },
        { code: 'unnamed', tracking_url: ok.tracking_url },
      ],
    });
    expect(result.ok && result.value.carriers).toEqual([ok]);
    for (const none of [undefined, null, 'dpd']) {
      const parsed = parseStoreConfig({ ...rawStoreConfig, carriers: none });
      expect(parsed.ok && parsed.value.carriers).toEqual([]);
    }
  });

  it('uses the sort value as its URL word when the backend gives none or an unsafe one', () => {
    const result = parseStoreConfig({
      ...rawStoreConfig,
      sort_options: [
        { value: 'price_asc', label: 'Price' },
        { value: 'name', label: 'Name', url: 'a b' },
      ],
    });
    expect(result.ok && result.value.sort_options).toEqual([
      { value: 'price_asc', label: 'Price', url: 'price_asc' },
      { value: 'name', label: 'Name', url: 'name' },
    ]);
  });

  it('fills the extras an older engine does not send: logo from the store name, no size groups, built-in reviews, no BNPL', () => {
    const { logo: _logo, header: _header, bnpl: _bnpl, reviews: _reviews, size_group_mapping: _groups, ...older } = rawStoreConfig;
    const result = parseStoreConfig(older);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.logo).toEqual({ src: null, alt: 'Talat FC Shop', width: 32, height: 32, wordmark: 'Talat FC Shop' });
    expect(result.value).toMatchObject({ size_group_mapping: [], header: { sticky: false, currency_switcher: true } });
    expect(result.value.bnpl.enabled).toBe(false);
    expect(result.value.reviews).toMatchObject({ enabled: true, provider: 'engine' });
  });

  it('rejects a missing answer', () => {
    expect(parseStoreConfig(null).ok).toBe(false);
  });
});
