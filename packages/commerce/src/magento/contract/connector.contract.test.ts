import type { GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CommerceContext } from '../../types';
import { adoptGuestCart } from '../cart-connector';
import { createMagentoConnector } from '../magento-connector';
import { createMagentoTransport } from '../transport';
import { MAGENTO_OPERATIONS } from '../operations';
import { productListVariables } from '../map-catalogue';
import { contractErrors, loadStoreSchema } from './reference-schema';
import { createFixtureStore, ADMIN_LOGIN, ADMIN_TOKEN } from './fixture-store';
import { createSchemaFetch } from './schema-fetch';

/**
 * The Magento connector against Magento Open Source 2.4.6's own schema (reference data): every
 * request the connector sends is validated, documents and variables, and answered by executing it
 * on that schema, so every mapper reads answers of the schema's shape.
 */
let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await loadStoreSchema();
});

const th: CommerceContext = { locale: 'th', currency: 'THB' };

function setup(options: { admin?: { username: string; password: string } } = {}) {
  const store = createFixtureStore();
  const wire = createSchemaFetch(schema, store.root, undefined, store.rest);
  const connector = createMagentoConnector({
    graphqlUrl: 'https://shop.example/graphql',
    storeCodes: { th: 'th_store', en: 'en_store' },
    fetch: wire.fetch,
    hmacSecret: 's'.repeat(32),
    ...options,
  });
  return { store, wire, connector };
}

describe('every document the Magento connector can send', () => {
  it('is valid against the reference schema', () => {
    const names = Object.keys(MAGENTO_OPERATIONS);
    expect(names.length).toBeGreaterThanOrEqual(33);
    for (const [name, document] of Object.entries(MAGENTO_OPERATIONS)) {
      const errors = contractErrors(schema, document, {}).filter((e) => !/ is required$/.test(e));
      expect({ name, errors }).toEqual({ name, errors: [] });
    }
  });

  it('fails the contract on an unknown field or a wrong argument type', () => {
    expect(contractErrors(schema, '{ storeConfig { store_code giftcard_enabled } }')).toEqual([
      expect.stringContaining('giftcard_enabled'),
    ]);
    expect(contractErrors(schema, 'query ($n: String) { products(search: "x", pageSize: $n) { total_count } }')).toEqual([
      expect.stringContaining('$n'),
    ]);
    expect(
      contractErrors(schema, MAGENTO_OPERATIONS.ProductList!, { filter: { colour_family: { eq: 'red' } }, pageSize: 1, currentPage: 1 }),
    ).toEqual([expect.stringContaining('colour_family')]);
  });

  it('builds listing variables the schema accepts for every filter and sort', () => {
    const queries = [
      { categoryUid: 'MTI=', sort: 'position' as const },
      { search: 'shirt' },
      {
        search: 'shirt',
        sort: 'price_desc' as const,
        filters: { facets: { size: ['m', 'l'], colour: ['red'] }, price: { min: 100, max: 900 } },
      },
      { categoryUid: 'MTI=', sort: 'name' as const, page: 3, filters: { price: { max: 500 } } },
    ];
    for (const query of queries)
      expect(contractErrors(schema, MAGENTO_OPERATIONS.ProductList!, productListVariables(query, 12))).toEqual([]);
  });
});

