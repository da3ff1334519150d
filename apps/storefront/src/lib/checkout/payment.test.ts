import type { Cart, OrderSummary } from '@talat/commerce/types';
import { describe, expect, it } from 'vitest';
import {
  choosableMethods,
  defaultMethod,
  giftCardsCoverAll,
  isRedirectType,
  onlineTypeName,
  onlineTypesOf,
  paymentKindOf,
  placeOrderOutcome,
} from './payment';

const money = (value: number) => ({ value, currency: 'THB' });
const prices = (payable: number) => ({ payable_total: money(payable) }) as Cart['prices'];
const card = { gift_card_code: 'X', gift_card_masked: 'TALAT-GC-****-1', applied_amount: money(100), balance: money(100) };

describe('payment choices', () => {
  it('takes card and cheque by the kind the connector gives, whatever the code', () => {
    expect(paymentKindOf({ kind: 'card' })).toBe('card');
    expect(paymentKindOf({ kind: 'cheque' })).toBe('cheque');
    expect(paymentKindOf({ kind: 'gift-card' })).toBeNull();
    expect(paymentKindOf(undefined)).toBeNull();
  });
  it('knows when gift cards pay it all', () => {
    expect(giftCardsCoverAll({ applied_gift_cards: [card], prices: prices(0) })).toBe(true);
    expect(giftCardsCoverAll({ applied_gift_cards: [card], prices: prices(10) })).toBe(false);
    expect(giftCardsCoverAll({ applied_gift_cards: [], prices: prices(0) })).toBe(false);
  });
  it('offers card and cheque, never the gift card method or unknown ones', () => {
    const methods = [
      { code: 'giftcard', kind: 'gift-card' as const },
      { code: 'checkmo', kind: 'cheque' as const },
      { code: 'adyen_cc', kind: 'card' as const },
      { code: 'paypal', kind: 'other' as const },
    ];
    expect(choosableMethods(methods).map((m) => m.code)).toEqual(['checkmo', 'adyen_cc']);
  });
  it('starts on the card when eligible', () => {
    expect(
      defaultMethod([
        { code: 'checkmo', kind: 'cheque', eligible: true },
        { code: 'talat-test-card', kind: 'card', eligible: true },
      ]),
    ).toBe('talat-test-card');
    expect(
      defaultMethod([
        { code: 'checkmo', kind: 'cheque', eligible: true },
        { code: 'talat-test-card', kind: 'card', eligible: false },
      ]),
    ).toBe('checkmo');
    expect(defaultMethod([])).toBeNull();
  });
});

describe('online methods', () => {
  const adyen = (types: string[]) => ({
    provider: 'adyen' as const,
    clientKey: 'test_X',
    environment: 'test' as const,
    countryCode: 'TH',
    locale: 'th-TH',
    amount: { currency: 'THB', value: 129000 },
    paymentMethodsResponse: { paymentMethods: types.map((type) => ({ type, name: type })) },
  });
  it('takes an Adyen method for the cards and PromptPay it offers, cards first, and nothing else', () => {
    expect(paymentKindOf({ kind: 'online', client: adyen(['scheme', 'promptpay']) })).toBe('online');
    expect(onlineTypesOf(adyen(['promptpay', 'scheme', 'paypal']))).toEqual(['card', 'promptpay']);
    expect(onlineTypesOf(adyen(['promptpay']))).toEqual(['promptpay']);
    // A lender paid on its own page (a buy-now-pay-later method of its own).
    expect(onlineTypesOf(adyen(['clearpay']))).toEqual(['clearpay']);
    expect(onlineTypesOf(adyen(['klarna']))).toEqual([]);
    expect(paymentKindOf({ kind: 'online', client: adyen(['paypal']) })).toBeNull();
    expect(paymentKindOf({ kind: 'online', client: null })).toBeNull();
  });
  it("names a lender as Adyen's answer does", () => {
    const client = { ...adyen([]), paymentMethodsResponse: { paymentMethods: [{ type: 'clearpay', name: 'Clearpay' }] } };
    expect(onlineTypeName(client, 'clearpay')).toBe('Clearpay');
    expect(onlineTypeName(adyen([]), 'atome')).toBe('atome');
    expect(isRedirectType('clearpay')).toBe(true);
    expect(isRedirectType('promptpay')).toBe(false);
  });
});

describe('placeOrderOutcome', () => {
  it('reads placed, challenge and each failure', () => {
    expect(placeOrderOutcome({ ok: true, order: { number: 'ABC' } as OrderSummary })).toEqual({ kind: 'placed', orderNumber: 'ABC' });
    expect(placeOrderOutcome({ ok: 'action', paymentId: '1', action: { type: 'redirect', method: 'GET', url: 'http://e/c/1' } })).toEqual({
      kind: 'redirect',
      url: 'http://e/c/1',
      paymentId: '1',
    });
    expect(
      placeOrderOutcome({
        ok: 'action',
        paymentId: '2',
        action: { type: 'qrCode', paymentMethodType: 'promptpay', qrCodeData: '000201', expiresAt: '2026-12-06T05:00:00Z' },
      }),
    ).toEqual({ kind: 'qrCode', paymentId: '2', qr: { qrCodeData: '000201', expiresAt: new Date('2026-12-06T05:00:00Z') } });
    // An action this storefront cannot show, or a redirect anywhere but the web, is no payment.
    expect(placeOrderOutcome({ ok: 'action', paymentId: '1', action: { type: 'sdk' } })).toEqual({ kind: 'error', message: '' });
    expect(placeOrderOutcome({ ok: 'action', paymentId: '1', action: { type: 'redirect', url: 'javascript:alert(1)' } })).toEqual({
      kind: 'error',
      message: '',
    });
    expect(placeOrderOutcome({ ok: false, error: { code: 'PAYMENT_DECLINED', message: 'Refused' } })).toEqual({
      kind: 'declined',
      message: 'Refused',
    });
    expect(placeOrderOutcome({ ok: false, error: { code: 'PAYMENT_FAILED', message: 'Used' } })).toMatchObject({ kind: 'declined' });
    expect(placeOrderOutcome({ ok: false, error: { code: 'OUT_OF_STOCK', message: 'Gone' } })).toEqual({
      kind: 'outOfStock',
      message: 'Gone',
    });
    expect(placeOrderOutcome({ ok: false, error: { code: 'ORDER_STATE', message: 'x' } })).toEqual({ kind: 'error', message: 'x' });
  });
});
