import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FailureGate, postRevalidation, RevalidationBatcher, revalidateUrl, revalidateUrls } from './revalidation-batcher';
import { RevalidationEvent } from './types';

describe('RevalidationBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const sent: RevalidationEvent[][] = [];
    const batcher = new RevalidationBatcher({ debounceMs: 250, maxWaitMs: 2000, send: (events) => void sent.push(events) });
    return { sent, batcher };
  }

  it('sends one de-duplicated batch 250 ms after the last change', async () => {
    const { sent, batcher } = setup();
    batcher.add('price', ['12']);
    await vi.advanceTimersByTimeAsync(200);
    batcher.add('product', [12, '12', '13']);
    batcher.add('price', ['12', null, undefined, '']);
    await vi.advanceTimersByTimeAsync(200);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(sent).toEqual([
      [
        { type: 'product', ids: ['12', '13'] },
        { type: 'price', ids: ['12'] },
      ],
    ]);
    expect(batcher.size).toBe(0);
  });

  it('sends at the latest maxWaitMs after the first change during a steady stream', async () => {
    const { sent, batcher } = setup();
    for (let i = 0; i < 20; i++) {
      batcher.add('stock', [String(i)]);
      await vi.advanceTimersByTimeAsync(150);
    }
    expect(sent.length).toBe(1);
    expect(sent[0]![0]!.ids.length).toBe(14);
    await vi.advanceTimersByTimeAsync(250);
    expect(sent.length).toBe(2);
    expect(sent.flatMap((b) => b.flatMap((e) => e.ids)).length).toBe(20);
  });

  it('ignores empty id lists and sends nothing on dispose', async () => {
    const { sent, batcher } = setup();
    batcher.add('asset', []);
    expect(batcher.size).toBe(0);
    batcher.add('asset', ['1']);
    batcher.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual([]);
  });

  it('reports send errors instead of throwing', async () => {
    const onError = vi.fn();
    const batcher = new RevalidationBatcher({
      debounceMs: 10,
      maxWaitMs: 100,
      send: () => Promise.reject(new Error('down')),
      onError,
    });
    batcher.add('review', ['1']);
    await vi.advanceTimersByTimeAsync(10);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('FailureGate', () => {
  it('warns on the first failure of a run, then again only after a success or the quiet time', () => {
    const gate = new FailureGate(1000);
    expect(gate.failure(0)).toBe(0);
    expect(gate.failure(10)).toBeNull();
    expect(gate.failure(20)).toBeNull();
    expect(gate.failure(1000)).toBe(2);
    expect(gate.success()).toBe(true);
    expect(gate.success()).toBe(false);
    expect(gate.failure(1100)).toBe(0);
  });
});

describe('postRevalidation', () => {
  it('POSTs the events as JSON with the secret header', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    await postRevalidation('http://shop.test/api/revalidate', 's3cret', [{ type: 'product', ids: ['1'] }], 3000, fetchImpl);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://shop.test/api/revalidate');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'x-revalidate-secret': 's3cret', 'content-type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ events: [{ type: 'product', ids: ['1'] }] });
  });
  it('rejects on an error status', async () => {
    const fetchImpl = vi.fn(async () => new Response('no', { status: 401 }));
    await expect(postRevalidation('http://x/api/revalidate', 's', [], 3000, fetchImpl)).rejects.toThrow('HTTP 401');
  });
});

describe('revalidateUrl', () => {
  it('appends the route, or is null when the storefront URL is empty', () => {
    expect(revalidateUrl('http://localhost:3000/')).toBe('http://localhost:3000/api/revalidate');
    expect(revalidateUrl('')).toBeNull();
    expect(revalidateUrl('  ')).toBeNull();
  });
});

describe('revalidateUrls', () => {
  it('tells every storefront process of a comma-separated list', () => {
    expect(revalidateUrls('http://127.0.0.1:3010, http://127.0.0.1:3011/')).toEqual([
      'http://127.0.0.1:3010/api/revalidate',
      'http://127.0.0.1:3011/api/revalidate',
    ]);
    expect(revalidateUrls('')).toEqual([]);
  });
});
