import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { StoredPayment } from '@talat/commerce';
import { RedisPaymentStore } from './redis-payment-store';

// Against the machine's Redis (started on every machine of this kind and in CI), database 15.
describe('Adyen payments of the Magento backend in Redis', () => {
  const a = new RedisPaymentStore('redis://127.0.0.1:6379/15');
  const b = new RedisPaymentStore('redis://127.0.0.1:6379/15');
  afterAll(() => {
    a.disconnect();
    b.disconnect();
  });

  it('one storefront process sees the payment, the webhook event (kept once) and the lock of another', async () => {
    const psp = `T${randomUUID().replace(/-/g, '').slice(0, 15).toUpperCase()}`;
    const payment: StoredPayment = {
      pspReference: psp,
      cartId: 'masked-1',
      sessionHash: 'h',
      methodCode: 'adyen_promptpay',
      type: 'promptpay',
      amount: { currency: 'THB', value: 25000 },
      state: 'waiting',
      at: Date.now(),
    };
    expect(await b.getPayment(psp)).toBeNull();
    await a.putPayment(payment);
    expect(await b.getPayment(psp)).toEqual(payment);
    expect(await a.addEvent(psp, 'AUTHORISATION', { success: true })).toBe(true);
    expect(await b.addEvent(psp, 'AUTHORISATION', { success: false, reason: 'Refused' })).toBe(false);
    expect(await b.getEvent(psp, 'AUTHORISATION')).toEqual({ success: true });
    expect(await b.getEvent(psp, 'OFFER_CLOSED')).toBeNull();
    expect(await a.lock(`placing:${psp}`, 5000)).toBe(true);
    expect(await b.lock(`placing:${psp}`, 5000)).toBe(false);
    await a.unlock(`placing:${psp}`);
    expect(await b.lock(`placing:${psp}`, 5000)).toBe(true);
    await b.unlock(`placing:${psp}`);
  });
});
