import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { UsedSolutions } from './used-solutions.js';

/**
 * The sister site's captcha: ALTCHA, self-hosted proof of work (the storefront's choice too,
 * docs/decisions/0051; this is sign-on's own small version). The service signs a challenge
 * (`GET /captcha/challenge`), the browser finds its answer in a worker (no request leaves the
 * sister site), and the form posts the widget's payload as the field `altcha`, which `verify`
 * checks before any password is looked at: the service's own signature, not expired, the work
 * done, and never used before.
 *
 * Deterministic mode: a challenge fixes a random counter in [complexity/2, complexity] and the
 * service signs the key that counter derives (`keySignature`), so the browser does up to
 * `complexity` SHA-256 rounds and checking costs one HMAC.
 */
export interface CaptchaOptions {
  hmacKey: string;
  /** Largest counter: the browser's work (SHA-256 rounds). */
  complexity: number;
  /** How long a challenge may be solved and its solution used, in seconds. */
  ttlSeconds: number;
  used?: UsedSolutions;
  now?: () => number;
}

/** Why a solution was refused: the form says `missing` apart from the others. */
export type CaptchaFailure = 'missing' | 'malformed' | 'invalid' | 'expired' | 'reused';

export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailure };

export interface Captcha {
  /** A fresh signed challenge for the widget. */
  challenge(): Promise<Challenge>;
  /** Checks the widget's payload (base64 of `{ challenge, solution }`); a good one is used up. */
  verify(payload: string | null | undefined): Promise<CaptchaResult>;
}

/** What the form says when a solution is refused: missing, or not good (made up, expired, used). */
export const captchaMessage = (words: { required: string; failed: string }, reason: CaptchaFailure): string =>
  reason === 'missing' ? words.required : words.failed;

/** The form field the widget's payload travels in (its `name`). */
export const CAPTCHA_FIELD = 'altcha';

/** Longest payload read (the widget's is about 600 characters). */
export const MAX_PAYLOAD_LENGTH = 4_000;

const ALGORITHM = 'SHA-256';
const SIGNATURE = /^[0-9a-f]{64}$/;

/** The key that signs derived keys, apart from the one that signs challenges. */
const keySecretOf = (hmacKey: string) => `${hmacKey}:key`;

interface Payload {
  challenge: Challenge & { signature: string };
  solution: Solution;
}

function decode(payload: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<Payload> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    const { challenge, solution } = parsed;
    if (!challenge || typeof challenge !== 'object' || !challenge.parameters || typeof challenge.parameters !== 'object') return null;
    if (typeof challenge.signature !== 'string' || !SIGNATURE.test(challenge.signature)) return null;
    if (!solution || typeof solution !== 'object' || typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') {
      return null;
    }
    return { challenge, solution };
  } catch {
    return null;
  }
}

export function createCaptcha(options: CaptchaOptions): Captcha {
  const now = options.now ?? Date.now;
  const used = options.used ?? new UsedSolutions();
  return {
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

    async verify(payload) {
      if (!payload) return { ok: false, reason: 'missing' };
      if (payload.length > MAX_PAYLOAD_LENGTH) return { ok: false, reason: 'malformed' };
      const decoded = decode(payload);
      if (!decoded) return { ok: false, reason: 'malformed' };
      const { parameters } = decoded.challenge;
      // Every challenge signed here expires; altcha-lib reads the clock itself, so it is checked
      // against this one too. A challenge without an expiry was not signed here (or was altered).
      if (typeof parameters.expiresAt !== 'number') return { ok: false, reason: 'malformed' };
      const expiresAt = parameters.expiresAt * 1000;
      if (expiresAt <= now()) return { ok: false, reason: 'expired' };
      let result;
      try {
        result = await verifySolution({
          challenge: decoded.challenge,
          solution: decoded.solution,
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
      // Claimed only once verified, so made-up payloads cannot fill the memory.
      return used.claim(decoded.challenge.signature, expiresAt, now()) ? { ok: true } : { ok: false, reason: 'reused' };
    },
  };
}
