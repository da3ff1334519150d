import { ID, RequestContext } from '@vendure/core';

interface Pending<V> {
  key: string;
  resolve: (value: V) => void;
  reject: (error: unknown) => void;
}

interface RequestState<V> {
  cache: Map<string, Promise<V>>;
  queue: Array<Pending<V>>;
}

/**
 * Batches and caches per request, like a DataLoader: every `load` made while GraphQL resolves
 * one level of a query (e.g. `reviewSummary` of 24 products in a list) becomes one call of
 * `batch`, and a key asked for twice in a request is loaded once. Keys `batch` leaves out get
 * `fallback()`.
 */
export class RequestLoader<V> {
  private readonly requests = new WeakMap<RequestContext, RequestState<V>>();

  constructor(
    private readonly batch: (ctx: RequestContext, keys: string[]) => Promise<Map<string, V>>,
    private readonly fallback: () => V,
  ) {}

  load(ctx: RequestContext, id: ID): Promise<V> {
    let state = this.requests.get(ctx);
    if (!state) {
      state = { cache: new Map(), queue: [] };
      this.requests.set(ctx, state);
    }
    const key = String(id);
    const cached = state.cache.get(key);
    if (cached) return cached;
    const s = state;
    const promise = new Promise<V>((resolve, reject) => {
      if (s.queue.length === 0) {
        // After the current promise jobs, like DataLoader: lets sibling resolvers enqueue first.
        void Promise.resolve().then(() => process.nextTick(() => void this.dispatch(ctx, s)));
      }
      s.queue.push({ key, resolve, reject });
    });
    state.cache.set(key, promise);
    return promise;
  }

  private async dispatch(ctx: RequestContext, state: RequestState<V>): Promise<void> {
    const queue = state.queue;
    state.queue = [];
    try {
      const results = await this.batch(ctx, [...new Set(queue.map((p) => p.key))]);
      for (const p of queue) p.resolve(results.get(p.key) ?? this.fallback());
    } catch (e) {
      for (const p of queue) {
        state.cache.delete(p.key);
        p.reject(e);
      }
    }
  }
}
