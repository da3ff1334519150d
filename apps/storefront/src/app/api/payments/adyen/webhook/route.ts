import { handlePaymentWebhook } from '@talat/commerce';
import { readBounded } from '@/lib/api/read-bounded';
import { paymentStore } from '@/lib/commerce/payment-store.server';

export const dynamic = 'force-dynamic';

const MAX_BODY = 256 * 1024;
const text = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * Adyen's standard webhook when the storefront's server pays through Adyen itself (Magento,
 * docs/decisions/0063): `POST /api/payments/adyen/webhook`, registered in Adyen's Customer Area
 * with ADYEN_HMAC_KEY. A bad signature is a 401 and changes nothing; otherwise `[accepted]`. On
 * the Vendure backend the engine takes Adyen's webhooks at its own address: here it is a 404.
 */
export async function POST(request: Request): Promise<Response> {
  const body = await readBounded(request, MAX_BODY);
  if (body === null) return text(413, 'too large');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  const answer = await handlePaymentWebhook(process.env, json, paymentStore());
  if (!answer) return text(404, 'not found');
  return text(answer.status, answer.body);
}
