import { hmacValidator } from '@adyen/api-library';
import { describe, expect, it } from 'vitest';
import { createMemoryPaymentStore } from './magento/adyen-payment-store';
import { handlePaymentWebhook } from './payment-webhook';

const KEY = '4D716CC8181D79DB50323367084DC47BE7ECFA1D408005040D6F348D407717AA';
const item = {
  amount: { currency: 'THB', value: 25000 },
  eventCode: 'AUTHORISATION',
  merchantAccountCode: 'TalatStandIn',
  merchantReference: 'cart1',
  pspReference: 'PSP0000000000001',
  success: 'true',
};
const signed = (i: typeof item) => ({ ...i, additionalData: { hmacSignature: new hmacValidator().calculateHmac(i as never, KEY) } });
const body = (i: object) => ({ live: 'false', notificationItems: [{ NotificationRequestItem: i }] });

describe("the storefront's payment webhook", () => {
  it('is not found on Vendure (the engine takes it) nor on Magento without Adyen', async () => {
    const store = createMemoryPaymentStore();
    expect(await handlePaymentWebhook({ PAYMENT_PROVIDER: 'adyen' }, body(signed(item)), store)).toBeNull();
    expect(await handlePaymentWebhook({ COMMERCE_BACKEND: 'magento' }, body(signed(item)), store)).toBeNull();
    expect(await store.getEvent(item.pspReference, 'AUTHORISATION')).toBeNull();
  });

  it('on Magento through Adyen keeps a signed event once and refuses a forged one', async () => {
    const store = createMemoryPaymentStore();
    const env = { COMMERCE_BACKEND: 'magento', PAYMENT_PROVIDER: 'adyen' };
    const forged = { ...signed(item), success: 'false' };
    expect(await handlePaymentWebhook(env, body(forged), store)).toEqual({ status: 401, body: 'invalid signature' });
    expect(await store.getEvent(item.pspReference, 'AUTHORISATION')).toBeNull();
    expect(await handlePaymentWebhook(env, body(signed(item)), store)).toEqual({ status: 200, body: '[accepted]' });
    const refusedLater = { ...item, success: 'false' };
    expect(await handlePaymentWebhook(env, body(signed(refusedLater)), store)).toEqual({ status: 200, body: '[accepted]' });
    expect(await store.getEvent(item.pspReference, 'AUTHORISATION')).toEqual({ success: true });
    // Another merchant account's is accepted and not kept.
    const other = { ...item, pspReference: 'PSP0000000000002', merchantAccountCode: 'Elsewhere' };
    expect(await handlePaymentWebhook(env, body(signed(other)), store)).toEqual({ status: 200, body: '[accepted]' });
    expect(await store.getEvent(other.pspReference, 'AUTHORISATION')).toBeNull();
    expect(await handlePaymentWebhook(env, undefined, store)).toEqual({ status: 400, body: 'no notification items' });
  });
});
