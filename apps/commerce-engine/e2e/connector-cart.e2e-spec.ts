/**
 * The storefront's Vendure connector (packages/commerce) against a live engine: cart, coupons,
 * gift cards, addresses, shipping, payments and placing orders, through the Shop API URL.
 */
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, CartAddressInput, CartResult, CommerceContext, WithSession } from '@talat/commerce';
import { createVendureConnector } from '@talat/commerce/vendure';
import { emailsTo as emailsToMailbox, newMailbox } from './fixtures/mailbox';
import { TEST_SHOP_KEY } from './fixtures/shop-key';
import { createEngineTestEnvironment } from './test-server';

const PORT = 3150;
const ENGINE = `http://localhost:${PORT}`;
const commerce = createVendureConnector({ shopApiUrl: `${ENGINE}/shop-api`, shopApiKey: TEST_SHOP_KEY, timeoutMs: 20_000 });

const VARIANTS = gql`
  query {
    products(options: { take: 10 }) { items { slug variants { id sku } } }
  }
`;
const ISSUED = gql`
  query ($code: String!) {
    orderByCode(code: $code) { issuedGiftCards { code value currencyCode } }
  }
`;

const MAILBOX = newMailbox();
const emailsTo = (recipient: string) => emailsToMailbox(MAILBOX, recipient);

const CARDS = { authorise: '4111111111111111', refuse: '4000000000000002', challenge: '4000000000003220' };

async function cardToken(number: string): Promise<string> {
  const res = await fetch(`${ENGINE}/payments/test-card/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, expiry: '12/35', cvc: '737', name: 'Somchai Jaidee' }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

/** The shopper passes the card challenge; answers the signed ref of the redirect. */
async function passChallenge(paymentId: string): Promise<string> {
  const res = await fetch(`${ENGINE}/payments/test-card/challenge/${paymentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ result: 'complete', returnUrl: 'http://shop.test/en/adyen-direct', lang: 'en' }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '').searchParams.get('ref') ?? '';
}

/** A shopper's browser: keeps the cart session token the connector hands out. */
function shopper(locale: 'en' | 'th' = 'en', currency = 'THB') {
  let ctx: CommerceContext = { locale, currency };
  return {
    get ctx() {
      return ctx;
    },
    setCurrency(code: string) {
      ctx = { ...ctx, currency: code };
    },
    keep<T extends WithSession>(result: T): T {
      if (result.sessionToken) ctx = { ...ctx, customerToken: result.sessionToken };
      return result;
    },
  };
}
type Shopper = ReturnType<typeof shopper>;

function cartOf(result: CartResult): Cart {
  if (!result.ok) throw new Error(`expected a cart, got ${JSON.stringify(result.error)}`);
  return result.cart;
}

const TH_ADDRESS: CartAddressInput = {
  firstname: 'Somchai',
  lastname: 'Jaidee',
  street: ['99 Sukhumvit Road', 'Khlong Toei'],
  city: 'Bangkok',
  region: 'Bangkok',
  postcode: '10110',
  country_code: 'TH',
  telephone: '+66812345678',
  pccc: 'P123456789012',
};
const GB_ADDRESS: CartAddressInput = {
  firstname: 'Jane',
  lastname: 'Smith',
  street: ['10 Downing Street'],
  city: 'London',
  postcode: 'SW1A 2AA',
  country_code: 'GB',
  telephone: '+442079250918',
};