describe('the Magento connector on the reference schema', () => {
  it('reads the store config, currencies, routes, categories and products', async () => {
    const { wire, connector } = setup();
    const config = await connector.getStoreConfig(th);
    expect(config).toMatchObject({
      store_code: 'th',
      default_country: 'TH',
      available_currency_codes: ['THB', 'GBP'],
      giftcard_enabled: false,
      loyalty_balance_enabled: false,
      wishlist_enabled: true,
    });
    expect(config.allowed_query_params).toEqual(['q', 'page', 'sort', 'price', 'view', 'size', 'colour', 'player']);
    expect((await connector.getCurrencies(th)).available_currencies.map((c) => c.code)).toEqual(['THB', 'GBP']);
    expect(await connector.resolveRoute(th, 'home-shirt')).toEqual({
      type: 'PRODUCT',
      uid: 'HOME-SHIRT',
      sku: 'HOME-SHIRT',
      url_key: 'home-shirt',
    });
    expect(await connector.resolveRoute(th, 'kits')).toEqual({ type: 'CATEGORY', uid: 'MTI=', url_path: 'kits' });
    expect(await connector.resolveRoute(th, 'old-shirt')).toEqual({
      type: 'REDIRECT',
      status: 301,
      target: '/home-shirt',
      external: false,
    });
    expect(await connector.resolveRoute(th, 'nowhere')).toBeNull();
    expect((await connector.getCategories(th)).map((c) => c.url_path)).toEqual(['kits']);
    expect(await connector.getSitemapEntries(th)).toEqual({
      categories: [{ uid: 'MTI=', path: 'kits', updated_at: null }],
      products: { ok: false, error: 'NOT_SUPPORTED' },
    });
    expect(await connector.getCategory(th, { url_key: 'kits' })).toMatchObject({ uid: 'MTI=', name: 'Kits' });

    const shirt = await connector.getProductDetails(th, { uid: 'HOME-SHIRT' });
    expect(shirt).toMatchObject({
      sku: 'HOME-SHIRT',
      kind: 'configurable',
      rating_summary: 4,
      price_range: { minimum_price: { final_price: { value: 1290, currency: 'THB' } } },
    });
    expect(shirt?.configurable_options).toEqual([
      {
        uid: 'opt-size',
        attribute_code: 'size',
        label: 'Size',
        values: [
          { uid: 'size-m', label: 'M' },
          { uid: 'size-l', label: 'L' },
        ],
      },
    ]);
    expect(shirt?.variants.map((v) => [v.uid, v.attributes, v.stock_status])).toEqual([
      ['HOME-SHIRT|size-m', { 'opt-size': 'size-m' }, 'IN_STOCK'],
      ['HOME-SHIRT|size-l', { 'opt-size': 'size-l' }, 'OUT_OF_STOCK'],
    ]);
    expect(await connector.getProductDetails(th, { url_key: 'scarf' })).toMatchObject({ uid: 'SCARF', kind: 'simple' });

    const list = await connector.getProducts(th, { categoryUid: 'MTI=', pageSize: 1 });
    expect(list).toMatchObject({
      total_count: 2,
      page_info: { current_page: 1, page_size: 1, total_pages: 2 },
      price_bounds: { min: 0, max: 2000, currency: 'THB' },
    });
    expect(list.aggregations).toEqual([
      {
        code: 'size',
        label: 'Size',
        options: [
          { code: 'm', label: 'M', count: 1 },
          { code: 'l', label: 'L', count: 1 },
        ],
      },
    ]);
    expect((await connector.searchProducts(th, { search: 'scarf' })).items.map((p) => p.sku)).toEqual(['SCARF']);
    expect((await connector.getSearchSuggestions(th, { query: 'shirt' })).products.map((p) => p.uid)).toEqual(['HOME-SHIRT']);
    expect(await connector.getRelatedProducts(th, { uid: 'HOME-SHIRT' })).toEqual([]);
    const reviews = await connector.getProductReviews(th, { uid: 'HOME-SHIRT' });
    expect(reviews).toMatchObject({ total_count: 1, average_rating: 4, star_counts: [0, 0, 0, 1, 0] });
    expect(reviews.items[0]).toMatchObject({ nickname: 'Somchai', ratings_breakdown: [{ name: 'quality', value: 4 }] });
    expect(
      await connector.createProductReview(th, {
        productUid: 'HOME-SHIRT',
        nickname: 'A',
        summary: 'B',
        text: 'C',
        ratings: [{ name: 'quality', value: 5 }],
      }),
    ).toMatchObject({ ok: true });
    expect(
      await connector.createProductReview(th, { productUid: 'NOPE', nickname: 'A', summary: 'B', text: 'C', ratings: [] }),
    ).toMatchObject({ ok: false, error: { code: 'PRODUCT_NOT_FOUND' } });

    expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);
    // Section 7: the store view and the display currency go with every call.
    expect(wire.sent.every((r) => r.headers.store === 'th_store' && r.headers['content-currency'] === 'THB')).toBe(true);
    expect(new Set(wire.sent.map((r) => r.method))).toEqual(new Set(['GET', 'POST']));
  });

  it('keeps a guest cart through a checkout by cheque, in the session it issues', async () => {
    const { wire, connector } = setup();
    expect(await connector.getCart(th)).toEqual({ cart: null });
    const added = await connector.addCartItems(th, { items: [{ variantUid: 'HOME-SHIRT|size-m', quantity: 2 }] });
    expect(added).toMatchObject({
      ok: true,
      sessionToken: 'guest~masked-1',
      cart: {
        total_quantity: 2,
        items: [{ quantity: 2, configured_variant: { sku: 'HOME-SHIRT-M', options: [{ label: 'Size', value: 'M' }] } }],
      },
    });
    const create = wire.sent.find((r) => r.operationName === 'CreateEmptyCart');
    expect(create?.headers['x-hmac-signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(create?.headers['x-hmac-timestamp']).toMatch(/^\d+$/);

    const ctx = { ...th, customerToken: 'guest~masked-1' };
    expect(await connector.addCartItems(ctx, { items: [{ variantUid: 'HOME-SHIRT|size-l', quantity: 1 }] })).toMatchObject({
      ok: false,
      error: { code: 'OUT_OF_STOCK' },
      cart: { total_quantity: 2 },
    });
    expect(await connector.addCartItems(ctx, { items: [{ sku: 'SCARF', quantity: 1 }] })).toMatchObject({
      ok: true,
      cart: { total_quantity: 3 },
    });
    const cart = (await connector.getCart(ctx)).cart!;
    const scarf = cart.items.find((i) => i.product.sku === 'SCARF')!;
    expect(await connector.updateCartItem(ctx, { uid: scarf.uid, quantity: 11 })).toMatchObject({
      ok: false,
      error: { code: 'OUT_OF_STOCK' },
      cart: { total_quantity: 3 },
    });
    expect(await connector.removeCartItem(ctx, { uid: scarf.uid })).toMatchObject({ ok: true, cart: { total_quantity: 2 } });
    expect(await connector.applyCoupon(ctx, { code: 'NOPE' })).toMatchObject({
      ok: false,
      error: { code: 'COUPON_INVALID', detail: 'code' },
    });
    expect(await connector.applyCoupon(ctx, { code: 'WELCOME10' })).toMatchObject({
      ok: true,
      cart: { applied_coupons: [{ code: 'WELCOME10' }] },
    });
    expect(await connector.removeCoupon(ctx, { code: 'WELCOME10' })).toMatchObject({ ok: true, cart: { applied_coupons: [] } });
    expect(await connector.applyGiftCard(ctx, { code: 'X' })).toEqual({ ok: false, error: { code: 'NOT_SUPPORTED', message: '' } });
    expect(await connector.applyLoyalty(ctx)).toEqual({ ok: false, error: { code: 'NOT_SUPPORTED', message: '' } });

    expect(await connector.setGuestEmail(ctx, { email: 'somchai@example.com' })).toMatchObject({
      ok: true,
      cart: { email: 'somchai@example.com' },
    });
    const address = {
      firstname: 'Somchai',
      lastname: 'Jaidee',
      street: ['1 Silom Rd'],
      city: 'Bangkok',
      region: 'Bangkok',
      postcode: '10500',
      country_code: 'TH',
      telephone: '0812345678',
    };
    expect(await connector.setShippingAddress(ctx, { address })).toMatchObject({
      ok: true,
      cart: { shipping_address: { city: 'Bangkok', country_code: 'TH', postcode: '10500' } },
    });
    const { methods } = await connector.getShippingMethods(ctx);
    expect(methods).toEqual([expect.objectContaining({ uid: 'flatrate|flatrate', amount: { value: 100, currency: 'THB' } })]);
    expect(await connector.setShippingMethod(ctx, { uid: methods[0]!.uid })).toMatchObject({
      ok: true,
      cart: { selected_shipping_method: { carrier_code: 'flatrate' }, prices: { grand_total: { value: 2680 } } },
    });
    expect(await connector.setBillingAddress(ctx, { same_as_shipping: true })).toMatchObject({
      ok: true,
      cart: { billing_address: { city: 'Bangkok' } },
    });
    expect((await connector.getPaymentMethods(ctx)).methods).toEqual([expect.objectContaining({ code: 'checkmo', kind: 'cheque' })]);
    expect(await connector.placeOrder(ctx, { payment: { method: 'card', token: 't' } })).toEqual({
      ok: false,
      error: { code: 'NOT_SUPPORTED', message: '' },
    });

    const placed = await connector.placeOrder(ctx, { payment: { method: 'cheque' }, cartId: 'masked-1' });
    expect(placed).toMatchObject({
      ok: true,
      order: { number: '000000001', payment_kind: 'cheque', email: 'somchai@example.com', prices: { grand_total: { value: 2680 } } },
    });
    // Placing again (a double click) answers the same order; another session cannot read it.
    expect(await connector.placeOrder(ctx, { payment: { method: 'cheque' }, cartId: 'masked-1' })).toEqual(placed);
    expect(await connector.getOrder(ctx, { code: '000000001' })).toMatchObject({ number: '000000001' });
    expect(await connector.getOrder({ ...th, customerToken: 'guest~masked-9' }, { code: '000000001' })).toBeNull();
    // The placed cart is gone from Magento: the session has no cart now.
    expect(await connector.getCart(ctx)).toEqual({ cart: null });

    expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);
    const used = new Set(wire.sent.map((r) => r.operationName));
    const guestOperations = Object.keys(MAGENTO_OPERATIONS).filter(
      (n) =>
        !/^Customer|MergeCarts|RevokeCustomerToken|SubscribeEmailToNewsletter|GenerateCustomerTokenAsAdmin|CreateCustomerV2|Wishlist|CustomerAddress$|UpdateCustomerV2/.test(
          n,
        ),
    );
    for (const name of guestOperations)
      if (
        ![
          'StoreConfig',
          'Currency',
          'Route',
          'CategoryTree',
          'Category',
          'ProductDetails',
          'ProductList',
          'SearchSuggestions',
          'RelatedProducts',
          'ProductReviews',
          'CreateProductReview',
          'ReviewRatingsMetadata',
          // A print's options: the personalised add below.
          'ProductPrintOptions',
        ].includes(name)
      )
        expect(used).toContain(name);
  });

  it('moves a guest cart into the customer cart with customerCart and mergeCarts, and drops a token Magento refuses', async () => {
    const { wire, connector } = setup();
    const send = createMagentoTransport({ graphqlUrl: 'https://shop.example/graphql', fetch: wire.fetch });
    const added = await connector.addCartItems(th, { items: [{ sku: 'SCARF', quantity: 1 }] });
    expect(added).toMatchObject({ ok: true, sessionToken: 'guest~masked-1' });
    const { sessionToken } = await adoptGuestCart(send, { ...th, customerToken: added.sessionToken }, 'customer-token');
    expect(sessionToken).toBe('customer~customer-token');
    expect((await connector.getCart({ ...th, customerToken: sessionToken })).cart).toMatchObject({
      id: 'customer-cart',
      total_quantity: 1,
      items: [{ product: { sku: 'SCARF' } }],
    });
    // The guest cart is gone into the customer's; a token Magento no longer accepts has no cart.
    expect(await connector.getCart({ ...th, customerToken: 'guest~masked-1' })).toEqual({ cart: null });
    expect(await connector.getCart({ ...th, customerToken: 'customer~expired' })).toEqual({ cart: null });
    const merge = wire.sent.find((r) => r.operationName === 'MergeCarts');
    expect(merge).toMatchObject({
      method: 'POST',
      variables: { sourceCartId: 'masked-1', destinationCartId: 'customer-cart' },
      contract: [],
    });
    expect(merge?.headers.authorization).toBe('Bearer customer-token');
  });

  it('prints a name and number with the product’s customizable options (option SKUs name and number), and refuses a bad print unsent', async () => {
    const { wire, connector } = setup();
    const shirt = await connector.getProductDetails(th, { uid: 'HOME-SHIRT' });
    expect(shirt?.personalisation).toEqual({ price: { value: 500, currency: 'THB' }, is_fixed_price: true });
    expect((await connector.getProductDetails(th, { uid: 'SCARF' }))?.personalisation).toBeNull();

    const added = await connector.addCartItems(th, {
      items: [{ variantUid: 'HOME-SHIRT|size-m', quantity: 1, personalisation: { name: ' สมชาย ', number: '10' } }],
    });
    expect(added).toMatchObject({
      ok: true,
      cart: {
        items: [
          {
            prices: { price: { value: 1790 } },
            personalisation_options: [
              { type: 'name', value: 'สมชาย', price: { value: 500, currency: 'THB' } },
              { type: 'number', value: '10', price: { value: 0, currency: 'THB' } },
            ],
          },
        ],
      },
    });
    const add = wire.sent.find((r) => r.operationName === 'AddProductsToCart');
    expect(add?.variables).toMatchObject({
      cartItems: [
        {
          sku: 'HOME-SHIRT',
          selected_options: ['size-m'],
          entered_options: [
            { uid: 'Y3VzdG9tLW9wdGlvbi8x', value: 'สมชาย' },
            { uid: 'Y3VzdG9tLW9wdGlvbi8y', value: '10' },
          ],
        },
      ],
    });
    expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);

    const ctx = { ...th, customerToken: (added as { sessionToken: string }).sessionToken };
    const before = wire.sent.length;
    expect(
      await connector.addCartItems(ctx, { items: [{ variantUid: 'HOME-SHIRT|size-m', quantity: 1, personalisation: { number: '100' } }] }),
    ).toEqual({
      ok: false,
      error: { code: 'INVALID_INPUT', message: '', field: 'personalisation.number', detail: 'printNumber' },
    });
    expect(await connector.addCartItems(ctx, { items: [{ sku: 'SCARF', quantity: 1, personalisation: { name: 'R2D2' } }] })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'personalisation.name', detail: 'printName' },
    });
    expect(wire.sent.length).toBe(before);
    // The scarf has no print options: refused after reading them, before adding.
    expect(await connector.addCartItems(ctx, { items: [{ sku: 'SCARF', quantity: 1, personalisation: { name: 'SOMCHAI' } }] })).toEqual({
      ok: false,
      error: { code: 'INVALID_INPUT', message: '', field: 'personalisation' },
    });
    expect(wire.sent.slice(before).map((r) => r.operationName)).toEqual(['ProductPrintOptions']);
  });

  it('says what Magento Open Source does not have, and never throws for it', async () => {
    const { connector } = setup();
    // Without the shop's Login as Customer token, nobody signs on.
    expect(await connector.signIn(th, { idToken: 'x', claims: { sub: 's', email: 'a@example.com', email_verified: true } })).toEqual({
      ok: false,
      error: 'NOT_SUPPORTED',
    });
    expect(await connector.getCustomer(th)).toBeNull();
    expect(await connector.getLoyalty(th)).toBeNull();
    expect(await connector.recordConsent(th, { notice_version: 1, analytics: true, marketing: false })).toEqual({
      ok: false,
      error: { code: 'NOT_SUPPORTED' },
    });
    expect(await connector.submitPaymentDetails(th, { paymentId: 'p', details: { ref: 'r' } })).toEqual({
      ok: false,
      error: { code: 'NOT_SUPPORTED', message: '' },
    });
    expect(await connector.subscribeNewsletter(th, { email: 'a@example.com', source: 'footer' })).toEqual({
      outcome: 'CONFIRMATION_SENT',
      status: 'PENDING',
    });
  });
});

