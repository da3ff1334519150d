import type { Env } from './backend-config';
import { magentoAdyenFromEnv } from './magento/adyen-options';
import type { MagentoPaymentStore } from './magento/adyen-payment-store';
import { handleMagentoAdyenWebhook, type WebhookAnswer } from './magento/adyen-webhook';

/**
 * A payment provider's webhook that reaches the storefront (`POST /api/payments/adyen/webhook`):
 * only a backend that does not take it itself needs one. Magento paying through Adyen does
 * (docs/decisions/0063); the Vendure engine takes Adyen's webhooks at its own address, so there
 * (and on Magento without Adyen) this answers null: the route is not found.
 */
export async function handlePaymentWebhook(env: Env, body: unknown, store: MagentoPaymentStore): Promise<WebhookAnswer | null> {
  if ((env.COMMERCE_BACKEND ?? '').trim() !== 'magento') return null;
  const adyen = magentoAdyenFromEnv(env);
  if (!adyen) return null;
  return handleMagentoAdyenWebhook(body, { hmacKey: adyen.hmacKey, merchantAccount: adyen.merchantAccount, store });
}
