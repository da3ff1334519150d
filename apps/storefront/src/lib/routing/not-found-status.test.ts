import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { answerNotFound, RESPONSE_STATUS_KEY } from './not-found-status';

const registry = globalThis as Record<symbol, unknown>;
afterEach(() => {
  delete registry[RESPONSE_STATUS_KEY];
});

describe('answerNotFound', () => {
  it("sets 404 in the request's store of the server", async () => {
    const storage = new AsyncLocalStorage<{ status?: number }>();
    registry[RESPONSE_STATUS_KEY] = storage;
    const store: { status?: number } = {};
    const asked = await storage.run(store, async () => {
      await Promise.resolve();
      return answerNotFound();
    });
    expect(asked).toBe(true);
    expect(store.status).toBe(404);
  });

  it('does nothing outside the storefront server', () => {
    expect(answerNotFound()).toBe(false);
    registry[RESPONSE_STATUS_KEY] = new AsyncLocalStorage();
    expect(answerNotFound()).toBe(false);
  });
});
