import { expect, test, type APIRequestContext } from '@playwright/test';
import { cartCall, createCart, csrf, signature } from './support/cart';
import { uniqueLastName } from './support/checkout';
import { SCALED } from './support/tags';

// The storefront API's cart rules (issue 4, "Bad input"): CSRF, signed creation, no replay,
// engine-side checks of ids, quantities and prices; never a 500.

const mug = { items: [{ sku: 'TFC-MUG', quantity: 1 }] };

test.describe('cart API security', () => {
  test('a state-changing call without a CSRF token answers 403 with a message in the shopper language', async ({ request }) => {
    for (const [cookie, text] of [
      ['en', /session has expired/],
      ['th', /[\u0E00-\u0E7F]/],
    ] as const) {
      const res = await request.post('/api/commerce/addCartItems', { data: mug, headers: { cookie: `i18n_redirected=${cookie}` } });
      expect(res.status()).toBe(403);
      const body = await res.json();
      expect(body.error.code).toBe('CSRF');
      expect(body.error.message).toMatch(text);
    }
  });

  test('a wrong CSRF token answers 403', async ({ request }) => {
    await csrf(request);
    const res = await request.post('/api/commerce/addCartItems', {
      data: mug,
      headers: { 'x-csrf-token': 'A'.repeat(22) + '.' + 'B'.repeat(43) },
    });
    expect(res.status()).toBe(403);
  });

  test('creating a cart needs a signature: missing and forged answer 403, a replayed one 403', SCALED, async ({ request }) => {
    const token = await csrf(request);
    const post = (headers: Record<string, string>) =>
      request.post('/api/commerce/createEmptyCart', {
        data: '{}',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token, ...headers },
      });

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
    const res = await request.post('/api/commerce/createEmptyCart', {
      data: '{}',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, ...signed },
    });
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

test.describe('one cart changed from two tabs at once', () => {
  type Line = { uid: string; quantity: number; product: { sku: string } };
  type CartAnswer = { ok: boolean; cart: { total_quantity: number; items: Line[] } };

  test('concurrent adds of two products: every accepted add is in the cart, and the totals agree', SCALED, async ({ request }) => {
    const token = await createCart(request);
    const adds = [
      ...Array.from({ length: 6 }, () => ({ items: [{ sku: 'TFC-MUG', quantity: 1 }] })),
      ...Array.from({ length: 4 }, () => ({ items: [{ sku: 'TFC-CAP', quantity: 2 }] })),
    ];
    const answers = await Promise.all(adds.map((data) => cartCall<CartAnswer>(request, 'addCartItems', data, token)));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
    const accepted = (sku: string) =>
      answers.filter((a, i) => a.status === 200 && a.body.data?.ok === true && adds[i]!.items[0]!.sku === sku).length;
    const { body } = await cartCall<CartAnswer['cart']>(request, 'getCart', {}, token);
    const cart = body.data!;
    const qty = (sku: string) => cart.items.filter((l) => l.product.sku === sku).reduce((n, l) => n + l.quantity, 0);
    expect(qty('TFC-MUG')).toBe(accepted('TFC-MUG'));
    expect(qty('TFC-CAP')).toBe(accepted('TFC-CAP') * 2);
    expect(accepted('TFC-MUG')).toBeGreaterThan(0);
    expect(cart.total_quantity).toBe(cart.items.reduce((n, l) => n + l.quantity, 0));
  });

  test('two quantity changes of one line at once: the line ends at one of them, never at a mix', SCALED, async ({ request }) => {
    const token = await createCart(request);
    const first = await cartCall<CartAnswer>(request, 'addCartItems', mug, token);
    const uid = first.body.data!.cart.items[0]!.uid;
    const answers = await Promise.all(
      [3, 5, 7].map((quantity) => cartCall<CartAnswer>(request, 'updateCartItem', { uid, quantity }, token)),
    );
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
    const { body } = await cartCall<CartAnswer['cart']>(request, 'getCart', {}, token);
    const cart = body.data!;
    expect(cart.items).toHaveLength(1);
    expect([3, 5, 7]).toContain(cart.items[0]!.quantity);
    expect(cart.total_quantity).toBe(cart.items[0]!.quantity);
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
      request,
      'addCartItems',
      { items: [{ sku: 'NO-SUCH-SKU', quantity: 1 }] },
      token,
    );
    expect(unknownSku.status).toBe(200);
    expect(unknownSku.body.data?.ok).toBe(false);
    expect(unknownSku.body.data?.error.message).toBeTruthy();

    const foreignLine = await cartCall<{ ok: boolean; error: { code: string } }>(
      request,
      'updateCartItem',
      { uid: '999999', quantity: 1 },
      token,
    );
    expect(foreignLine.status).toBeLessThan(500);
    expect(foreignLine.body.data?.ok).toBe(false);

    const foreignVariant = await cartCall<{ ok: boolean }>(
      request,
      'addCartItems',
      { items: [{ variantUid: '999999', quantity: 1 }] },
      token,
    );
    expect(foreignVariant.status).toBeLessThan(500);
    expect(foreignVariant.body.data?.ok).toBe(false);
  });

  test('another shopper cannot pay this cart by its id', SCALED, async ({ playwright, baseURL }) => {
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
    } finally {
      await owner.dispose();
      await stranger.dispose();
    }
  });

  test("another shopper cannot read a guest's placed order by its number", SCALED, async ({ playwright, baseURL }) => {
    const owner = await playwright.request.newContext({ baseURL });
    const stranger = await playwright.request.newContext({ baseURL });
    try {
      const email = `${uniqueLastName().toLowerCase()}@talat.invalid`;
      const order = await placeByCheque(owner, email);
      expect(order.email).toBe(email);

      const strangerToken = await createCart(stranger);
      await cartCall(stranger, 'addCartItems', mug, strangerToken);
      const { status, body } = await cartCall<{ ok: boolean; order?: unknown; error?: { message: string } }>(
        stranger,
        'placeOrder',
        { payment: { method: 'cheque' }, cartId: order.number },
        strangerToken,
      );
      const text = JSON.stringify(body);
      expect(text).not.toContain(email);
      expect(text).not.toContain(order.number);
      expect(body.data?.order).toBeUndefined();
      expect(status < 500 && (status >= 400 || body.data?.ok === false), text).toBe(true);
      expect(body.data?.error?.message ?? body.error?.message).toBeTruthy();
    } finally {
      await owner.dispose();
      await stranger.dispose();
    }
  });
});

