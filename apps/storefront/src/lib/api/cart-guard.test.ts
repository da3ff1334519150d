import type { CommerceConnector } from '@talat/commerce';
import type { Cart } from '@talat/commerce/types';
import { describe, expect, it, vi } from 'vitest';
import { cartSessionCookies } from '../cart/cart-session';
import { createRateLimiter } from '../security/rate-limit';
import { cartApiHooks } from './cart-guard';
import { commerceMethods } from './commerce-methods';
import { handleApiRequest } from './handle-api';

const silent = { error: vi.fn() };
const money = (value: number) => ({ value, currency: 'THB' });
const cart = {
  id: 'ORDER1',
  email: null,
  is_virtual: false,
  is_giftcard_only: false,
  total_quantity: 2,
  items: [],
  applied_coupons: [],
  applied_gift_cards: [],
  loyalty_accrual: [],
  loyalty: null,
  prices: {
    subtotal_excluding_tax: money(0),
    subtotal_including_tax: money(0),
    applied_taxes: [],
    discounts: [],
    giftcard_amount: money(0),
    shipping_including_tax: money(0),
    grand_total: money(0),
    payable_total: money(0),
    applied_loyalty_balance: { applied_balance: money(0) },
  },
  shipping_address: null,
  billing_address: null,
  selected_shipping_method: null,
  state: 'adding_items',
} satisfies Cart;

function connector(): CommerceConnector {
  return {
    createEmptyCart: vi.fn(async () => ({ ok: true, cart, sessionToken: 'engine-token-1' })),
    addCartItems: vi.fn(async () => ({ ok: true, cart })),
    getCart: vi.fn(async () => ({ cart })),
    placeOrder: vi.fn(async () => ({ ok: true, order: { number: 'ORDER1' } })),
    applyCoupon: vi.fn(async () => ({ ok: false, error: { code: 'INVALID_COUPON', message: '' } })),
    applyGiftCard: vi.fn(async () => ({ ok: false, error: { code: 'INVALID_GIFT_CARD', message: '' } })),
    createProductReview: vi.fn(async () => ({ ok: true })),
  } as unknown as CommerceConnector;
}

const forbidden = (code: string) => Response.json({ error: { code, message: code } }, { status: 403 });

function setup(opts: { csrfOk?: boolean; signatureOk?: boolean } = {}) {
  const checks = {
    csrf: vi.fn(() => (opts.csrfOk === false ? forbidden('CSRF') : null)),
    signature: vi.fn(async () => (opts.signatureOk === false ? forbidden('SIGNATURE') : null)),
    limiters: (() => {
      const codes = createRateLimiter({ limit: 3, windowMs: 60_000 });
      return { createProductReview: createRateLimiter({ limit: 2, windowMs: 60_000 }), applyCoupon: codes, applyGiftCard: codes };
    })(),
    address: () => '203.0.113.7',
  };
  const c = connector();
  const hooks = cartApiHooks(checks, (outcome) => cartSessionCookies(outcome, false));
  const call = (method: string, body: unknown, cookie = '') =>
    handleApiRequest(
      new Request(`http://shop.test/api/commerce/${method}`, { method: 'POST', body: JSON.stringify(body), headers: { cookie } }),
      method,
      commerceMethods(c),
      silent,
      hooks,
    );
  return { checks, connector: c, call };
}

const item = { items: [{ sku: 'TFC-MUG', quantity: 1 }] };

