import { describe, expect, it, vi } from 'vitest';
import { resolvePage } from './resolve-page';

const product = { type: 'PRODUCT' as const, uid: '1', sku: 'HK-26', url_key: 'home-shirt' };
const category = { type: 'CATEGORY' as const, uid: '2', url_path: 'kits/home-kit' };

function deps(overrides: Partial<Parameters<typeof resolvePage<string>>[1]> = {}) {
  return {
    resolveRoute: vi.fn(async () => null),
    getStory: vi.fn(async () => null as string | null),
    log: { error: vi.fn() },
    ...overrides,
  };
}

describe('resolvePage', () => {
  it('returns a product page for a PRODUCT route', async () => {
    const d = deps({ resolveRoute: vi.fn(async () => product) });
    expect(await resolvePage('/en/p/home-shirt', d)).toEqual({ kind: 'product', route: product });
    expect(d.resolveRoute).toHaveBeenCalledWith('home-shirt');
    expect(d.getStory).not.toHaveBeenCalled();
  });
  it('returns a category page for a CATEGORY route', async () => {
    const d = deps({ resolveRoute: vi.fn(async () => category) });
    expect(await resolvePage(['kits', 'home-kit'], d)).toEqual({ kind: 'category', route: category });
  });
  it('falls back to the content story of the slug', async () => {
    const d = deps({ getStory: vi.fn(async () => 'about story') });
    expect(await resolvePage('/th/about', d)).toEqual({ kind: 'content', slug: 'about', story: 'about story' });
    expect(d.getStory).toHaveBeenCalledWith('about');
  });
  it('is not found when neither backend knows the path', async () => {
    expect(await resolvePage('/en/nothing-here', deps())).toEqual({ kind: 'not-found', reason: 'unmatched' });
  });
  it('never asks a backend for malformed or reserved paths', async () => {
    const d = deps();
    expect(await resolvePage('/en/%2e%2e/x', d)).toEqual({ kind: 'not-found', reason: 'invalid' });
    expect(await resolvePage('/en/cart', d)).toEqual({ kind: 'not-found', reason: 'reserved' });
    expect(d.resolveRoute).not.toHaveBeenCalled();
    expect(d.getStory).not.toHaveBeenCalled();
  });
  it('does not serve internal stories as pages', async () => {
    const d = deps({ getStory: vi.fn(async () => 'global story') });
    expect(await resolvePage('/en/global', d)).toEqual({ kind: 'not-found', reason: 'unmatched' });
    expect(d.getStory).not.toHaveBeenCalled();
  });
  it('logs a resolver failure and still serves a content page', async () => {
    const d = deps({ resolveRoute: vi.fn(async () => Promise.reject(new Error('down'))), getStory: vi.fn(async () => 'about') });
    expect(await resolvePage('/en/about', d)).toEqual({ kind: 'content', slug: 'about', story: 'about' });
    expect(d.log.error).toHaveBeenCalled();
  });
  it('clears the route after a resolver failure and, with no content page, is not found (logged)', async () => {
    const d = deps({ resolveRoute: vi.fn(async () => Promise.reject(new Error('down'))) });
    expect(await resolvePage('/en/kits', d)).toEqual({ kind: 'not-found', reason: 'resolver-failed' });
    expect(d.log.error).toHaveBeenCalledWith('URL resolver failed for kits', expect.any(Error));
  });
  it('rethrows a resolver failure with no content page when told to (a cached page keeps its last good render)', async () => {
    const d = deps({ resolveRoute: vi.fn(async () => Promise.reject(new Error('down'))), onResolverFailure: 'throw' });
    await expect(resolvePage('/en/kits', d)).rejects.toThrow('down');
    const withStory = deps({
      resolveRoute: vi.fn(async () => Promise.reject(new Error('down'))),
      getStory: vi.fn(async () => 'about'),
      onResolverFailure: 'throw',
    });
    expect(await resolvePage('/en/about', withStory)).toEqual({ kind: 'content', slug: 'about', story: 'about' });
  });
  it('is unavailable, not "not found", when the content service fails for a path no route matches (logged)', async () => {
    const d = deps({ getStory: vi.fn(async () => Promise.reject(new Error('content down'))) });
    expect(await resolvePage('/en/about', d)).toEqual({ kind: 'unavailable' });
    expect(d.log.error).toHaveBeenCalledWith('Content service failed for about', expect.any(Error));
    const product = deps({
      resolveRoute: vi.fn(async () => ({ type: 'PRODUCT' as const, uid: '1', sku: 'HK-26', url_key: 'home-shirt' })),
      getStory: vi.fn(async () => Promise.reject(new Error('content down'))),
    });
    expect((await resolvePage('/en/home-shirt', product)).kind).toBe('product');
  });
  it('rethrows a content failure when told to (a cached page keeps its last good render)', async () => {
    const d = deps({ getStory: vi.fn(async () => Promise.reject(new Error('content down'))), onResolverFailure: 'throw' });
    await expect(resolvePage('/en/about', d)).rejects.toThrow('content down');
  });
});
