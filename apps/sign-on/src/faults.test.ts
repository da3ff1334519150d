import { describe, expect, it } from 'vitest';
import { faultBody, faultRequestSchema, FaultSwitch } from './faults.js';

describe('FaultSwitch', () => {
  it('answers the status for the next n requests, then nothing', () => {
    const f = new FaultSwitch();
    expect(f.take()).toBeUndefined();
    f.set(503, 2);
    expect(f.state).toEqual({ token: 503, remaining: 2 });
    expect([f.take(), f.take(), f.take()]).toEqual([503, 503, undefined]);
    expect(f.state).toEqual({ token: 0, remaining: 0 });
  });

  it("with a refresh token, fails only that token's requests", () => {
    const f = new FaultSwitch();
    f.set(503, 1, 'rt-1');
    expect(f.targeted).toBe(true);
    expect([f.take(), f.take('rt-2')]).toEqual([undefined, undefined]);
    expect(f.take('rt-1')).toBe(503);
    expect(f.targeted).toBe(false);
    expect(f.take('rt-1')).toBeUndefined();
  });

  it('is cleared by status 0', () => {
    const f = new FaultSwitch();
    f.set(500, 10);
    f.set(0, 10);
    expect(f.take()).toBeUndefined();
  });

  it('accepts {token, count} with count defaulting to 1', () => {
    expect(faultRequestSchema.parse({ token: 503 })).toEqual({ token: 503, count: 1 });
    expect(faultRequestSchema.parse({ token: 0 })).toEqual({ token: 0, count: 1 });
    for (const bad of [{ token: 200 }, { token: 503, count: 0 }, { token: '503' }, { token: 503, extra: 1 }]) {
      expect(faultRequestSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('answers in the OAuth error shape', () => {
    expect(faultBody(503).error).toBe('temporarily_unavailable');
    expect(faultBody(500).error).toBe('server_error');
    expect(faultBody(429).error).toBe('invalid_request');
  });
});