interface PlacedOrder {
  number: string;
  email: string | null;
}

/** A guest places an order for a mug by cheque through the storefront API, as the checkout does. */
async function placeByCheque(request: APIRequestContext, email: string): Promise<PlacedOrder> {
  const token = await createCart(request);
  const call = async <T>(method: string, data: unknown): Promise<T> => {
    const { status, body } = await cartCall<T>(request, method, data, token);
    expect(status, `${method}: ${JSON.stringify(body)}`).toBe(200);
    return body.data as T;
  };
  await call('addCartItems', mug);
  await call('setGuestEmail', { email, firstname: 'Somchai', lastname: 'Jaidee' });
  const address = {
    firstname: 'Somchai',
    lastname: 'Jaidee',
    street: ['10 Downing Street'],
    city: 'London',
    postcode: 'SW1A 2AA',
    country_code: 'GB',
    telephone: '+44 20 7946 0000',
  };
  expect((await call<{ ok: boolean }>('setShippingAddress', { address })).ok).toBe(true);
  const methods = await call<Array<{ uid: string; method_code: string }>>('getShippingMethods', {});
  const standard = methods.find((m) => m.method_code !== 'click-collect') ?? methods[0]!;
  expect((await call<{ ok: boolean }>('setShippingMethod', { uid: standard.uid })).ok).toBe(true);
  expect((await call<{ ok: boolean }>('setBillingAddress', { same_as_shipping: true })).ok).toBe(true);
  const placed = await call<{ ok: boolean; order: PlacedOrder }>('placeOrder', { payment: { method: 'cheque' } });
  expect(placed.ok).toBe(true);
  return placed.order;
}
