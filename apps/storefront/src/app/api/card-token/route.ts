import { CommerceError } from '@talat/commerce';
import { contextFromRequest, errorResponse } from '@/lib/api/handle-api';
import { cardTokenInput, fieldErrorsIn } from '@/lib/checkout/card-token-provider';
import { getPaymentProvider } from '@/lib/commerce/payment-provider.server';
import { requireCsrf } from '@/lib/security/security.server';

/**
 * POST /api/card-token {number, expiry, cvc, name, locale?}: hands the card to the payment
 * provider (`PaymentProvider` of @talat/commerce: the engine's test card provider) and answers
 * `201 { token, brand, last4 }` or `422 { errors: [{ field, message }] }`.
 *
 * Why a same-origin hop rather than the browser posting to the engine (its CORS would allow it;
 * docs/decisions/0009-card-tokenisation.md):
 * browser code talks only to the storefront's own origin, so the storefront needs no public
 * engine URL, no cross-origin exception and the same CSRF check as every POST. The card data is never logged, stored or put in an error: this handler logs only
 * statuses. A real provider's drop-in would tokenise in the browser against the provider.
 */
const MAX_BODY = 2048;
const NO_STORE = { 'cache-control': 'no-store' };

export async function POST(request: Request): Promise<Response> {
  const shopperLocale = contextFromRequest(request, {}).locale;
  const refused = requireCsrf(request);
  if (refused) return refused;

  const text = await request.text();
  if (text.length > MAX_BODY) return errorResponse(400, 'MALFORMED_JSON', 'malformed', shopperLocale);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return errorResponse(400, 'MALFORMED_JSON', 'malformed', shopperLocale);
  }
  const parsed = cardTokenInput.safeParse(json);
  if (!parsed.success) return errorResponse(400, 'INVALID_INPUT', 'invalidInput', shopperLocale);
  const { locale = shopperLocale, ...card } = parsed.data;

  let answer;
  try {
    answer = await getPaymentProvider().tokeniseCard(card, { locale });
  } catch (error) {
    const code = error instanceof CommerceError ? error.code : 'error';
    console.error(`POST /api/card-token: the provider failed (${code})`);
    return code === 'UNREACHABLE'
      ? errorResponse(503, 'UNREACHABLE', 'unreachable', locale)
      : errorResponse(502, 'BAD_GATEWAY', 'badGateway', locale);
  }
  return Response.json(
    answer.ok
      ? { token: answer.token, brand: answer.brand, last4: answer.last4 }
      : { ok: false, errors: fieldErrorsIn(answer.errors, locale) },
    {
      status: answer.ok ? 201 : 422,
      headers: NO_STORE,
    },
  );
}
