import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { createCaptcha, MAX_PAYLOAD_LENGTH, type CaptchaOptions } from './captcha.js';

const KEY = 'a-test-key-of-sign-on-captcha-000';

/** A clock the test moves. */
function clock(start = Date.UTC(2026, 11, 1, 10, 0, 0)) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const captchaWith = (o: Partial<CaptchaOptions> = {}) => createCaptcha({ hmacKey: KEY, complexity: 200, ttlSeconds: 300, ...o });

/** The widget's payload for `challenge`, solved as its worker solves it. */
async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return Buffer.from(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })).toString(
    'base64',
  );
}

const decoded = (payload: string) =>
  JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
    challenge: Challenge & { signature: string };
    solution: { counter: number; derivedKey: string };
  };
const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('the sign-on captcha', () => {
  it('issues signed SHA-256 challenges that expire after the TTL, with the counter within the complexity', async () => {
    const time = clock();
    const challenge = await captchaWith({ now: time.now }).challenge();
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt).toBe(Math.floor(time.now() / 1000) + 300);
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution!.counter).toBeGreaterThanOrEqual(100);
    expect(solution!.counter).toBeLessThanOrEqual(200);
  });

  it('accepts a solved challenge once', async () => {
    const captcha = captchaWith();
    const payload = await solved(await captcha.challenge());
    expect(await captcha.verify(payload)).toEqual({ ok: true });
    // The same payload again: a replay.
    expect(await captcha.verify(payload)).toEqual({ ok: false, reason: 'reused' });
    // Another challenge is good again.
    expect(await captcha.verify(await solved(await captcha.challenge()))).toEqual({ ok: true });
  });

  it('refuses a missing payload apart from a bad one', async () => {
    const captcha = captchaWith();
    expect(await captcha.verify(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(await captcha.verify(null)).toEqual({ ok: false, reason: 'missing' });
    expect(await captcha.verify('')).toEqual({ ok: false, reason: 'missing' });
    for (const junk of [
      'not base64 at all',
      encoded('text'),
      encoded({ challenge: null }),
      encoded([1, 2]),
      'A'.repeat(MAX_PAYLOAD_LENGTH + 1),
    ]) {
      expect(await captcha.verify(junk), junk.slice(0, 30)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuses tampered payloads: a wrong answer, changed parameters, another key, a stripped expiry', async () => {
    const captcha = captchaWith();
    const good = decoded(await solved(await captcha.challenge()));

    // The answer of another counter.
    const wrongKey = {
      ...good,
      solution: { ...good.solution, derivedKey: good.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
    };
    expect(await captcha.verify(encoded(wrongKey))).toEqual({ ok: false, reason: 'invalid' });

    // An easier or longer-lived challenge than the one signed: the signature no longer matches.
    const later = {
      ...good,
      challenge: {
        ...good.challenge,
        parameters: { ...good.challenge.parameters, expiresAt: good.challenge.parameters.expiresAt! + 3600 },
      },
    };
    expect(await captcha.verify(encoded(later))).toEqual({ ok: false, reason: 'invalid' });
    const noKeySignature = {
      ...good,
      challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, keySignature: undefined } },
    };
    expect(await captcha.verify(encoded(noKeySignature))).toEqual({ ok: false, reason: 'invalid' });

    // A challenge without an expiry was never signed here.
    const { expiresAt: _dropped, ...forever } = good.challenge.parameters;
    expect(await captcha.verify(encoded({ ...good, challenge: { ...good.challenge, parameters: forever } }))).toEqual({
      ok: false,
      reason: 'malformed',
    });

    // A challenge signed with another key (another service, or a made-up one).
    const stranger = createCaptcha({ hmacKey: 'someone-elses-key-000000000000000', complexity: 200, ttlSeconds: 300 });
    expect(await captcha.verify(await solved(await stranger.challenge()))).toEqual({ ok: false, reason: 'invalid' });

    // A signature that is not one.
    expect(await captcha.verify(encoded({ ...good, challenge: { ...good.challenge, signature: 'x' } }))).toEqual({
      ok: false,
      reason: 'malformed',
    });

    // None of these used the good payload up.
    expect(await captcha.verify(encoded(good))).toEqual({ ok: true });
  });

  it('refuses a solution whose challenge has expired, by this clock', async () => {
    const time = clock(Date.now());
    const captcha = captchaWith({ now: time.now, ttlSeconds: 60 });
    const payload = await solved(await captcha.challenge());
    time.advance(61_000);
    expect(await captcha.verify(payload)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses an expired challenge by the library’s clock too (issued in the past)', async () => {
    const old = captchaWith({ now: () => Date.now() - 10 * 60_000, ttlSeconds: 60 });
    const payload = await solved(await old.challenge());
    expect(await captchaWith().verify(payload)).toEqual({ ok: false, reason: 'expired' });
  });

  it('forgets a used solution only once its challenge has expired', async () => {
    const time = clock(Date.now());
    const captcha = captchaWith({ now: time.now, ttlSeconds: 60 });
    const payload = await solved(await captcha.challenge());
    expect(await captcha.verify(payload)).toEqual({ ok: true });
    time.advance(30_000);
    expect(await captcha.verify(payload)).toEqual({ ok: false, reason: 'reused' });
    time.advance(31_000);
    expect(await captcha.verify(payload)).toEqual({ ok: false, reason: 'expired' });
  });
});
