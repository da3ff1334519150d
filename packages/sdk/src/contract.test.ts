import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS, commerceInputs } from './contract';

const address = {
  firstname: 'Somchai',
  lastname: 'Jaidee',
  street: ['99 Sukhumvit Road'],
  city: 'Bangkok',
  postcode: '10110',
  country_code: 'TH',
  telephone: '+66812345678',
};

describe('cart inputs', () => {
  it('accepts quantities 1 to 999 only, whole numbers', () => {
    const add = (quantity: unknown) => commerceInputs.addCartItems.safeParse({ items: [{ variantUid: '17', quantity }] }).success;
    expect([1, 999].map(add)).toEqual([true, true]);
    expect([0, -1, 1000, 1.5, '2', 1e9].map(add)).toEqual([false, false, false, false, false, false]);
    expect(commerceInputs.updateCartItem.safeParse({ uid: '41', quantity: 0 }).success).toBe(false);
  });

  it('needs a variant uid or a SKU and refuses unknown fields (no prices from the browser)', () => {
    expect(commerceInputs.addCartItems.safeParse({ items: [{ quantity: 1 }] }).success).toBe(false);
    expect(commerceInputs.addCartItems.safeParse({ items: [{ sku: 'HS25-M', quantity: 1, price: 1 }] }).success).toBe(false);
    expect(commerceInputs.addCartItems.safeParse({ items: [] }).success).toBe(false);
    const print = { variantUid: '17', quantity: 1, personalisation: { name: 'SOMCHAI', number: '7' } };
    expect(commerceInputs.addCartItems.safeParse({ items: [print] }).success).toBe(true);
    expect(commerceInputs.addCartItems.safeParse({ items: [{ ...print, personalisation: { number: '123' } }] }).success).toBe(false);
    // Shirt numbers are 1 to 99 without a leading zero, as the product page and the engine say.
    for (const number of ['0', '07']) {
      expect(commerceInputs.addCartItems.safeParse({ items: [{ ...print, personalisation: { number } }] }).success, number).toBe(false);
    }
  });

  it("takes a Magento bundle's long variant uid, within a bound", () => {
    const add = (variantUid: string) => commerceInputs.addCartItems.safeParse({ items: [{ variantUid, quantity: 1 }] }).success;
    const bundle = `TFC-H25-BUNDLE|${['YnVuZGxlLzQ1LzAvMA==', 'YnVuZGxlLzQ1LzEvMA==', 'YnVuZGxlLzQ1LzIvMA=='].join(',')}`;
    expect(add(bundle)).toBe(true);
    expect(add('x'.repeat(512))).toBe(true);
    expect(add('x'.repeat(513))).toBe(false);
  });

  it('trims codes and keeps them to 64 characters', () => {
    expect(commerceInputs.applyCoupon.parse({ code: '  WELCOME10 ' })).toEqual({ code: 'WELCOME10' });
    expect(commerceInputs.applyGiftCard.safeParse({ code: '   ' }).success).toBe(false);
    expect(commerceInputs.applyGiftCard.safeParse({ code: 'X'.repeat(65) }).success).toBe(false);
    expect(commerceInputs.removeCoupon.safeParse({ code: 'X'.repeat(64) }).success).toBe(true);
  });

  it('checks address lengths of section 5', () => {
    const set = (patch: Record<string, unknown>) =>
      commerceInputs.setShippingAddress.safeParse({ address: { ...address, ...patch } }).success;
    expect(set({})).toBe(true);
    expect(set({ firstname: 'ก'.repeat(ADDRESS_LIMITS.name) })).toBe(true);
    expect(set({ firstname: 'ก'.repeat(ADDRESS_LIMITS.name + 1) })).toBe(false);
    expect(set({ company: 'x'.repeat(121) })).toBe(false);
    expect(set({ street: ['x'.repeat(121)] })).toBe(false);
    expect(set({ street: [''] })).toBe(false);
    expect(set({ city: 'x'.repeat(81) })).toBe(false);
    expect(set({ region: 'x'.repeat(81) })).toBe(false);
    expect(set({ pccc: 'x'.repeat(41) })).toBe(false);
    expect(set({ korea_dob: '1990-04-23' })).toBe(true);
    expect(set({ korea_dob: '1990-04-231' })).toBe(false);
    expect(set({ country_code: 'tha' })).toBe(false);
    expect(set({ telephone: '' })).toBe(false);
  });

  it('takes billing as its own address or the same as shipping', () => {
    expect(commerceInputs.setBillingAddress.safeParse({ same_as_shipping: true }).success).toBe(true);
    expect(commerceInputs.setBillingAddress.safeParse({ address }).success).toBe(true);
    expect(commerceInputs.setBillingAddress.safeParse({ same_as_shipping: false }).success).toBe(false);
  });

  it('checks the guest email', () => {
    expect(commerceInputs.setGuestEmail.parse({ email: ' nok@example.com ' })).toEqual({ email: 'nok@example.com' });
    expect(commerceInputs.setGuestEmail.safeParse({ email: 'not-an-email' }).success).toBe(false);
  });

  it('takes a card token, the cheque or the gift cards alone to place an order', () => {
    expect(commerceInputs.placeOrder.safeParse({ payment: { method: 'card', token: 'tct_1' }, cartId: 'ABC' }).success).toBe(true);
    expect(commerceInputs.placeOrder.safeParse({ payment: { method: 'cheque' } }).success).toBe(true);
    expect(commerceInputs.placeOrder.safeParse({ payment: { method: 'gift-card' } }).success).toBe(true);
    expect(commerceInputs.placeOrder.safeParse({ payment: { method: 'gift-card', amount: 0 } }).success).toBe(false);
    expect(commerceInputs.placeOrder.safeParse({ payment: { method: 'card' } }).success).toBe(false);
    expect(commerceInputs.placeOrder.safeParse({ payment: { method: 'cash' } }).success).toBe(false);
    expect(commerceInputs.placeOrder.safeParse({ payment: { method: 'cheque' }, amount: 1 }).success).toBe(false);
    // A drop-in's data: its payment method (PromptPay, encrypted card fields), the browser's details, a key per attempt.
    const online = (payment: object) => commerceInputs.placeOrder.safeParse({ payment: { method: 'online', ...payment } }).success;
    const attempt = '5b0e0a6e-3f7e-4b7e-9a40-1f2d3c4b5a69';
    expect(online({ paymentMethod: { type: 'promptpay' }, attempt })).toBe(true);
    expect(
      online({
        paymentMethod: { type: 'scheme', encryptedCardNumber: 'adyenjs_0_1_25$' + 'A'.repeat(3000), holderName: 'S J' },
        browserInfo: { userAgent: 'x', javaEnabled: false, colorDepth: 24 },
        attempt,
      }),
    ).toBe(true);
    expect(online({ paymentMethod: { type: 'promptpay' } })).toBe(false);
    expect(online({ paymentMethod: { type: 'promptpay' }, attempt: 'again' })).toBe(false);
    expect(online({ paymentMethod: {}, attempt })).toBe(false);
    expect(online({ paymentMethod: { type: 'promptpay', nested: { a: 1 } }, attempt })).toBe(false);
    expect(online({ paymentMethod: { type: 'promptpay' }, attempt, returnUrl: 'https://evil.example' })).toBe(false);
    // The online method chosen, by its backend code (a lender's own method).
    expect(online({ paymentMethod: { type: 'clearpay' }, attempt, methodCode: 'adyen-clearpay' })).toBe(true);
    expect(online({ paymentMethod: { type: 'clearpay' }, attempt, methodCode: 'adyen clearpay' })).toBe(false);
    expect(online({ paymentMethod: { type: 'clearpay' }, attempt, methodCode: 'x'.repeat(65) })).toBe(false);
    const details = (value: unknown) => commerceInputs.submitPaymentDetails.safeParse({ paymentId: '80', details: value }).success;
    expect(details({ ref: 'tcr_1' })).toBe(true);
    expect(details({ redirectResult: 'X3XtfGC9...' })).toBe(true);
    expect(details({})).toBe(false);
    expect(details({ ref: 1 })).toBe(false);
    expect(details({ 'a b': 'x' })).toBe(false);
    expect(details(Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${i}`, 'v'])))).toBe(false);
    expect(details({ ref: 'x'.repeat(8193) })).toBe(false);
  });
});