describe('signing on with the sister site on the reference schema (Login as Customer)', () => {
  const dao = { sub: 'acc-9', email: ' Dao@Talat.Example ', email_verified: true, given_name: 'ดาว', family_name: 'ทดสอบ' };
  const signIn = (connector: ReturnType<typeof setup>['connector'], ctx: CommerceContext, claims: typeof dao | Record<string, unknown>) =>
    connector.signIn(ctx, { idToken: 'id-token', claims: claims as typeof dao });

  it('creates the customer the first time, signs them in with a customer token, and merges the guest cart', async () => {
    const { store, wire, connector } = setup({ admin: ADMIN_LOGIN });
    const guest = await connector.addCartItems(th, { items: [{ sku: 'SCARF', quantity: 2 }] });
    const signedIn = await signIn(connector, { ...th, customerToken: guest.sessionToken }, dao);
    expect(signedIn).toEqual({
      ok: true,
      value: {
        sessionToken: expect.stringMatching(/^customer~token-/),
        customer: expect.objectContaining({ email: 'dao@talat.example', firstname: 'ดาว', lastname: 'ทดสอบ', group_key: 'general' }),
      },
    });
    const session = signedIn.ok ? signedIn.value.sessionToken : '';
    expect(store.customers.get('dao@talat.example')).toMatchObject({ allow_remote_shopping_assistance: true });
    expect(wire.sent.map((r) => r.operationName).slice(-6)).toEqual([
      'GenerateCustomerTokenAsAdmin',
      'CreateCustomerV2',
      'GenerateCustomerTokenAsAdmin',
      'Customer',
      'CustomerCart',
      'MergeCarts',
    ]);
    expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);
    // The admin user signs in over REST once; its token goes with Login as Customer alone, and the
    // account is created as a guest would.
    expect(wire.restCalls).toEqual(['/V1/integration/admin/token']);
    for (const r of wire.sent)
      expect(r.headers.authorization === `Bearer ${ADMIN_TOKEN}`, r.operationName).toBe(r.operationName === 'GenerateCustomerTokenAsAdmin');
    expect(wire.sent.find((r) => r.operationName === 'CreateCustomerV2')).toMatchObject({
      method: 'POST',
      variables: { input: { email: 'dao@talat.example', firstname: 'ดาว', lastname: 'ทดสอบ', allow_remote_shopping_assistance: true } },
    });
    expect(await connector.getCustomer({ ...th, customerToken: session })).toMatchObject({ email: 'dao@talat.example' });
    expect((await connector.getCart({ ...th, customerToken: session })).cart).toMatchObject({
      total_quantity: 2,
      items: [{ product: { sku: 'SCARF' } }],
    });
  });

  it('signs a known customer in without creating them again; a switch of account merges nothing', async () => {
    const { wire, connector } = setup({ admin: ADMIN_LOGIN });
    const first = await signIn(connector, th, { sub: 'acc-1', email: 'somchai@example.com', email_verified: true });
    expect(first).toMatchObject({ ok: true, value: { sessionToken: 'customer~customer-token', customer: { firstname: 'สมชาย' } } });
    const sent = wire.sent.map((r) => r.operationName);
    expect(sent).toEqual(['GenerateCustomerTokenAsAdmin', 'Customer']);
  });

  it('refuses claims without an email the provider confirmed, and asks Magento nothing', async () => {
    const { wire, connector } = setup({ admin: ADMIN_LOGIN });
    for (const claims of [
      { sub: 'a', email: 'x@example.com' },
      { sub: 'a', email: 'x@example.com', email_verified: 'true' },
      { sub: 'a', email_verified: true },
      { sub: 'a', email: 'not an address', email_verified: true },
    ])
      expect(await signIn(connector, th, claims)).toEqual({ ok: false, error: 'INVALID_TOKEN' });
    expect(wire.sent).toEqual([]);
  });

  it('an admin login Magento refuses is the backend’s failure, not the shopper’s, and asks Magento no GraphQL', async () => {
    const { wire, connector } = setup({ admin: { username: ADMIN_LOGIN.username, password: 'not-the-password' } });
    await expect(signIn(connector, th, dao)).rejects.toMatchObject({ code: 'BACKEND_ERROR', message: expect.stringContaining('(401)') });
    expect(wire.sent).toEqual([]);
  });

  it('signs out by revoking the customer token: the session has no customer after it', async () => {
    const { wire, connector } = setup({ admin: ADMIN_LOGIN });
    const signedIn = await signIn(connector, th, dao);
    const ctx = { ...th, customerToken: signedIn.ok ? signedIn.value.sessionToken : '' };
    expect(await connector.signOut(ctx)).toEqual({ success: true });
    expect(wire.sent.at(-1)).toMatchObject({ operationName: 'RevokeCustomerToken', contract: [] });
    expect(await connector.getCustomer(ctx)).toBeNull();
    // Signing out a session Magento no longer knows is no failure.
    expect(await connector.signOut(ctx)).toEqual({ success: true });
  });
});

