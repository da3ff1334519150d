import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { etagOf, PageCache } from './page-cache';

const page = (text: string) => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(text) });

function clock(start = 1000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('PageCache', () => {
  it('answers a stored page until it is maxAgeMs old', () => {
    const time = clock();
    const cache = new PageCache({ maxBytes: 1e6, maxAgeMs: 5000, now: time.now });
    expect(cache.put('/en', page('<p>home</p>'), cache.generation)).toBe(true);
    expect(cache.get('/en')?.body.toString()).toBe('<p>home</p>');
    expect(cache.ageSeconds(cache.get('/en')!)).toBe(0);
    time.advance(4999);
    expect(cache.get('/en')).toBeDefined();
    expect(cache.ageSeconds(cache.get('/en')!)).toBe(4);
    time.advance(1);
    expect(cache.get('/en')).toBeUndefined();
    expect(cache.get('/th')).toBeUndefined();
  });

  it('compresses a page once per coding and keeps the bytes', () => {
    const cache = new PageCache({ maxBytes: 1e6, maxAgeMs: 5000 });
    const html = '<main>' + 'Talat FC home shirt '.repeat(500) + '</main>';
    cache.put('/en', page(html), cache.generation);
    const stored = cache.get('/en')!;
    const br = cache.body(stored, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(cache.body(stored, 'br')).toBe(br);
    expect(gunzipSync(cache.body(stored, 'gzip')).toString()).toBe(html);
    expect(cache.body(stored, 'identity').toString()).toBe(html);
    expect(cache.bytes).toBe(Buffer.byteLength(html) + br.length + cache.body(stored, 'gzip').length);
  });

  it('reuses the compressed bytes when Next.js answers the same page again', () => {
    const time = clock();
    const cache = new PageCache({ maxBytes: 1e6, maxAgeMs: 5000, now: time.now });
    cache.put('/en', page('<p>same</p>'), cache.generation);
    const br = cache.body(cache.get('/en')!, 'br');
    time.advance(6000);
    cache.put('/en', page('<p>same</p>'), cache.generation);
    expect(cache.get('/en')!.encoded.br).toBe(br);
    cache.put('/en', page('<p>new!</p>'), cache.generation);
    expect(cache.get('/en')!.encoded.br).toBeUndefined();
  });

  it('tags each page with a strong ETag of its bytes', () => {
    const cache = new PageCache({ maxBytes: 1e6, maxAgeMs: 5000 });
    cache.put('/en', page('<p>home</p>'), cache.generation);
    cache.put('/th', page('<p>home</p>'), cache.generation);
    cache.put('/en/kits', page('<p>kits</p>'), cache.generation);
    const tag = cache.get('/en')!.etag;
    expect(tag).toMatch(/^"[\w-]{22}"$/);
    expect(cache.get('/th')!.etag).toBe(tag);
    expect(cache.get('/en/kits')!.etag).not.toBe(tag);
    expect(etagOf(Buffer.from('<p>home</p>'))).toBe(tag);
  });

  it('does not store an answer that began before a clear', () => {
    const cache = new PageCache({ maxBytes: 1e6, maxAgeMs: 5000 });
    cache.put('/en', page('<p>old</p>'), cache.generation);
    const began = cache.generation;
    cache.clear();
    expect(cache.get('/en')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    expect(cache.put('/en', page('<p>rendered before the change</p>'), began)).toBe(false);
    expect(cache.get('/en')).toBeUndefined();
    expect(cache.put('/en', page('<p>after</p>'), cache.generation)).toBe(true);
  });

  it('holds at most maxBytes, dropping the least recently used first', () => {
    const cache = new PageCache({ maxBytes: 100, maxAgeMs: 5000 });
    cache.put('a', page('a'.repeat(40)), 0);
    cache.put('b', page('b'.repeat(40)), 0);
    cache.get('a');
    cache.put('c', page('c'.repeat(40)), 0);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(80);
    expect(cache.put('huge', page('x'.repeat(101)), 0)).toBe(false);
  });

  it('stores nothing when its bound is 0 (the cache turned off)', () => {
    const cache = new PageCache({ maxBytes: 0, maxAgeMs: 5000 });
    expect(cache.put('/en', page('<p>home</p>'), cache.generation)).toBe(false);
    expect(cache.get('/en')).toBeUndefined();
  });
});
