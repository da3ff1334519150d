import * as z from 'zod';
import type { Locale } from '../locale/locales';
import type { CardTokenAnswer } from './card-token';

/**
 * Server side of `POST /api/card-token`: the route's input, the provider endpoint and the
 * provider's answer mapped to what the browser gets. The engine's test card provider answers
 * `201 { token, brand, last4, ... }` or `422 { errors: [{ field, code, message: { en, th } }] }`
 * (apps/commerce/src/plugins/test-card-payments/README.md).
 */
export const cardTokenInput = z
  .object({
    number: z.string().max(40),
    expiry: z.string().max(10),
    cvc: z.string().max(8),
    name: z.string().max(200),
    locale: z.enum(['th', 'en']).optional(),
  })
  .strict();

/** The provider's tokenisation URL: `/payments/test-card/tokens` on the engine's origin. */
export function cardTokenEndpoint(shopApiUrl: string): string {
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
        code: z.string().optional(),
        message: z.object({ en: z.string(), th: z.string() }),
      }),
    )
    .min(1),
});

/** The provider's answer for the browser, messages in the shopper's language; null when it is not one we know. */
export function mapProviderAnswer(status: number, json: unknown, locale: Locale): CardTokenAnswer | null {
  if (status === 201 || status === 200) {
    const ok = created.safeParse(json);
    return ok.success ? { ok: true, token: ok.data.token, brand: ok.data.brand, last4: ok.data.last4 } : null;
  }
  if (status === 422 || status === 400) {
    const bad = refused.safeParse(json);
    return bad.success ? { ok: false, errors: bad.data.errors.map((e) => ({ field: e.field, message: e.message[locale] })) } : null;
  }
  return null;
}
