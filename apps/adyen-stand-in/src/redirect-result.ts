import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The `redirectResult` a 3-D Secure challenge page hands back to the shop: opaque to the shop, as
 * Adyen's is, and signed with a secret of this process, so a made-up or altered value is refused
 * by /payments/details instead of deciding a payment.
 */
export type ChallengeOutcome = 'completed' | 'failed';

export function createRedirectResults(secret: Buffer = randomBytes(32)) {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    issue(pspReference: string, outcome: ChallengeOutcome): string {
      const payload = Buffer.from(JSON.stringify({ p: pspReference, o: outcome })).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    read(value: unknown): { pspReference: string; outcome: ChallengeOutcome } | undefined {
      if (typeof value !== 'string') return undefined;
      const [payload, signature, ...rest] = value.split('.');
      if (!payload || !signature || rest.length > 0) return undefined;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      const { p, o } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { p: string; o: ChallengeOutcome };
      return { pspReference: p, outcome: o };
    },
  };
}
