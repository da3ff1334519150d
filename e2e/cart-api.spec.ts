import { expect, test } from '@playwright/test';
import { cartCall, createCart, csrf, signature } from './support/cart';

// The storefront API's cart rules (issue 4, "Bad input"): CSRF, signed creation, no replay,
// engine-side checks of ids, quantities and prices; never a 500.

const mug = { items: [{ sku: 'TFC-MUG', quantity: 1 }] };

test.describe('cart API security', () => {
  test('a state-changing call without a CSRF token answers 403 with a message in the shopper language', async ({ request }) => {
    for (const [cookie, text] of [['en', /session has expired/], ['th', /[\u0E00-\u0E7F]/]] as const) {
      const res = await request.post('/api/commerce/addCartItems', { data: mug, headers: { cookie: `i18n_redirected=${cookie}` } });
      expect(res.status()).toBe(403);
      const body = await res.json();
      expect(body.error.code).toBe('CSRF');
      expect(body.error.message).toMatch(text);
    }
  });

  test('a wrong CSRF token answers 403', async ({ request }) => {
    await csrf(request);
    const res = await request.post('/api/commerce/addCartItems', { data: mug, headers: { 'x-csrf-token': 'A'.repeat(22) + '.' + 'B'.repeat(43) } });
    expect(res.status()).toBe(403);
  });

  test('creating a cart needs a signature: missing and forged answer 403, a replayed one 403', async ({ request }) => {
    const token = await csrf(request);
    const post = (headers: Record<string, string>) =>
      request.post('/api/commerce/createEmptyCart', { data: '{}', headers: { 'content-type': 'application/json', 'x-csrf-token': token, ...headers } });

    const missing = await post({});
    expect(missing.status()).toBe(403);
    expect((await missing.json()).error.code).toBe('SIGNATURE');

    const forged = await post({ 'x-hmac-signature': 'a'.repeat(64), 'x-hmac-timestamp': String(Date.now()) });
    expect(forged.status()).toBe(403);

    const signed = await signature(request, token, '{}');
    expect((await post(signed)).status()).toBe(200);
    const replayed = await post(signed);
    expect(replayed.status()).toBe(403);
    expect((await replayed.json()).error.code).toBe('SIGNATURE');
  });

  test('a signature for another body does not verify', async ({ request }) => {
    const token = await csrf(request);
    const signed = await signature(request, token, '{"locale":"th"}');
    const res = await request.post('/api/commerce/createEmptyCart', { data: '{}', headers: { 'content-type': 'application/json', 'x-csrf-token': token, ...signed } });
    expect(res.status()).toBe(403);
  });

  test('a cart change without a cart session answers 409 NO_CART', async ({ request }) => {
    const token = await csrf(request);
    const { status, body } = await cartCall(request, 'addCartItems', mug, token);
    expect(status).toBe(409);
    expect(body.error?.code).toBe('NO_CART');
  });

  test('the engine session token stays in an http-only cookie, never in an answer', async ({ request }) => {
    const token = await createCart(request);
    const { status, body } = await cartCall<{ ok: boolean; cart: { total_quantity: number } }>(request, 'addCartItems', mug, token);
    expect(status).toBe(200);
    expect(body.data?.ok).toBe(true);
    expect(body.data?.cart.total_quantity).toBe(1);
    const state = await request.storageState();
    const session = state.cookies.find((c) => c.name === 's7-cart-session');
    expect(session?.httpOnly).toBe(true);
    expect(JSON.stringify(body)).not.toContain(session!.value);
    const cart = state.cookies.find((c) => c.name === 's7-cart');
    expect(cart?.httpOnly).toBe(false);
    expect(JSON.parse(decodeURIComponent(cart!.value)).total_quantity).toBe(1);
  });
});

test.describe('cart API bad input', () => {
  test('zero, negative, fractional and huge quantities get a clear 400 message', async ({ request }) => {
    const token = await createCart(request);
    for (const quantity of [0, -3, 1.5, 1_000_000]) {
      const { status, body } = await cartCall(request, 'addCartItems', { items: [{ sku: 'TFC-MUG', quantity }] }, token);
      expect(status, String(quantity)).toBe(400);
      expect(body.error).toEqual({ code: 'INVALID_QUANTITY', message: 'Enter a quantity from 1 to 999.' });
    }
  });

  test('a price sent by the browser is refused, not trusted', async ({ request }) => {
    const token = await createCart(request);
    const { status } = await cartCall(request, 'addCartItems', { items: [{ sku: 'TFC-MUG', quantity: 1, price: 0.01 }] }, token);
    expect(status).toBe(400);
  });

  test('unknown products, lines and codes are refused by the engine with a message, never 500', async ({ request }) => {
    const token = await createCart(request);
    const unknownSku = await cartCall<{ ok: boolean; error: { code: string; message: string } }>(
      request, 'addCartItems', { items: [{ sku: 'NO-SUCH-SKU', quantity: 1 }] }, token,
    );
    expect(unknownSku.status).toBe(200);
    expect(unknownSku.body.data?.ok).toBe(false);
    expect(unknownSku.body.data?.error.message).toBeTruthy();

    const foreignLine = await cartCall<{ ok: boolean; error: { code: string } }>(request, 'updateCartItem', { uid: '999999', quantity: 1 }, token);
    expect(foreignLine.status).toBeLessThan(500);
    expect(foreignLine.body.data?.ok).toBe(false);

    const foreignVariant = await cartCall<{ ok: boolean }>(request, 'addCartItems', { items: [{ variantUid: '999999', quantity: 1 }] }, token);
    expect(foreignVariant.status).toBeLessThan(500);
    expect(foreignVariant.body.data?.ok).toBe(false);
  });

  test('another shopper cannot read or pay this cart by its id', async ({ playwright, baseURL }) => {
    const owner = await playwright.request.newContext({ baseURL });
    const stranger = await playwright.request.newContext({ baseURL });
    try {
      const token = await createCart(owner);
      const added = await cartCall<{ cart: { id: string } }>(owner, 'addCartItems', mug, token);
      const cartId = added.body.data!.cart.id;
      const strangerToken = await createCart(stranger);
      const placed = await cartCall<{ ok: boolean }>(stranger, 'placeOrder', { payment: { method: 'cheque' }, cartId }, strangerToken);
      expect(placed.status).toBeLessThan(500);
      expect(placed.body.data?.ok).toBe(false);
      const order = await stranger.post('/api/commerce/getOrder', { data: { code: cartId }, headers: { 'x-csrf-token': strangerToken } });
      expect(order.status()).toBe(404);
    } finally {
      await owner.dispose();
      await stranger.dispose();
    }
  });
});
