import { RequestContext } from '@vendure/core';
import { describe, expect, it, vi } from 'vitest';
import { RequestLoader } from './request-loader';

const ctx = () => ({}) as RequestContext;

describe('RequestLoader', () => {
  it('batches the loads of one tick into one call and caches per request', async () => {
    const batch = vi.fn(async (_ctx: RequestContext, keys: string[]) => new Map(keys.map((k) => [k, Number(k) * 10])));
    const loader = new RequestLoader(batch, () => -1);
    const a = ctx();
    const values = await Promise.all([loader.load(a, 1), loader.load(a, '2'), loader.load(a, 1)]);
    expect(values).toEqual([10, 20, 10]);
    expect(batch).toHaveBeenCalledTimes(1);
    expect(batch.mock.calls[0]![1]).toEqual(['1', '2']);
    expect(await loader.load(a, 2)).toBe(20);
    expect(batch).toHaveBeenCalledTimes(1);
    await loader.load(ctx(), 2);
    expect(batch).toHaveBeenCalledTimes(2);
  });
  it('gives missing keys the fallback and rejects all on failure', async () => {
    const loader = new RequestLoader(
      async () => new Map<string, number>(),
      () => 0,
    );
    expect(await loader.load(ctx(), 7)).toBe(0);
    const failing = new RequestLoader<number>(
      async () => {
        throw new Error('db down');
      },
      () => 0,
    );
    await expect(failing.load(ctx(), 1)).rejects.toThrow('db down');
  });
});