describe('the wishlist and the customer’s reviews on the reference schema', () => {
  const somchai = { ...th, customerToken: 'customer~customer-token' };

  it('reads a guest’s list by SKU, merges it into the customer’s, adds, replaces a variant and removes', async () => {
    const { wire, connector } = setup();
    const guestItems = [{ product_uid: 'HOME-SHIRT', variant_uid: 'HOME-SHIRT|size-m' }, { product_uid: 'GONE' }, { product_uid: 'SCARF' }];
    const guest = await connector.getGuestWishlist(th, { items: guestItems });
    expect(guest.items.map((i) => [i.product.uid, i.variant])).toEqual([
      ['HOME-SHIRT', { uid: 'HOME-SHIRT|size-m', sku: 'HOME-SHIRT-M' }],
      ['SCARF', null],
    ]);
    expect(await connector.getWishlist(th)).toBeNull();
    expect(await connector.mergeWishlist(th, { items: guestItems })).toEqual({ ok: false, error: { code: 'NOT_SIGNED_IN' } });

    expect(await connector.getWishlist(somchai)).toEqual({ items: [] });
    const merged = await connector.mergeWishlist(somchai, { items: guestItems });
    // The guest's first product is their newest: it stays first.
    expect(
      merged.ok &&
        merged.value.items.map((i) => [i.product.uid, i.variant?.sku ?? null, i.product.price_range.minimum_price.final_price.value]),
    ).toEqual([
      ['HOME-SHIRT', 'HOME-SHIRT-M', 1290],
      ['SCARF', null, 490],
    ]);
    const add = wire.sent.find((r) => r.operationName === 'AddProductsToWishlist')!;
    expect(add.headers.authorization).toBe('Bearer customer-token');
    expect(add.variables).toMatchObject({
      wishlistId: '1',
      // Products Magento does not know are its user errors, which a merge leaves out.
      wishlistItems: [
        { sku: 'SCARF', quantity: 1 },
        { sku: 'GONE', quantity: 1 },
        { sku: 'HOME-SHIRT', quantity: 1, selected_options: ['size-m'] },
      ],
    });
    expect(await connector.addToWishlist(somchai, { product_uid: 'SCARF' })).toEqual(merged);
    const resized = await connector.addToWishlist(somchai, { product_uid: 'HOME-SHIRT', variant_uid: 'HOME-SHIRT|size-l' });
    expect(resized.ok && resized.value.items.map((i) => [i.product.uid, i.variant?.sku ?? null])).toEqual([
      ['HOME-SHIRT', 'HOME-SHIRT-L'],
      ['SCARF', null],
    ]);
    expect(await connector.addToWishlist(somchai, { product_uid: 'GONE' })).toEqual({ ok: false, error: { code: 'PRODUCT_NOT_FOUND' } });
    const removed = await connector.removeFromWishlist(somchai, { product_uid: 'HOME-SHIRT' });
    expect(removed.ok && removed.value.items.map((i) => i.product.uid)).toEqual(['SCARF']);
    // A token Magento no longer takes has no wishlist.
    expect(await connector.getWishlist({ ...th, customerToken: 'customer~expired' })).toBeNull();
    expect(await connector.removeFromWishlist({ ...th, customerToken: 'customer~expired' }, { product_uid: 'SCARF' })).toEqual({
      ok: false,
      error: { code: 'NOT_SIGNED_IN' },
    });

    expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);
    const used = new Set(wire.sent.map((r) => r.operationName));
    for (const name of ['WishlistProducts', 'CustomerWishlist', 'AddProductsToWishlist', 'RemoveProductsFromWishlist'])
      expect(used).toContain(name);
  });

  it('writes a signed-in customer’s review with their token and lists their reviews, published or awaiting approval', async () => {
    const { wire, connector } = setup();
    const written = await connector.createProductReview(somchai, {
      productUid: 'SCARF',
      nickname: 'Somchai',
      summary: 'Warm',
      text: 'Warm on cold match nights.',
      ratings: [{ name: 'quality', value: 5 }],
    });
    expect(written).toMatchObject({ ok: true, review: { summary: 'Warm', pending: true } });
    expect(wire.sent.find((r) => r.operationName === 'CreateProductReview')?.headers.authorization).toBe('Bearer customer-token');
    const list = await connector.getCustomerReviews(somchai, { pageSize: 5 });
    expect(list).toMatchObject({ total_count: 2, page: 1, page_size: 5 });
    expect(list!.items.map((r) => [r.summary, r.state, r.product?.uid, r.created_at])).toEqual([
      ['Warm', 'PENDING', 'SCARF', '2026-12-02T09:00:00.000Z'],
      ['Great', 'PUBLISHED', 'HOME-SHIRT', '2026-11-01T10:00:00.000Z'],
    ]);
    expect(await connector.getCustomerReviews(th)).toBeNull();
    expect(wire.sent.find((r) => r.operationName === 'CustomerReviews')).toMatchObject({
      variables: { pageSize: 5, currentPage: 1, published: 50 },
      contract: [],
    });
  });
});
