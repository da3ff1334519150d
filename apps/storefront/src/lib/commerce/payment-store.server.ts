import 'server-only';
import { processPaymentStore, type PaymentStore } from '@talat/commerce';
import { RedisPaymentStore } from './redis-payment-store';

const PROCESS_STORE = Symbol.for('talat.storefront.payment-store');

/**
 * Where payments paid from the storefront's server (Magento through Adyen, docs/decisions/0063)
 * and their webhook events are kept: Redis with REDIS_URL (every storefront process sees them),
 * else this process's memory. One per process, on globalThis: the webhook route and the
 * checkout's routes may be bundled apart.
 */
export function paymentStore(): PaymentStore {
  const holder = globalThis as { [PROCESS_STORE]?: PaymentStore };
  const url = process.env.REDIS_URL?.trim();
  return (holder[PROCESS_STORE] ??= url ? new RedisPaymentStore(url) : processPaymentStore());
}
