import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { MemoryReplayStore } from '../security/replay-store';
import { createAltchaProvider, type AltchaOptions } from './altcha-provider';

const KEY = 'test-altcha-hmac-key-0123456789';
const provider = (overrides: Partial<AltchaOptions> = {}) =>
  createAltchaProvider({
    hmacKey: KEY,
    challengeUrl: '/api/captcha/challenge',
    complexity: 200,
    ttlSeconds: 300,
    replayStore: new MemoryReplayStore(),
    ...overrides,
  });

/** What the widget sends: base64 of { challenge, solution }, after doing the work as a browser does. */
async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const context = { action: 'newsletter' as const, remoteIp: '192.0.2.1' };

describe('the ALTCHA provider', () => {
  it('tells the browser where to fetch challenges, and signs each with an expiry', async () => {
    const altcha = provider();
    expect(altcha.siteConfig()).toEqual({ kind: 'altcha', challengeUrl: '/api/captcha/challenge' });
    const challenge = await altcha.challenge();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    const inFiveMinutes = Math.floor(Date.now() / 1000) + 300;
    expect(challenge.parameters.expiresAt).toBeGreaterThan(inFiveMinutes - 5);
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(inFiveMinutes);
  });

  it('accepts a solved challenge once; the same payload again is refused as reused', async () => {
    const altcha = provider();
    const payload = await solved(await altcha.challenge());
    expect(await altcha.verify(payload, context)).toEqual({ ok: true });
    expect(await altcha.verify(payload, context)).toEqual({ ok: false, reason: 'reused' });
  });

  it('refuses a missing, made-up or malformed solution', async () => {
    const altcha = provider();
    expect(await altcha.verify(undefined, context)).toEqual({ ok: false, reason: 'missing' });
    expect(await altcha.verify('', context)).toEqual({ ok: false, reason: 'missing' });
    expect(await altcha.verify('not base64 json', context)).toEqual({ ok: false, reason: 'malformed' });
    expect(await altcha.verify('x'.repeat(9000), context)).toEqual({ ok: false, reason: 'malformed' });
    const challenge = await altcha.challenge();
    const madeUp = Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } })).toString('base64');
    expect(await altcha.verify(madeUp, context)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a wrong answer and a challenge signed with another key', async () => {
    const altcha = provider();
    const challenge = await altcha.challenge();
    const real = JSON.parse(Buffer.from(await solved(challenge), 'base64').toString()) as { solution: { derivedKey: string } };
    // The work's result is the derived key (the key signature holds it): one digit off is no answer.
    const last = real.solution.derivedKey.at(-1) === '0' ? '1' : '0';
    const wrong = { challenge, solution: { ...real.solution, derivedKey: real.solution.derivedKey.slice(0, -1) + last } };
    expect(await altcha.verify(Buffer.from(JSON.stringify(wrong)).toString('base64'), context)).toEqual({ ok: false, reason: 'invalid' });
    const foreign = provider({ hmacKey: 'another-shop-hmac-key-0123456789' });
    expect(await altcha.verify(await solved(await foreign.challenge()), context)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a challenge solved after it expired', async () => {
    let now = Date.now();
    const altcha = provider({ now: () => now, ttlSeconds: 60 });
    const payload = await solved(await altcha.challenge());
    now += 61_000;
    expect(await altcha.verify(payload, context)).toEqual({ ok: false, reason: 'expired' });
  });

  it('keeps a used challenge only until it expires', async () => {
    const store = new MemoryReplayStore();
    const altcha = provider({ replayStore: store, ttlSeconds: 60 });
    await altcha.verify(await solved(await altcha.challenge()), context);
    expect(store.size).toBe(1);
    // The store prunes what expired as it records the next one.
    expect(store.claim('other', Date.now() + 1000, Date.now() + 61_000)).toBe(true);
    expect(store.size).toBe(1);
  });
});
