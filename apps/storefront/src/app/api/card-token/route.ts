import { contextFromRequest, errorResponse } from '../../../lib/api/handle-api';
import { cardTokenEndpoint, cardTokenInput, mapProviderAnswer } from '../../../lib/checkout/card-token-provider';
import { getEnv } from '../../../lib/config/env.server';
import { requireCsrf } from '../../../lib/security/security.server';

/**
 * POST /api/card-token {number, expiry, cvc, name, locale?}: forwards the card to the payment
 * provider's tokenisation endpoint (the engine's test card provider) and answers
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

  let response: Response;
  try {
    response = await fetch(cardTokenEndpoint(getEnv().COMMERCE_SHOP_API_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': locale },
      body: JSON.stringify(card),
      cache: 'no-store',
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    console.error(`POST /api/card-token: provider unreachable (${error instanceof Error ? error.name : 'error'})`);
    return errorResponse(503, 'UNREACHABLE', 'unreachable', locale);
  }
  const body: unknown = await response.json().catch(() => null);
  const answer = mapProviderAnswer(response.status, body, locale);
  if (!answer) {
    console.error(`POST /api/card-token: provider answered ${response.status}`);
    return errorResponse(502, 'BAD_GATEWAY', 'badGateway', locale);
  }
  return Response.json(answer.ok ? { token: answer.token, brand: answer.brand, last4: answer.last4 } : answer, {
    status: answer.ok ? 201 : 422,
    headers: NO_STORE,
  });
}