describe('Vendure connector against the engine: cart and checkout', () => {
  const { server, shopClient, init } = createEngineTestEnvironment(PORT, { searchIndex: true, emailTransport: MAILBOX.transport });
  const placedCodes: Record<string, string> = {};
  const variant: Record<string, string> = {};

  beforeAll(async () => {
    await init();
    const { products } = await shopClient.query(VARIANTS);
    for (const p of products.items) for (const v of p.variants) variant[v.sku] = v.id;
  });
  afterAll(async () => {
    await server.destroy();
  });

  /** Guest, address, standard shipping, billing same as shipping: ready to place. */
  async function checkoutDetails(s: Shopper, email: string, address: CartAddressInput, method: string): Promise<Cart> {
    cartOf(s.keep(await commerce.setGuestEmail(s.ctx, { email })));
    cartOf(s.keep(await commerce.setShippingAddress(s.ctx, { address })));
    const { methods } = s.keep(await commerce.getShippingMethods(s.ctx));
    const chosen = methods.find((m) => m.method_code === method);
    expect(chosen, method).toBeDefined();
    cartOf(s.keep(await commerce.setShippingMethod(s.ctx, { uid: chosen!.uid })));
    return cartOf(s.keep(await commerce.setBillingAddress(s.ctx, { same_as_shipping: true })));
  }

  describe('products by SKU', () => {
    it('finds a product by a variant’s SKU in any case, and nothing for a SKU in part', async () => {
      const th = { locale: 'th', currency: 'THB' } as const;
      const gift = await commerce.getProductBySku(th, { sku: 't-gift' });
      expect(gift).toMatchObject({ url_key: 'test-gift-card', sku: 'T-GIFT' });
      expect(gift?.price_range.minimum_price.final_price).toEqual({ value: 1000, currency: 'THB' });
      const shirt = await commerce.getProductBySku(th, { sku: 'T-SHIRT-M' });
      expect(shirt?.url_key).toBe('test-shirt');
      expect(shirt?.variants.some((v) => v.sku === 'T-SHIRT-M')).toBe(true);
      expect(await commerce.getProductBySku(th, { sku: 'T-SHIRT-' })).toBeNull();
    });
  });

  describe('cart lines', () => {
    const s = shopper();
    let cartId: string;

    it('creates an empty cart and hands out its session', async () => {
      const result = await commerce.createEmptyCart(s.ctx);
      expect(result.sessionToken).toBeTruthy();
      const cart = cartOf(s.keep(result));
      expect(cart).toMatchObject({ total_quantity: 0, items: [], state: 'adding_items', is_virtual: false });
      cartId = cart.id;
      expect((await commerce.getCart(s.ctx)).cart?.id).toBe(cartId);
      // Asking again answers the same cart.
      expect(cartOf(await commerce.createEmptyCart(s.ctx)).id).toBe(cartId);
    });

    it('adds a bundle by SKU with its items and a configurable variant by uid', async () => {
      const bundle = cartOf(
        s.keep(
          await commerce.addCartItems(s.ctx, {
            items: [{ sku: 'T-BUNDLE', quantity: 1, bundle_options: [{ sku: 'T-SHIRT-M', quantity: 1 }] }],
          }),
        ),
      );
      expect(bundle.items[0]).toMatchObject({
        quantity: 1,
        product: { sku: 'T-BUNDLE', kind: 'bundle' },
        configured_variant: null,
        bundle_options: [{ sku: 'T-SHIRT-M', quantity: 1, label: 'Test Shirt (M)' }],
        prices: { price: { value: 3290, currency: 'THB' } },
      });
      const cart = cartOf(s.keep(await commerce.addCartItems(s.ctx, { items: [{ variantUid: variant['T-SHIRT-M']!, quantity: 1 }] })));
      const shirt = cart.items.find((i) => i.product.sku === 'T-SHIRT-M');
      expect(shirt).toMatchObject({
        quantity: 1,
        configured_variant: { sku: 'T-SHIRT-M', options: [{ label: 'Size', value: 'M' }] },
        personalisation_options: [],
        prices: { price: { value: 2290, currency: 'THB' }, row_total_including_tax: { value: 2290, currency: 'THB' } },
      });
      expect(cart.total_quantity).toBe(2);
    });

    it('adds a personalised shirt as its own line with the print price; equal prints merge', async () => {
      const print = { name: 'SOMCHAI', number: '7' };
      s.keep(await commerce.addCartItems(s.ctx, { items: [{ variantUid: variant['T-SHIRT-M']!, quantity: 1, personalisation: print }] }));
      const cart = cartOf(
        s.keep(await commerce.addCartItems(s.ctx, { items: [{ variantUid: variant['T-SHIRT-M']!, quantity: 1, personalisation: print }] })),
      );
      const shirts = cart.items.filter((i) => i.product.sku === 'T-SHIRT-M');
      expect(shirts).toHaveLength(2);
      const printed = shirts.find((i) => i.personalisation_options.length > 0)!;
      expect(printed).toMatchObject({
        quantity: 2,
        personalisation_options: [
          { type: 'name', value: 'SOMCHAI', price: { value: 500, currency: 'THB' } },
          { type: 'number', value: '7', price: { value: 0, currency: 'THB' } },
        ],
        prices: { price: { value: 2790, currency: 'THB' }, row_total_including_tax: { value: 5580, currency: 'THB' } },
      });
      const other = cartOf(
        s.keep(
          await commerce.addCartItems(s.ctx, {
            items: [{ variantUid: variant['T-SHIRT-M']!, quantity: 1, personalisation: { number: '10' } }],
          }),
        ),
      );
      expect(other.items.filter((i) => i.product.sku === 'T-SHIRT-M')).toHaveLength(3);
      expect(other.prices.subtotal_including_tax).toEqual({ value: 3290 + 2290 + 5580 + 2790, currency: 'THB' });
    });

    it('refuses a print on a product that has none, and prints breaking the rules, in the shopper language', async () => {
      const th = { ...s.ctx, locale: 'th' as const };
      const bundle = await commerce.addCartItems(th, { items: [{ sku: 'T-BUNDLE', quantity: 1, personalisation: { name: 'BOB' } }] });
      expect(bundle).toEqual({
        ok: false,
        error: { code: 'INVALID_INPUT', field: 'personalisation', message: 'สินค้านี้ไม่สามารถพิมพ์ชื่อหรือหมายเลขได้' },
      });
      const wrongItems = await commerce.addCartItems(s.ctx, {
        items: [{ sku: 'T-BUNDLE', quantity: 1, bundle_options: [{ sku: 'T-SHIRT-S', quantity: 1 }] }],
      });
      expect(wrongItems).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'personalisation' } });
      const number = await commerce.addCartItems(s.ctx, {
        items: [{ variantUid: variant['T-SHIRT-M']!, quantity: 1, personalisation: { number: '0' } }],
      });
      expect(number).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'personalisation.number' } });
      expect((await commerce.getCart(s.ctx)).cart?.total_quantity).toBe(5);
    });

    it('answers OUT_OF_STOCK with what is available when a quantity goes past the stock', async () => {
      // Size S has 2 in stock.
      const added = cartOf(s.keep(await commerce.addCartItems(s.ctx, { items: [{ variantUid: variant['T-SHIRT-S']!, quantity: 1 }] })));
      const line = added.items.find((i) => i.product.sku === 'T-SHIRT-S')!;
      expect(line).toMatchObject({ stock_status: 'IN_STOCK', max_quantity: 2 });
      const result = s.keep(await commerce.updateCartItem(s.ctx, { uid: line.uid, quantity: 5 }));
      expect(result).toMatchObject({ ok: false, error: { code: 'OUT_OF_STOCK', quantity_available: 2 } });
      expect(!result.ok && result.cart?.items.find((i) => i.uid === line.uid)?.quantity).toBe(2);
      // Adding more than is left of M (10 in stock, 4 in the cart over three lines).
      const more = s.keep(await commerce.addCartItems(s.ctx, { items: [{ variantUid: variant['T-SHIRT-M']!, quantity: 9 }] }));
      expect(more).toMatchObject({ ok: false, error: { code: 'OUT_OF_STOCK', quantity_available: 6 } });
    });

    it('updates and removes lines; an unknown line is NOT_FOUND', async () => {
      const cart = (await commerce.getCart(s.ctx)).cart!;
      const plain = cart.items.find((i) => i.product.sku === 'T-SHIRT-M' && i.personalisation_options.length === 0)!;
      const updated = cartOf(s.keep(await commerce.updateCartItem(s.ctx, { uid: plain.uid, quantity: 2 })));
      expect(updated.items.find((i) => i.uid === plain.uid)?.quantity).toBe(2);
      const removed = cartOf(s.keep(await commerce.removeCartItem(s.ctx, { uid: plain.uid })));
      expect(removed.items.some((i) => i.uid === plain.uid)).toBe(false);
      expect(await commerce.removeCartItem(s.ctx, { uid: plain.uid })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
      expect(await commerce.updateCartItem(s.ctx, { uid: '99999', quantity: 1 })).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND' },
      });
    });

    it('re-prices the cart, prints included, when the shopper switches to GBP', async () => {
      s.setCurrency('GBP');
      const { cart } = s.keep(await commerce.getCart(s.ctx));
      expect(cart?.prices.grand_total.currency).toBe('GBP');
      const printed = cart!.items.find((i) => i.personalisation_options[0]?.value === 'SOMCHAI')!;
      expect(printed.prices.price).toEqual({ value: 79.99, currency: 'GBP' });
      expect(printed.personalisation_options[0]!.price).toEqual({ value: 15, currency: 'GBP' });
      expect(cart!.items.find((i) => i.product.sku === 'T-BUNDLE')!.prices.price).toEqual({ value: 94.99, currency: 'GBP' });
      s.setCurrency('THB');
      expect((await commerce.getCart(s.ctx)).cart?.prices.grand_total.currency).toBe('THB');
    });
  });

  describe('coupons', () => {
    const s = shopper();

    it('applies WELCOME10 (any case) and removes it', async () => {
      s.keep(await commerce.addCartItems(s.ctx, { items: [{ variantUid: variant['T-SHIRT-M']!, quantity: 1 }] }));
      const cart = cartOf(s.keep(await commerce.applyCoupon(s.ctx, { code: 'welcome10' })));
      expect(cart.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
      expect(cart.prices.discounts).toEqual([{ label: 'Welcome: 10% off your order', amount: { value: 229, currency: 'THB' } }]);
      expect(cart.prices.grand_total).toEqual({ value: 2061, currency: 'THB' });
      const removed = cartOf(s.keep(await commerce.removeCoupon(s.ctx, { code: 'WELCOME10' })));
      expect(removed.applied_coupons).toEqual([]);
      expect(removed.prices.grand_total).toEqual({ value: 2290, currency: 'THB' });
    });

    it('tells an expired code from an unknown one', async () => {
      expect(await commerce.applyCoupon(s.ctx, { code: 'EXPIRED5' })).toMatchObject({
        ok: false,
        error: { code: 'COUPON_EXPIRED', field: 'code' },
      });
      expect(await commerce.applyCoupon(s.ctx, { code: 'NOPE42' })).toMatchObject({
        ok: false,
        error: { code: 'COUPON_INVALID', field: 'code' },
      });
      // The connector gives the code only (Vendure's own words are English and name internals);
      // the storefront words it in the shopper's language (lib/cart/cart-error-words.ts).
      expect(await commerce.applyCoupon({ ...s.ctx, locale: 'th' }, { code: 'NOPE42' })).toMatchObject({
        error: { code: 'COUPON_INVALID', message: '' },
      });
    });
  });

  describe('checkout in THB: Thai address, gift card part cover, cheque, idempotent place', () => {
    const s = shopper();
    let cartId: string;
    let orderNumber: string;

    it('takes the guest email, a Thai address with its customs code, THB shipping and billing same as shipping', async () => {
      s.keep(
        await commerce.addCartItems(s.ctx, {
          items: [{ variantUid: variant['T-SHIRT-M']!, quantity: 1, personalisation: { name: 'สมชาย' } }],
        }),
      );
      cartOf(s.keep(await commerce.applyCoupon(s.ctx, { code: 'WELCOME10' })));
      const { methods } = s.keep(await commerce.getShippingMethods(s.ctx));
      expect(methods.map((m) => [m.method_code, m.amount.value, m.amount.currency])).toEqual(
        expect.arrayContaining([
          ['standard-th', 50, 'THB'],
          ['express-th', 150, 'THB'],
          ['click-collect', 0, 'THB'],
        ]),
      );
      expect(methods.some((m) => m.method_code.endsWith('-gb'))).toBe(false);
      const cart = await checkoutDetails(s, 'somchai@example.com', TH_ADDRESS, 'standard-th');
      cartId = cart.id;
      expect(cart.email).toBe('somchai@example.com');
      expect(cart.shipping_address).toEqual({
        firstname: 'Somchai',
        lastname: 'Jaidee',
        company: null,
        street: ['99 Sukhumvit Road', 'Khlong Toei'],
        city: 'Bangkok',
        region: 'Bangkok',
        postcode: '10110',
        country_code: 'TH',
        telephone: '+66812345678',
        pccc: 'P123456789012',
        korea_dob: null,
      });
      expect(cart.billing_address).toEqual(cart.shipping_address);
      expect(cart.selected_shipping_method).toMatchObject({ method_code: 'standard-th', amount: { value: 50, currency: 'THB' } });
      // 2,790 - 10 % + 50 shipping.
      expect(cart.prices.grand_total).toEqual({ value: 2561, currency: 'THB' });
    });

    it('refuses a bad customs code and an unknown country as input errors', async () => {
      const bad = await commerce.setShippingAddress(s.ctx, { address: { ...TH_ADDRESS, pccc: 'P#1' } });
      expect(bad).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'pccc' } });
      const country = await commerce.setShippingAddress(s.ctx, { address: { ...TH_ADDRESS, country_code: 'ZZ' } });
      expect(country).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'address' } });
      expect((await commerce.getCart(s.ctx)).cart?.shipping_address?.pccc).toBe('P123456789012');
    });

    it('offers cheque and card; the gift card method once a card is applied', async () => {
      const before = s.keep(await commerce.getPaymentMethods(s.ctx)).methods;
      expect(
        before
          .filter((m) => m.is_eligible)
          .map((m) => m.code)
          .sort(),
      ).toEqual(['checkmo', 'talat-test-card']);
      const cart = cartOf(s.keep(await commerce.applyGiftCard(s.ctx, { code: 'talat-gc-1000' })));
      expect(cart.applied_gift_cards).toEqual([
        expect.objectContaining({ gift_card_masked: 'TALAT-GC-****-1000', applied_amount: { value: 1000, currency: 'THB' } }),
      ]);
      expect(cart.prices.payable_total).toEqual({ value: 1561, currency: 'THB' });
      const after = s.keep(await commerce.getPaymentMethods(s.ctx)).methods;
      expect(after.find((m) => m.code === 'talat-gift-card')?.is_eligible).toBe(true);
      expect(await commerce.applyGiftCard(s.ctx, { code: 'TALAT-GC-1000' })).toMatchObject({
        ok: false,
        error: { code: 'GIFT_CARD_ALREADY_APPLIED' },
      });
      expect(await commerce.applyGiftCard(s.ctx, { code: 'TALAT-GC-NOPE' })).toMatchObject({
        ok: false,
        error: { code: 'GIFT_CARD_NOT_FOUND' },
      });
    });

    it('places the order: gift card first, cheque for the rest', async () => {
      const placed = s.keep(await commerce.placeOrder(s.ctx, { payment: { method: 'cheque' }, cartId }));
      if (placed.ok !== true) throw new Error(JSON.stringify(placed));
      orderNumber = placed.order.number;
      placedCodes.cheque = orderNumber;
      expect(orderNumber).toBe(cartId);
      expect(placed.order).toMatchObject({
        state: 'placed',
        email: 'somchai@example.com',
        payment_method: 'checkmo',
        shipping_address: { pccc: 'P123456789012' },
        items: [{ personalisation_options: [{ type: 'name', value: 'สมชาย' }] }],
      });
      expect(placed.order.payments.map((p) => [p.method, p.amount.value, p.state])).toEqual([
        ['talat-gift-card', 1000, 'Settled'],
        ['checkmo', 1561, 'Authorized'],
      ]);
      expect((await commerce.getCart(s.ctx)).cart).toBeNull();
    });

    it('answers the same order when placing again with the same cart id', async () => {
      const again = s.keep(await commerce.placeOrder(s.ctx, { payment: { method: 'cheque' }, cartId }));
      expect(again).toMatchObject({ ok: true, order: { number: orderNumber } });
      if (again.ok === true) expect(again.order.payments).toHaveLength(2);
      expect(await commerce.getOrder(s.ctx, { code: orderNumber })).toMatchObject({ number: orderNumber, state: 'placed' });
    });
  });

  describe('checkout in GBP: UK address, refused card then another, challenge', () => {
    it('lists GBP shipping, refuses 4000 0000 0000 0002, then pays with 4111', async () => {
      const s = shopper('th', 'GBP');
      s.keep(await commerce.addCartItems(s.ctx, { items: [{ variantUid: variant['T-SHIRT-M']!, quantity: 1 }] }));
      const { methods } = s.keep(await commerce.getShippingMethods(s.ctx));
      expect(methods.map((m) => [m.method_code, m.amount.value, m.amount.currency])).toEqual(
        expect.arrayContaining([
          ['standard-gb', 4.95, 'GBP'],
          ['express-gb', 9.95, 'GBP'],
        ]),
      );
      const cart = await checkoutDetails(s, 'jane@example.com', GB_ADDRESS, 'express-gb');
      expect(cart.shipping_address).toMatchObject({ country_code: 'GB', pccc: null });
      expect(cart.prices.grand_total).toEqual({ value: 74.94, currency: 'GBP' });
      expect(cart.prices.applied_taxes.map((t) => t.rate)).toEqual([20, 20]);

      const refused = s.keep(
        await commerce.placeOrder(s.ctx, { payment: { method: 'card', token: await cardToken(CARDS.refuse) }, cartId: cart.id }),
      );
      expect(refused).toMatchObject({ ok: false, error: { code: 'PAYMENT_DECLINED', message: 'บัตรถูกปฏิเสธ กรุณาลองใช้บัตรอื่นหรือวิธีชำระเงินอื่น' } });
      expect((await commerce.getCart(s.ctx)).cart?.state).toBe('arranging_payment');

      const paid = s.keep(
        await commerce.placeOrder(s.ctx, { payment: { method: 'card', token: await cardToken(CARDS.authorise) }, cartId: cart.id }),
      );
      if (paid.ok !== true) throw new Error(JSON.stringify(paid));
      expect(paid.order).toMatchObject({ number: cart.id, state: 'placed', payment_method: 'talat-test-card' });
      placedCodes.thai = cart.id;
      expect(paid.order.payments).toEqual([
        expect.objectContaining({
          method: 'talat-test-card',
          amount: { value: 74.94, currency: 'GBP' },
          state: 'Settled',
          card: { brand: 'visa', last4: '1111' },
        }),
      ]);
    });

    it('a cart changed after a refused card goes back to shopping and can be paid', async () => {
      const s = shopper('en', 'GBP');
      s.keep(await commerce.addCartItems(s.ctx, { items: [{ variantUid: variant['T-SHIRT-M']!, quantity: 1 }] }));
      const cart = await checkoutDetails(s, 'late@example.com', GB_ADDRESS, 'standard-gb');
      s.keep(await commerce.placeOrder(s.ctx, { payment: { method: 'card', token: await cardToken(CARDS.refuse) }, cartId: cart.id }));
      const more = cartOf(s.keep(await commerce.updateCartItem(s.ctx, { uid: cart.items[0]!.uid, quantity: 2 })));
      expect(more).toMatchObject({ state: 'adding_items', total_quantity: 2 });
      const paid = s.keep(
        await commerce.placeOrder(s.ctx, { payment: { method: 'card', token: await cardToken(CARDS.authorise) }, cartId: cart.id }),
      );
      expect(paid).toMatchObject({ ok: true, order: { number: cart.id, prices: { grand_total: { value: 134.93, currency: 'GBP' } } } });
    });

    it('a challenged card: an action to its page first, then submitPaymentDetails places the order (twice: same order)', async () => {
      const s = shopper('en', 'GBP');
      s.keep(await commerce.addCartItems(s.ctx, { items: [{ variantUid: variant['T-SHIRT-M']!, quantity: 1 }] }));
      const cart = await checkoutDetails(s, 'challenge@example.com', GB_ADDRESS, 'standard-gb');
      const returnUrl = 'http://shop.test/en/adyen-direct';
      const started = s.keep(
        await commerce.placeOrder(s.ctx, {
          payment: { method: 'card', token: await cardToken(CARDS.challenge) },
          cartId: cart.id,
          returnUrl,
        }),
      );
      if (started.ok !== 'action') throw new Error(JSON.stringify(started));
      expect(started.action).toEqual({
        type: 'redirect',
        method: 'GET',
        url: `${ENGINE}/payments/test-card/challenge/${started.paymentId}?returnUrl=${encodeURIComponent(returnUrl)}&lang=en`,
      });
      const ref = await passChallenge(started.paymentId);
      const details = { ref };
      const done = s.keep(await commerce.submitPaymentDetails(s.ctx, { paymentId: started.paymentId, details, cartId: cart.id }));
      expect(done).toMatchObject({ ok: true, order: { number: cart.id, state: 'placed', payment_method: 'talat-test-card' } });
      const again = await commerce.submitPaymentDetails(s.ctx, { paymentId: started.paymentId, details, cartId: cart.id });
      expect(again).toMatchObject({ ok: true, order: { number: cart.id } });
    });
  });

  describe('placing edge cases', () => {
    it('refuses to place a cart without shipping (ORDER_STATE) and an empty session (NOT_FOUND)', async () => {
      const s = shopper();
      s.keep(await commerce.addCartItems(s.ctx, { items: [{ variantUid: variant['T-SHIRT-M']!, quantity: 1 }] }));
      cartOf(s.keep(await commerce.setGuestEmail(s.ctx, { email: 'noship@example.com' })));
      const result = s.keep(await commerce.placeOrder(s.ctx, { payment: { method: 'cheque' } }));
      expect(result).toMatchObject({ ok: false, error: { code: 'ORDER_STATE' } });
      expect((await commerce.getCart(s.ctx)).cart?.state).toBe('adding_items');
      expect(await commerce.placeOrder(shopper().ctx, { payment: { method: 'cheque' } })).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND' },
      });
    });

    it('a double click (two placeOrder at once) pays once and both answer the same order', async () => {
      const s = shopper();
      s.keep(await commerce.addCartItems(s.ctx, { items: [{ variantUid: variant['T-SHIRT-M']!, quantity: 1 }] }));
      const cart = await checkoutDetails(s, 'double@example.com', TH_ADDRESS, 'standard-th');
      const [a, b] = await Promise.all([
        commerce.placeOrder(s.ctx, { payment: { method: 'card', token: await cardToken(CARDS.authorise) }, cartId: cart.id }),
        commerce.placeOrder(s.ctx, { payment: { method: 'card', token: await cardToken(CARDS.authorise) }, cartId: cart.id }),
      ]);
      expect(a).toMatchObject({ ok: true, order: { number: cart.id } });
      expect(b).toMatchObject({ ok: true, order: { number: cart.id } });
      const order = await commerce.getOrder(s.ctx, { code: cart.id });
      expect(order?.payments.filter((p) => p.state === 'Settled')).toHaveLength(1);
    });
  });

  describe('gift cards bought and spent', () => {
    let issuedCode: string;

    it('a gift card is sold without VAT (a multi-purpose voucher); the goods beside it carry theirs', async () => {
      const s = shopper();
      cartOf(s.keep(await commerce.addCartItems(s.ctx, { items: [{ sku: 'T-GIFT', quantity: 1 }] })));
      const cart = cartOf(s.keep(await commerce.addCartItems(s.ctx, { items: [{ variantUid: variant['T-SHIRT-M']!, quantity: 1 }] })));
      const card = cart.items.find((i) => i.product.sku === 'T-GIFT')!;
      const shirt = cart.items.find((i) => i.product.sku === 'T-SHIRT-M')!;
      expect(card.prices).toMatchObject({ tax_percent: 0, row_total: { value: 1000 }, row_total_including_tax: { value: 1000 } });
      expect(shirt.prices).toMatchObject({ tax_percent: 7, row_total_including_tax: { value: 2290 } });
      // The order's VAT is the shirt's alone: 2,290 − 2,290 / 1.07.
      expect(cart.prices.applied_taxes).toEqual([expect.objectContaining({ rate: 7, amount: { value: 149.81, currency: 'THB' } })]);
      expect(cart.prices.subtotal_excluding_tax.value).toBeCloseTo(1000 + 2140.19, 2);
    });

    it('a digital gift card paid by card issues a new card (no shipping needed)', async () => {
      const s = shopper();
      const added = cartOf(s.keep(await commerce.addCartItems(s.ctx, { items: [{ sku: 'T-GIFT', quantity: 1 }] })));
      expect(added).toMatchObject({ is_virtual: true, is_giftcard_only: true });
      cartOf(s.keep(await commerce.setGuestEmail(s.ctx, { email: 'gift@example.com' })));
      const paid = s.keep(
        await commerce.placeOrder(s.ctx, { payment: { method: 'card', token: await cardToken(CARDS.authorise) }, cartId: added.id }),
      );
      if (paid.ok !== true) throw new Error(JSON.stringify(paid));
      expect(paid.order).toMatchObject({ state: 'placed', is_virtual: true, prices: { grand_total: { value: 1000, currency: 'THB' } } });
      let issued: { code: string; value: number; currencyCode: string }[] = [];
      shopClient.setAuthToken(s.ctx.customerToken!);
      for (let i = 0; i < 50 && issued.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
        issued = (await shopClient.query(ISSUED, { code: added.id })).orderByCode.issuedGiftCards;
      }
      expect(issued).toEqual([expect.objectContaining({ value: 100000, currencyCode: 'THB' })]);
      issuedCode = issued[0]!.code;
    });

    it('the issued card pays a whole order alone (full cover)', async () => {
      const s = shopper();
      const added = cartOf(s.keep(await commerce.addCartItems(s.ctx, { items: [{ sku: 'T-GIFT', quantity: 1 }] })));
      cartOf(s.keep(await commerce.setGuestEmail(s.ctx, { email: 'gift2@example.com' })));
      const applied = cartOf(s.keep(await commerce.applyGiftCard(s.ctx, { code: issuedCode })));
      expect(applied.prices.payable_total).toEqual({ value: 0, currency: 'THB' });
      const placed = s.keep(await commerce.placeOrder(s.ctx, { payment: { method: 'cheque' }, cartId: added.id }));
      if (placed.ok !== true) throw new Error(JSON.stringify(placed));
      expect(placed.order).toMatchObject({ state: 'placed', payment_method: 'talat-gift-card' });
      expect(placed.order.payments.map((p) => [p.method, p.amount.value])).toEqual([['talat-gift-card', 1000]]);
    });
  });

  describe('order confirmation emails', () => {
    it('writes one English confirmation for a cheque order (authorised, not settled)', async () => {
      const sent = await emailsTo('somchai@example.com');
      expect(sent.map((e) => e.subject)).toEqual([`Order confirmation for #${placedCodes.cheque}`]);
      expect(sent[0]!.body).toContain(placedCodes.cheque);
      // A Thai address in Latin letters: district, province and postcode on one line.
      expect(sent[0]!.body).toContain('Khlong Toei<br>Bangkok, Bangkok 10110<br>Thailand<br>');
    });

    it('writes the confirmation of an order placed in Thai in Thai', async () => {
      const sent = await emailsTo('jane@example.com');
      expect(sent.map((e) => e.subject)).toEqual([`ยืนยันคำสั่งซื้อ #${placedCodes.thai}`]);
      expect(sent[0]!.body).toContain('ใบยืนยันคำสั่งซื้อ');
      expect(sent[0]!.body).toContain('ค่าจัดส่ง');
      // A British address: the post town and the postcode on lines of their own.
      expect(sent[0]!.body).toContain('10 Downing Street<br>London<br>SW1A 2AA<br>สหราชอาณาจักร<br>');
    });
  });
});
