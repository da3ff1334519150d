import * as z from 'zod';
import { CommerceError } from '../connector';
import type { PaymentProvider } from './payment-provider';

/**
 * The engine's test card provider (apps/commerce-engine/src/plugins/test-card-payments), beside any backend's API: POST
 * `/payments/test-card/tokens` on the engine's origin answers `201 { token, brand, last4, ... }`
 * or `422 { errors: [{ field, code, message: { en, th } }] }`.
 */
export interface TestCardProviderOptions {
  /** The Shop API URL; the provider sits beside it on the engine. */
  shopApiUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** `/payments/test-card/tokens` on the engine next to its Shop API. */
export function testCardTokenEndpoint(shopApiUrl: string): string {
  const url = new URL(shopApiUrl);
  const base = url.pathname.replace(/\/+$/, '').replace(/\/shop-api$/, '');
  return `${url.origin}${base}/payments/test-card/tokens`;
}

const created = z.object({ token: z.string().min(1).max(4096), brand: z.string().max(40), last4: z.string().max(4) });
const refused = z.object({
  errors: z
    .array(
      z.object({
        field: z.enum(['number', 'expiry', 'cvc', 'name']),
        code: z.string().max(64).optional(),
        message: z.record(z.string(), z.string()),
      }),
    )
    .min(1),
});

export function createTestCardProvider(options: TestCardProviderOptions): PaymentProvider {
  const endpoint = testCardTokenEndpoint(options.shopApiUrl);
  const doFetch = options.fetch ?? globalThis.fetch;
  return {
    name: 'test-card',
    async tokeniseCard(card, { locale }) {
      let response: Response;
      let body: unknown;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': locale },
          body: JSON.stringify(card),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
        body = await response.json().catch(() => null);
      } catch (error) {
        throw new CommerceError('UNREACHABLE', `The card provider could not be reached (${error instanceof Error ? error.name : 'error'})`);
      }
      if (response.status === 201 || response.status === 200) {
        const ok = created.safeParse(body);
        if (ok.success) return { ok: true, token: ok.data.token, brand: ok.data.brand, last4: ok.data.last4 };
      } else if (response.status === 422 || response.status === 400) {
        const bad = refused.safeParse(body);
        if (bad.success)
          return { ok: false, errors: bad.data.errors.map((e) => ({ field: e.field, code: e.code ?? 'invalid', message: e.message })) };
      }
      throw new CommerceError('BAD_RESPONSE', `The card provider answered ${response.status} with nothing it could read`);
    },
  };
}
