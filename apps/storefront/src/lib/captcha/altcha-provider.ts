import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { ReplayStore } from '../security/replay-store';
import { MAX_SOLUTION_LENGTH, type CaptchaProvider, type CaptchaResult } from './captcha-provider';

/**
 * ALTCHA, self-hosted: the shop issues a signed proof-of-work challenge (GET /api/captcha/challenge),
 * the shopper's browser finds the answer in a worker (no request leaves the shop), and the form's
 * call carries the widget's payload, which this checks: the shop's own signature, not expired, the
 * work done, and never seen before (one use per challenge: its signature is kept until it expires,
 * in the shared replay store with REDIS_URL, else in memory).
 *
 * Deterministic mode: the challenge fixes a random counter in [complexity/2, complexity] and the
 * shop signs its derived key (`keySignature`), so the browser does up to `complexity` SHA-256s
 * and the server checks in one HMAC.
 */
export interface AltchaOptions {
  hmacKey: string;
  /** Where the browser fetches a challenge (same origin). */
  challengeUrl: string;
  /** Largest counter: the browser's work (SHA-256 rounds). */
  complexity: number;
  /** How long a challenge may be solved and used, in seconds. */
  ttlSeconds: number;
  replayStore: ReplayStore;
  now?: () => number;
}

const ALGORITHM = 'SHA-256';
const SIGNATURE = /^[0-9a-f]{64}$/;

/** The key that signs derived keys, apart from the one that signs challenges. */
const keySecretOf = (hmacKey: string) => `${hmacKey}:key`;

export interface AltchaProvider extends CaptchaProvider {
  kind: 'altcha';
  /** A fresh signed challenge for the widget. */
  challenge(): Promise<Challenge>;
}

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function decode(solution: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as Partial<Payload> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    const { challenge, solution: answer } = parsed;
    if (!challenge || typeof challenge !== 'object' || !challenge.parameters || typeof challenge.signature !== 'string') return null;
    if (!answer || typeof answer !== 'object' || typeof answer.counter !== 'number' || typeof answer.derivedKey !== 'string') return null;
    return { challenge, solution: answer };
  } catch {
    return null;
  }
}

export function createAltchaProvider(options: AltchaOptions): AltchaProvider {
  const now = options.now ?? Date.now;
  return {
    kind: 'altcha',
    siteConfig: () => ({ kind: 'altcha', challengeUrl: options.challengeUrl }),

    challenge() {
      const low = Math.max(1, Math.floor(options.complexity / 2));
      return createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(low, Math.max(low + 1, options.complexity)),
        deriveKey,
        expiresAt: Math.floor(now() / 1000) + options.ttlSeconds,
        hmacSignatureSecret: options.hmacKey,
        hmacKeySignatureSecret: keySecretOf(options.hmacKey),
      });
    },

    async verify(solution): Promise<CaptchaResult> {
      if (!solution) return { ok: false, reason: 'missing' };
      if (solution.length > MAX_SOLUTION_LENGTH) return { ok: false, reason: 'malformed' };
      const payload = decode(solution);
      if (!payload || !SIGNATURE.test(payload.challenge.signature ?? '')) return { ok: false, reason: 'malformed' };
      const { parameters } = payload.challenge;
      // altcha-lib reads the clock itself: the expiry is checked here too, against ours.
      const expiresAt = typeof parameters.expiresAt === 'number' ? parameters.expiresAt * 1000 : 0;
      if (expiresAt <= now()) return { ok: false, reason: 'expired' };
      let result;
      try {
        result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: options.hmacKey,
          hmacKeySignatureSecret: keySecretOf(options.hmacKey),
        });
      } catch {
        // A parameter the library refuses (an unknown algorithm, a bad counter): not a solution.
        return { ok: false, reason: 'malformed' };
      }
      if (result.expired) return { ok: false, reason: 'expired' };
      if (!result.verified) return { ok: false, reason: 'invalid' };
      // Claimed only once verified, so made-up payloads cannot fill the store.
      const first = await options.replayStore.claim(`altcha:${payload.challenge.signature}`, expiresAt, now());
      return first ? { ok: true } : { ok: false, reason: 'reused' };
    },
  };
}
