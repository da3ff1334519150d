import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

// A captcha solution for calls a test makes itself (page.request, request): the shop's ALTCHA
// challenge (GET /api/captcha/challenge), solved here as the widget's worker solves it (SHA-256 of
// salt + nonce + the counter as 4 big-endian bytes, until the key starts with the challenge's
// prefix), sent as the widget sends it (base64 of { challenge, solution }).

interface Challenge {
  parameters: { algorithm: string; nonce: string; salt: string; cost: number; keyLength: number; keyPrefix: string };
  signature: string;
}

export const CAPTCHA_HEADER = 'x-captcha-solution';

function solve(challenge: Challenge): { counter: number; derivedKey: string } {
  const { salt, nonce, keyPrefix, keyLength, cost } = challenge.parameters;
  const head = Buffer.concat([Buffer.from(salt, 'hex'), Buffer.from(nonce, 'hex')]);
  const counterBytes = Buffer.alloc(4);
  for (let counter = 0; counter < 2 ** 32; counter++) {
    counterBytes.writeUInt32BE(counter);
    let key = createHash('sha256')
      .update(Buffer.concat([head, counterBytes]))
      .digest();
    for (let i = 1; i < cost; i++) key = createHash('sha256').update(key).digest();
    const hex = key.subarray(0, keyLength).toString('hex');
    if (hex.startsWith(keyPrefix)) return { counter, derivedKey: hex };
  }
  throw new Error('ALTCHA challenge without a solution');
}

/**
 * A fresh solved payload for one flagged call (each is good once): the shop's challenge, or that
 * of `challengeUrl` (the sister site's sign-on forms: `{signOnUrl}/captcha/challenge`).
 */
export async function captchaSolution(request: APIRequestContext, challengeUrl = '/api/captcha/challenge'): Promise<string> {
  const res = await request.get(challengeUrl);
  if (!res.ok()) throw new Error(`GET ${challengeUrl} answered ${res.status()}`);
  const challenge = (await res.json()) as Challenge;
  return Buffer.from(JSON.stringify({ challenge, solution: solve(challenge) })).toString('base64');
}