describe('cart API hooks', () => {
  it('refuses a state-changing call without a valid CSRF token (403) and never reaches the engine', async () => {
    const { call, connector: c } = setup({ csrfOk: false });
    const res = await call('addCartItems', item, 's7-cart-session=engine-token-1');
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('CSRF');
    expect(c.addCartItems).not.toHaveBeenCalled();
  });

  it('asks for CSRF on reviews too, but not on reads', async () => {
    const { call, checks } = setup();
    await call('getCart', {});
    expect(checks.csrf).not.toHaveBeenCalled();
    await call('createProductReview', { productUid: '7', nickname: 'A', summary: 'B', text: 'C', ratings: { Quality: 5 } });
    expect(checks.csrf).toHaveBeenCalledTimes(1);
  });

  it("sends a signed-in customer's review with their session, a guest's without one", async () => {
    const { call, connector: c } = setup();
    const review = {
      productUid: '7',
      nickname: 'Nok',
      summary: 'Good',
      text: 'Fits well after washing.',
      ratings: [
        { name: 'quality', value: 5 },
        { name: 'fit', value: 4 },
        { name: 'value', value: 4 },
      ],
    };
    await call('createProductReview', review, 's7-customer=authenticated; s7-cart-session=engine-token-9');
    expect(c.createProductReview).toHaveBeenLastCalledWith(expect.objectContaining({ customerToken: 'engine-token-9' }), expect.anything());
    await call('createProductReview', review, 's7-cart-session=engine-token-9');
    expect(c.createProductReview).toHaveBeenLastCalledWith(expect.objectContaining({ customerToken: undefined }), expect.anything());
  });

  it('refuses a third review a minute from one address with 429 in the shopper language, before the engine', async () => {
    const { call, connector: c } = setup();
    const review = {
      productUid: '7',
      nickname: 'Nok',
      summary: 'Good',
      text: 'Fits well after washing.',
      ratings: [
        { name: 'quality', value: 5 },
        { name: 'fit', value: 4 },
        { name: 'value', value: 4 },
      ],
    };
    expect((await call('createProductReview', review)).status).toBe(200);
    expect((await call('createProductReview', review)).status).toBe(200);
    const third = await call('createProductReview', review, 'i18n_redirected=th');
    expect(third.status).toBe(429);
    const body = (await third.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(c.createProductReview).toHaveBeenCalledTimes(2);
  });

  it('counts coupon and gift-card codes in one budget per client, so codes cannot be guessed by trying', async () => {
    const { call, connector: c } = setup();
    const session = 's7-cart-session=engine-token-1';
    expect((await call('applyCoupon', { code: 'GUESS1' }, session)).status).toBe(200);
    expect((await call('applyGiftCard', { code: 'TALAT-GC-0001' }, session)).status).toBe(200);
    expect((await call('applyCoupon', { code: 'GUESS2' }, session)).status).toBe(200);
    const fourth = await call('applyGiftCard', { code: 'TALAT-GC-0002' }, `${session}; i18n_redirected=th`);
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toBe('60');
    expect(((await fourth.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    expect(c.applyCoupon).toHaveBeenCalledTimes(2);
    expect(c.applyGiftCard).toHaveBeenCalledTimes(1);
  });

  it('creates a cart only with a verified signature over the exact body', async () => {
    const refused = setup({ signatureOk: false });
    const res = await refused.call('createEmptyCart', {});
    expect(res.status).toBe(403);
    expect(refused.connector.createEmptyCart).not.toHaveBeenCalled();

    const ok = setup();
    const created = await ok.call('createEmptyCart', {});
    expect(created.status).toBe(200);
    expect(ok.checks.signature).toHaveBeenCalledWith(expect.any(Request), '{}');
  });

  it('keeps the engine session token in an http-only cookie and out of the answer', async () => {
    const { call } = setup();
    const res = await call('createEmptyCart', {});
    const body = await res.text();
    expect(body).not.toContain('engine-token-1');
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('s7-cart-session='))).toMatch(/engine-token-1.*HttpOnly/);
    const state = cookies.find((c) => c.startsWith('s7-cart='));
    expect(state).not.toMatch(/HttpOnly/);
    expect(decodeURIComponent(state!.split(';')[0]!.slice('s7-cart='.length))).toBe(
      JSON.stringify({ id: 'ORDER1', total_quantity: 2, is_virtual: false, is_giftcard_only: false }),
    );
  });

  it('answers 409 NO_CART for a cart change without a cart session, and passes the session to the engine', async () => {
    const { call, connector: c } = setup();
    const none = await call('addCartItems', item);
    expect(none.status).toBe(409);
    expect((await none.json()).error.code).toBe('NO_CART');

    await call('addCartItems', item, 's7-cart-session=engine-token-1; i18n_redirected=th');
    expect(c.addCartItems).toHaveBeenCalledWith(expect.objectContaining({ locale: 'th', customerToken: 'engine-token-1' }), item);
  });

  it('marks a placed order for the thank-you page and empties the cart cookie', async () => {
    const { call } = setup();
    const res = await call('placeOrder', { payment: { method: 'cheque' }, cartId: 'ORDER1' }, 's7-cart-session=engine-token-1');
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('s7-order-success='))).toMatch(/ORDER1.*HttpOnly/);
    expect(cookies.find((c) => c.startsWith('s7-cart='))).toContain(encodeURIComponent('"total_quantity":0'));
  });

  it('tells the connector where a payment action comes back to: this storefront, in the shopper’s language', async () => {
    const c = connector();
    const hooks = cartApiHooks({ csrf: () => null, signature: async () => null, limiters: {}, address: () => '203.0.113.7' }, (outcome) =>
      cartSessionCookies(outcome, false),
    );
    const body = { payment: { method: 'cheque' }, cartId: 'ORDER1', locale: 'th' };
    const request = (extra: object = {}) =>
      new Request('http://shop.test/api/commerce/placeOrder', {
        method: 'POST',
        body: JSON.stringify({ ...body, ...extra }),
        headers: { cookie: 's7-cart-session=engine-token-1' },
      });
    const methods = commerceMethods(c, {}, { storefrontUrl: 'https://shop.example/' });
    expect((await handleApiRequest(request(), 'placeOrder', methods, silent, hooks)).status).toBe(200);
    expect(c.placeOrder).toHaveBeenCalledWith(expect.objectContaining({ locale: 'th' }), {
      payment: { method: 'cheque' },
      cartId: 'ORDER1',
      returnUrl: 'https://shop.example/th/adyen-direct',
    });
    // The browser does not choose it.
    const chosen = await handleApiRequest(request({ returnUrl: 'https://evil.example/' }), 'placeOrder', methods, silent, hooks);
    expect(chosen.status).toBe(400);
  });

  it('explains a bad quantity instead of a generic refusal', async () => {
    const { call } = setup();
    const res = await call('addCartItems', { items: [{ sku: 'TFC-MUG', quantity: -1 }] }, 's7-cart-session=engine-token-1');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'INVALID_QUANTITY', message: 'Enter a quantity from 1 to 999.' } });
  });
});
