import type { Redis } from 'ioredis';
import { createMemoryPaymentStore, PAYMENT_TTL_MS, type PaymentStore, type StoredPayment, type StoredPaymentEvent } from '@talat/commerce';
import { failFastRedis, redisConnected } from '../security/redis-connected';

/**
 * Payments paid from the storefront's server (Magento through Adyen) in Redis (REDIS_URL; docs/decisions/0063): a payment
 * started on one storefront process, its webhook taken by another and the shopper's poll on a
 * third all see the same record (`talat:magento-adyen:payment:<psp>`), each event is kept once
 * (`SET ... NX` on `talat:magento-adyen:event:<psp>:<eventCode>`), and the order is placed under
 * one lock. While Redis is away each process falls back to its own memory, and says so once a minute.
 */
export class RedisPaymentStore implements PaymentStore {
  private readonly redis: Redis;
  private readonly fallback = createMemoryPaymentStore();
  private warned = 0;

  constructor(url: string) {
    this.redis = failFastRedis(url);
  }

  private async run<T>(command: (redis: Redis) => Promise<T>, otherwise: (store: PaymentStore) => Promise<T>): Promise<T> {
    try {
      await redisConnected(this.redis);
      return await command(this.redis);
    } catch (error) {
      if (Date.now() - this.warned > 60_000) {
        this.warned = Date.now();
        console.warn(`Adyen payments: Redis unavailable (${(error as Error).message}); using this process's memory`);
      }
      return otherwise(this.fallback);
    }
  }

  getPayment(psp: string): Promise<StoredPayment | null> {
    return this.run(
      async (r) => {
        const raw = await r.get(`talat:magento-adyen:payment:${psp}`);
        return raw ? (JSON.parse(raw) as StoredPayment) : null;
      },
      (s) => s.getPayment(psp),
    );
  }

  putPayment(payment: StoredPayment): Promise<void> {
    return this.run(
      async (r) => {
        await r.set(`talat:magento-adyen:payment:${payment.pspReference}`, JSON.stringify(payment), 'PX', PAYMENT_TTL_MS);
      },
      (s) => s.putPayment(payment),
    );
  }

  addEvent(psp: string, eventCode: string, event: StoredPaymentEvent): Promise<boolean> {
    return this.run(
      async (r) =>
        (await r.set(`talat:magento-adyen:event:${psp}:${eventCode}`, JSON.stringify(event), 'PX', PAYMENT_TTL_MS, 'NX')) === 'OK',
      (s) => s.addEvent(psp, eventCode, event),
    );
  }

  getEvent(psp: string, eventCode: string): Promise<StoredPaymentEvent | null> {
    return this.run(
      async (r) => {
        const raw = await r.get(`talat:magento-adyen:event:${psp}:${eventCode}`);
        return raw ? (JSON.parse(raw) as StoredPaymentEvent) : null;
      },
      (s) => s.getEvent(psp, eventCode),
    );
  }

  lock(key: string, ttlMs: number): Promise<boolean> {
    return this.run(
      async (r) => (await r.set(`talat:magento-adyen:lock:${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK',
      (s) => s.lock(key, ttlMs),
    );
  }

  /** Closes the connection (tests). */
  disconnect(): void {
    this.redis.disconnect();
  }

  unlock(key: string): Promise<void> {
    return this.run(
      async (r) => {
        await r.del(`talat:magento-adyen:lock:${key}`);
      },
      (s) => s.unlock(key),
    );
  }
}
