import { describe, expect, it } from 'vitest';
import { createPasswordRulesSource } from './store-config.js';

function fakeEngine(answers: (() => Response | Promise<Response>)[]) {
  const calls: { url: string; body: string; key?: string | null }[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: String(init?.body), key: new Headers(init?.headers).get('x-talat-shop-key') });
    const next = answers.shift();
    if (!next) throw new Error('no answer');
    return next();
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const storeConfig = (min: unknown, classes: unknown) => () =>
  new Response(JSON.stringify({ data: { storeConfig: { minimum_password_length: min, required_character_classes_number: classes } } }));

describe('password rules from the commerce engine', () => {
  it('asks the store config by GraphQL with the Shop API key, and caches it for 60 s', async () => {
    let now = 0;
    const { calls, fetchImpl } = fakeEngine([storeConfig('10', '2'), storeConfig(12, 4)]);
    const rules = createPasswordRulesSource({ url: 'http://engine/shop-api', shopApiKey: 'k-123', fetch: fetchImpl, now: () => now });
    expect(await rules()).toEqual({ minLength: 10, requiredClasses: 2 });
    expect(calls[0]).toEqual({
      url: 'http://engine/shop-api',
      body: JSON.stringify({ query: '{ storeConfig { minimum_password_length required_character_classes_number } }' }),
      key: 'k-123',
    });
    now = 59_999;
    expect(await rules()).toEqual({ minLength: 10, requiredClasses: 2 });
    now = 60_000;
    expect(await rules()).toEqual({ minLength: 12, requiredClasses: 4 });
    expect(calls).toHaveLength(2);
  });

  it('falls back to 8 and 3 when the engine is down, answers nonsense or an error status', async () => {
    let now = 0;
    const { fetchImpl } = fakeEngine([
      () => Promise.reject(new Error('ECONNREFUSED')),
      () => new Response('oops', { status: 500 }),
      storeConfig('many', '3'),
      storeConfig('9', '3'),
    ]);
    const logged: string[] = [];
    const rules = createPasswordRulesSource({
      url: 'http://engine',
      shopApiKey: 'k',
      fetch: fetchImpl,
      now: () => now,
      log: (m) => logged.push(m),
    });
    for (let i = 0; i < 3; i += 1) {
      expect(await rules()).toEqual({ minLength: 8, requiredClasses: 3 });
      now += 5_000; // the fallback is kept only briefly
    }
    expect(logged).toHaveLength(3);
    expect(await rules()).toEqual({ minLength: 9, requiredClasses: 3 });
  });

  it('asks once for concurrent callers', async () => {
    const { calls, fetchImpl } = fakeEngine([storeConfig('8', '3')]);
    const rules = createPasswordRulesSource({ url: 'http://engine', shopApiKey: 'k', fetch: fetchImpl });
    await Promise.all([rules(), rules(), rules()]);
    expect(calls).toHaveLength(1);
  });
});
