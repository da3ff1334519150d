import { hmacValidator } from '@adyen/api-library';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { AdyenPaymentsOptions } from './constants';
import { AdyenWebhooksService, paymentReferenceOf } from './adyen-webhooks.service';
import type { NotificationItem } from '@talat/adyen/webhook-items';

const KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';

function signed(item: Omit<NotificationItem, 'additionalData'>): NotificationItem {
  return { ...item, additionalData: { hmacSignature: new hmacValidator().calculateHmac(item as never, KEY) } };
}

function delivery(...items: NotificationItem[]) {
  return { live: 'false', notificationItems: items.map((NotificationRequestItem) => ({ NotificationRequestItem })) };
}

function item(pspReference: string, eventCode = 'AUTHORISATION', originalReference?: string) {
  return signed({
    amount: { currency: 'THB', value: 229000 },
    eventCode,
    merchantAccountCode: 'TalatTest',
    merchantReference: 'ORDER1',
    pspReference,
    ...(originalReference ? { originalReference } : {}),
    success: 'true',
  });
}

const options = (redisUrl?: string) =>
  ({ hmacKey: KEY, merchantAccount: 'TalatTest', ...(redisUrl ? { redisUrl } : {}) }) as unknown as AdyenPaymentsOptions;

/**
 * A webhooks service whose applying of an item is replaced by a slow recorder: what this test is
 * about is which items may be applied at the same time, not what applying does (the engine e2e
 * tests in e2e/adyen-payments.e2e-spec.ts cover that).
 */
function recordingService(redisUrl: string | undefined, log: { psp: string; at: 'start' | 'end' }[]) {
  const service = new AdyenWebhooksService(options(redisUrl), undefined as never, undefined as never, undefined as never);
  (service as unknown as { apply: (i: NotificationItem) => Promise<void> }).apply = async (i) => {
    log.push({ psp: paymentReferenceOf(i), at: 'start' });
    await sleep(40);
    log.push({ psp: paymentReferenceOf(i), at: 'end' });
  };
  return service;
}

/** The most items of one payment that were being applied at once. */
function mostAtOnce(log: { psp: string; at: 'start' | 'end' }[], psp: string): number {
  let now = 0;
  let most = 0;
  for (const entry of log.filter((e) => e.psp === psp)) {
    now += entry.at === 'start' ? 1 : -1;
    most = Math.max(most, now);
  }
  return most;
}

describe('paymentReferenceOf', () => {
  it('is the payment a modification names, else the item own reference', () => {
    expect(paymentReferenceOf(item('PAY1'))).toBe('PAY1');
    expect(paymentReferenceOf(item('MOD1', 'CAPTURE', 'PAY1'))).toBe('PAY1');
    expect(paymentReferenceOf(item('MOD2', 'REFUND', 'PAY1'))).toBe('PAY1');
    expect(paymentReferenceOf(item('PAY2', 'OFFER_CLOSED'))).toBe('PAY2');
  });
});

describe('AdyenWebhooksService', () => {
  it('refuses a delivery with a bad signature before anything is applied', async () => {
    const log: { psp: string; at: 'start' | 'end' }[] = [];
    const service = recordingService(undefined, log);
    try {
      expect(await service.receive(delivery({ ...item('PAY1'), success: 'false' }))).toBe('unsigned');
      expect(await service.receive({ notificationItems: [] })).toBe('unreadable');
      expect(log).toEqual([]);
    } finally {
      await service.onApplicationShutdown();
    }
  });

  it('applies one payment items one at a time in one process, and other payments beside them', async () => {
    const log: { psp: string; at: 'start' | 'end' }[] = [];
    const service = recordingService(undefined, log);
    try {
      const answers = await Promise.all([
        service.receive(delivery(item('PAY1'))),
        service.receive(delivery(item('MOD1', 'CAPTURE', 'PAY1'))),
        service.receive(delivery(item('PAY1'))),
        service.receive(delivery(item('PAY2'))),
      ]);
      expect(answers).toEqual(['accepted', 'accepted', 'accepted', 'accepted']);
      expect(mostAtOnce(log, 'PAY1')).toBe(1);
      expect(
        log
          .filter((e) => e.at === 'end')
          .map((e) => e.psp)
          .sort(),
      ).toEqual(['PAY1', 'PAY1', 'PAY1', 'PAY2']);
      // PAY2 did not wait for PAY1's three: it started before the last of them ended.
      const pay2Start = log.findIndex((e) => e.psp === 'PAY2' && e.at === 'start');
      const lastPay1End = log.map((e) => `${e.psp}:${e.at}`).lastIndexOf('PAY1:end');
      expect(pay2Start).toBeLessThan(lastPay1End);
    } finally {
      await service.onApplicationShutdown();
    }
  });

  // Against the machine's Redis (started on every machine of this kind and in CI), database 15.
  it('with REDIS_URL, applies one payment items one at a time across two engine processes', async () => {
    const log: { psp: string; at: 'start' | 'end' }[] = [];
    const url = 'redis://127.0.0.1:6379/15';
    const a = recordingService(url, log);
    const b = recordingService(url, log);
    const psp = `PAY${randomUUID().slice(0, 8).toUpperCase()}`;
    try {
      // Adyen retrying a delivery while the first is still being applied, handed to the other process.
      await Promise.all([
        a.receive(delivery(item(psp))),
        b.receive(delivery(item(psp))),
        a.receive(delivery(item('MODA', 'CAPTURE', psp))),
        b.receive(delivery(item('MODA', 'CAPTURE', psp))),
      ]);
      expect(log.filter((e) => e.psp === psp)).toHaveLength(8);
      expect(mostAtOnce(log, psp)).toBe(1);
    } finally {
      await a.onApplicationShutdown();
      await b.onApplicationShutdown();
    }
  });
});
