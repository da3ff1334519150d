import { describe, expect, it } from 'vitest';
import { activeOrder, bundleLine, emptyOrder, giftCardLine, paidOrder, personalisedLine, shirtLine } from './__fixtures__/cart';
import {
  addressInputOf,
  cartStateOf,
  hasGiftCardPayment,
  mapAddress,
  mapCart,
  mapCartItem,
  mapOrderSummary,
  mapPaymentMethod,
  paymentClientOf,
  mapShippingMethod,
  maxQuantityOf,
  paymentKindOf,
  pendingActionOf,
  splitFullName,
} from './map-cart';

describe('mapCart', () => {
  it('maps the order to the unified cart with totals in major units', () => {
    const cart = mapCart(activeOrder, 'en');
    expect(cart).toMatchObject({
      id: 'ORDER123ABC',
      email: 'somchai@example.com',
      is_virtual: false,
      is_giftcard_only: false,
      total_quantity: 2,
      applied_coupons: [{ code: 'WELCOME10' }],
      loyalty_accrual: [],
      state: 'adding_items',
    });
    expect(cart.prices).toEqual({
      subtotal_excluding_tax: { value: 4280.37, currency: 'THB' },
      subtotal_including_tax: { value: 4580, currency: 'THB' },
      applied_taxes: [{ label: 'VAT', rate: 7, amount: { value: 272.93, currency: 'THB' } }],
      discounts: [{ label: 'Welcome: 10% off your order', amount: { value: 458, currency: 'THB' } }],
      giftcard_amount: { value: 1000, currency: 'THB' },
      shipping_including_tax: { value: 50, currency: 'THB' },
      grand_total: { value: 4172, currency: 'THB' },
      payable_total: { value: 3172, currency: 'THB' },
      applied_loyalty_balance: { applied_balance: { value: 0, currency: 'THB' } },
    });
    expect(cart.applied_gift_cards).toEqual([
      {
        gift_card_code: 'TALAT-GC-1000',
        gift_card_masked: 'TALAT-GC-****-1000',
        applied_amount: { value: 1000, currency: 'THB' },
        balance: { value: 1000, currency: 'THB' },
      },
    ]);
    expect(cart.selected_shipping_method).toMatchObject({ uid: '1', method_code: 'standard-th', amount: { value: 50, currency: 'THB' } });
    expect(cart.shipping_address).toMatchObject({
      firstname: 'Somchai',
      lastname: 'Jai Dee',
      street: ['99 Sukhumvit Road', 'Khlong Toei'],
    });
    expect(cart.billing_address).toBeNull();
  });

  it("labels a discount with its promotion's name in this request's language, not the language it was priced in", () => {
    // Applied on /en, read on /th: the engine's description is still English, the promotion's name is Thai.
    const thai = { ...activeOrder, promotions: [{ id: '1', couponCode: 'WELCOME10', name: 'ต้อนรับสมาชิกใหม่: ลด 10% ทั้งคำสั่งซื้อ' }] };
    expect(mapCart(thai, 'en').prices.discounts).toEqual([
      { label: 'ต้อนรับสมาชิกใหม่: ลด 10% ทั้งคำสั่งซื้อ', amount: { value: 458, currency: 'THB' } },
    ]);
    // A discount with no promotion behind it in the list keeps the engine's description.
    const other = { ...thai, discounts: [{ ...activeOrder.discounts[0]!, adjustmentSource: 'PROMOTION:9' }] };
    expect(mapCart(other, 'en').prices.discounts[0]!.label).toBe('Welcome: 10% off your order');
  });

  it('flags virtual and gift-card-only carts, never an empty one', () => {
    expect(mapCart({ ...activeOrder, lines: [giftCardLine] }, 'en')).toMatchObject({ is_virtual: true, is_giftcard_only: true });
    expect(mapCart({ ...activeOrder, lines: [giftCardLine, shirtLine] }, 'en')).toMatchObject({
      is_virtual: false,
      is_giftcard_only: false,
    });
    expect(mapCart(emptyOrder, 'en')).toMatchObject({ is_virtual: false, is_giftcard_only: false, items: [], total_quantity: 0 });
  });
});

describe('mapCartItem', () => {
  it('maps prices, product, the configured variant and stock', () => {
    const item = mapCartItem(shirtLine, 'THB', 'en');
    expect(item).toMatchObject({
      uid: '41',
      quantity: 2,
      prices: {
        price: { value: 2290, currency: 'THB' },
        row_total: { value: 4280.37, currency: 'THB' },
        row_total_including_tax: { value: 4580, currency: 'THB' },
        total_item_discount: { value: 458, currency: 'THB' },
        tax_percent: 7,
      },
      product: {
        uid: '7',
        sku: 'HS25-M',
        name: 'Home Shirt 2025',
        url_key: 'home-shirt-2025',
        is_preorder: true,
        is_virtual: false,
        kind: 'configurable',
        has_page: true,
      },
      configured_variant: { uid: '17', sku: 'HS25-M', options: [{ label: 'Size', value: 'M' }] },
      personalisation_options: [],
      bundle_options: [],
      stock_status: 'IN_STOCK',
      max_quantity: 3,
    });
    expect(item.product.thumbnail?.url).toBe('http://engine.test/assets/preview/shirt-m.jpg?preset=thumb');
  });

  it('gives a product listed nowhere (visibility none) no page', () => {
    const wrap = {
      ...shirtLine,
      productVariant: {
        ...shirtLine.productVariant,
        product: { ...shirtLine.productVariant.product, customFields: { kind: 'standard', visibility: 'none' } },
      },
    };
    expect(mapCartItem(wrap, 'THB', 'en').product.has_page).toBe(false);
  });

  it('gives a gift card line its VAT rate of 0 (a multi-purpose voucher), its price untaxed', () => {
    const item = mapCartItem(giftCardLine, 'THB', 'en');
    expect(item.prices).toMatchObject({ tax_percent: 0, row_total: { value: 1000 }, row_total_including_tax: { value: 1000 } });
  });

  it('reads bundle components and out-of-stock lines', () => {
    const item = mapCartItem(bundleLine, 'GBP', 'en');
    expect(item.product.kind).toBe('bundle');
    expect(item.configured_variant).toBeNull();
    expect(item.bundle_options).toEqual([
      { sku: 'HS25-M', quantity: 1, label: 'Home shirt' },
      { sku: 'SHORTS-M', quantity: 1, label: 'SHORTS-M' },
    ]);
    expect(item).toMatchObject({ stock_status: 'OUT_OF_STOCK', max_quantity: 0 });
    expect(item.prices.price.currency).toBe('GBP');
  });
});

describe('maxQuantityOf', () => {
  it('is the numeric level, 0 when out of stock, null when unknown', () => {
    expect(maxQuantityOf('4')).toBe(4);
    expect(maxQuantityOf('5000')).toBe(999);
    expect(maxQuantityOf('OUT_OF_STOCK')).toBe(0);
    expect(maxQuantityOf('0')).toBe(0);
    expect(maxQuantityOf('IN_STOCK')).toBeNull();
  });
});

describe('personalised and bundle lines', () => {
  it('maps the print to name and number options, the print price on the first', () => {
    expect(mapCartItem(personalisedLine, 'THB', 'en').personalisation_options).toEqual([
      { type: 'name', value: 'SOMCHAI', price: { value: 500, currency: 'THB' } },
      { type: 'number', value: '7', price: { value: 0, currency: 'THB' } },
    ]);
    const numberOnly = { ...personalisedLine, customFields: { personalisationName: null, personalisationNumber: '10' } };
    expect(mapCartItem(numberOnly, 'GBP', 'en').personalisation_options).toEqual([
      { type: 'number', value: '10', price: { value: 15, currency: 'GBP' } },
    ]);
    expect(mapCartItem(shirtLine, 'THB', 'en').personalisation_options).toEqual([]);
  });

  it("lists a bundle line's chosen items with the product's labels, else the product's components", () => {
    expect(mapCartItem(bundleLine, 'THB', 'en').bundle_options).toEqual([
      { sku: 'HS25-M', quantity: 1, label: 'Home shirt' },
      { sku: 'SHORTS-M', quantity: 1, label: 'SHORTS-M' },
    ]);
    const chosen = { ...bundleLine, customFields: { bundleOptions: '[{"sku":"HS25-M","quantity":1}]' } };
    expect(mapCartItem(chosen, 'THB', 'en').bundle_options).toEqual([{ sku: 'HS25-M', quantity: 1, label: 'Home shirt' }]);
  });
});

describe('addresses', () => {
  it('reads the customs clearance code', () => {
    expect(mapAddress(activeOrder.shippingAddress)?.pccc).toBe('P123456789012');
    expect(mapAddress({ ...activeOrder.shippingAddress!, customFields: null })?.pccc).toBeNull();
  });

  it("reads the recipient's date of birth (koreaDob), null when there is none", () => {
    const seoul = { ...activeOrder.shippingAddress!, countryCode: 'KR', customFields: { pccc: 'P123456789012', koreaDob: '1990-04-23' } };
    expect(mapAddress(seoul)?.korea_dob).toBe('1990-04-23');
    expect(mapAddress(activeOrder.shippingAddress)?.korea_dob).toBeNull();
    expect(mapAddress({ ...seoul, customFields: { koreaDob: '' } })?.korea_dob).toBeNull();
  });

  it('sends the date of birth on a shipping address in South Korea only', () => {
    const seoul = {
      firstname: 'Minji',
      lastname: 'Kim',
      street: ['1 Sejong-daero'],
      city: 'Jung-gu',
      postcode: '04524',
      country_code: 'kr',
      telephone: '+82212345678',
      korea_dob: ' 1990-04-23 ',
    };
    expect(addressInputOf(seoul).customFields).toEqual({ pccc: null, koreaDob: '1990-04-23' });
    expect(addressInputOf(seoul, 'shipping').customFields?.koreaDob).toBe('1990-04-23');
    expect(addressInputOf(seoul, 'billing').customFields?.koreaDob).toBeNull();
    expect(addressInputOf({ ...seoul, country_code: 'JP' }).customFields?.koreaDob).toBeNull();
    expect(addressInputOf({ ...seoul, korea_dob: '  ' }).customFields?.koreaDob).toBeNull();
  });

  it('splits the full name at the first space', () => {
    expect(splitFullName('  Somchai   Jai Dee ')).toEqual({ firstname: 'Somchai', lastname: 'Jai Dee' });
    expect(splitFullName('Madonna')).toEqual({ firstname: 'Madonna', lastname: '' });
    expect(splitFullName(null)).toEqual({ firstname: '', lastname: '' });
  });

  it('maps an address without a street to null', () => {
    expect(mapAddress(null)).toBeNull();
    expect(mapAddress({ ...activeOrder.shippingAddress!, streetLine1: '' })).toBeNull();
  });

  it('builds the engine input from the form fields', () => {
    expect(
      addressInputOf({
        firstname: ' Somchai ',
        lastname: 'Jaidee',
        company: ' ',
        street: ['99 Sukhumvit Road', 'Soi 4', 'Khlong Toei', ''],
        city: 'Bangkok',
        region: 'Bangkok',
        postcode: '10110',
        country_code: 'th',
        telephone: '+66812345678',
        pccc: 'P123',
      }),
    ).toEqual({
      fullName: 'Somchai Jaidee',
      streetLine1: '99 Sukhumvit Road',
      streetLine2: 'Soi 4, Khlong Toei',
      city: 'Bangkok',
      province: 'Bangkok',
      postalCode: '10110',
      countryCode: 'TH',
      phoneNumber: '+66812345678',
      customFields: { pccc: 'P123', koreaDob: null },
    });
  });
});

describe('methods', () => {
  it('maps shipping and payment quotes', () => {
    expect(
      mapShippingMethod({ id: '5', code: 'click-collect', name: 'Click & Collect', description: 'Free', price: 0, priceWithTax: 0 }, 'GBP'),
    ).toEqual({
      uid: '5',
      carrier_code: 'click-collect',
      method_code: 'click-collect',
      carrier_title: 'Click & Collect',
      method_title: 'Click & Collect',
      description: 'Free',
      amount: { value: 0, currency: 'GBP' },
      amount_excluding_tax: { value: 0, currency: 'GBP' },
    });
    expect(
      mapPaymentMethod({
        id: '2',
        code: 'checkmo',
        name: 'Cheque',
        description: 'Payable to Talat',
        isEligible: true,
        eligibilityMessage: null,
        client: null,
      }),
    ).toEqual({
      code: 'checkmo',
      kind: 'cheque',
      title: 'Cheque',
      description: 'Payable to Talat',
      is_eligible: true,
      eligibility_message: null,
      client: null,
    });
  });

  it('hands on a provider client it can mount, and nothing else', () => {
    const tokenUrl = 'https://engine.example/payments/test-card/tokens';
    expect(paymentClientOf({ provider: 'test-card', tokenUrl })).toEqual({ provider: 'test-card', tokenUrl });
    expect(paymentClientOf({ provider: 'test-card', tokenUrl, secret: 'x' })).toEqual({ provider: 'test-card', tokenUrl });
    expect(paymentClientOf({ provider: 'test-card', tokenUrl: 'javascript:alert(1)' })).toBeNull();
    expect(paymentClientOf({ provider: 'test-card' })).toBeNull();
    expect(paymentClientOf({ provider: 'another', tokenUrl })).toBeNull();
    expect(paymentClientOf(null)).toBeNull();
    expect(paymentClientOf('test-card')).toBeNull();
  });

  it("hands on Adyen's drop-in settings, only public ones, and refuses what it cannot read", () => {
    const adyen = {
      provider: 'adyen',
      clientKey: 'test_ABC123',
      environment: 'test',
      countryCode: 'TH',
      locale: 'th-TH',
      amount: { currency: 'THB', value: 129000 },
      paymentMethodsResponse: {
        paymentMethods: [
          { type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] },
          { type: 'promptpay', name: 'PromptPay', configuration: { x: 1 } },
          { type: 7 },
        ],
      },
      apiKey: 'never passed on',
    };
    expect(paymentClientOf(adyen)).toEqual({
      provider: 'adyen',
      clientKey: 'test_ABC123',
      environment: 'test',
      countryCode: 'TH',
      locale: 'th-TH',
      amount: { currency: 'THB', value: 129000 },
      paymentMethodsResponse: {
        paymentMethods: [
          { type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] },
          { type: 'promptpay', name: 'PromptPay' },
        ],
      },
    });
    expect(paymentClientOf({ ...adyen, clientKey: 'secret key' })).toBeNull();
    expect(paymentClientOf({ ...adyen, environment: 'staging' })).toBeNull();
    // The live regions pass as they are: the drop-in loads from that region's origin.
    for (const environment of ['live', 'live-us', 'live-au', 'live-apse', 'live-in'])
      expect(paymentClientOf({ ...adyen, clientKey: 'live_ABC123', environment })).toMatchObject({ provider: 'adyen', environment });
    expect(paymentClientOf({ ...adyen, environment: 'live-eu' })).toBeNull();
    expect(paymentClientOf({ ...adyen, amount: { currency: 'THB', value: 12.5 } })).toBeNull();
    expect(paymentClientOf({ ...adyen, paymentMethodsResponse: null })).toBeNull();
  });

  it('says what kind each engine payment method is, so the storefront need not know its codes', () => {
    expect(['talat-test-card', 'checkmo', 'talat-gift-card', 'talat-loyalty', 'bank-transfer'].map((code) => paymentKindOf(code))).toEqual([
      'card',
      'cheque',
      'gift-card',
      'loyalty',
      'other',
    ]);
    // A lender's own method through Adyen is online by its client, whatever the shop called it.
    const adyenClient = paymentClientOf({
      provider: 'adyen',
      clientKey: 'test_ABC123',
      environment: 'test',
      countryCode: 'GB',
      locale: 'en-GB',
      amount: { currency: 'GBP', value: 4500 },
      paymentMethodsResponse: { paymentMethods: [{ type: 'clearpay', name: 'Clearpay' }] },
    });
    expect(adyenClient).not.toBeNull();
    expect(paymentKindOf('adyen-clearpay', adyenClient)).toBe('online');
    expect(paymentKindOf('adyen-clearpay')).toBe('other');
  });
});

describe('orders', () => {
  it('maps states', () => {
    expect(['AddingItems', 'ArrangingPayment', 'PaymentSettled', 'PaymentAuthorized', 'Cancelled', 'Draft'].map(cartStateOf)).toEqual([
      'adding_items',
      'arranging_payment',
      'placed',
      'placed',
      'cancelled',
      'other',
    ]);
  });

  it('summarises a paid order with its successful payments', () => {
    const summary = mapOrderSummary(paidOrder, 'en');
    expect(summary).toMatchObject({
      number: 'ORDER123ABC',
      state: 'placed',
      placed_at: '2026-11-26T01:00:00.000Z',
      email: 'somchai@example.com',
      payment_method: 'talat-test-card',
      payment_kind: 'card',
      shipping_method: { method_code: 'standard-th' },
    });
    expect(summary.payments).toEqual([
      { method: 'talat-gift-card', kind: 'gift-card', amount: { value: 1000, currency: 'THB' }, state: 'Settled', card: null },
      {
        method: 'talat-test-card',
        kind: 'card',
        amount: { value: 3172, currency: 'THB' },
        state: 'Settled',
        card: { brand: 'visa', last4: '1111' },
      },
    ]);
    expect(summary.items).toHaveLength(1);
    expect(hasGiftCardPayment(paidOrder)).toBe(true);
    expect(hasGiftCardPayment(activeOrder)).toBe(false);
  });

  it('finds a pending card challenge and sends it to its page', () => {
    const pending = {
      ...activeOrder,
      state: 'ArrangingPayment',
      payments: [
        {
          id: '80',
          method: 'talat-test-card',
          amount: 0,
          state: 'ChallengePending',
          metadata: {},
          testCardChallengeUrl: 'http://engine.test/payments/test-card/challenge/80',
        },
      ],
    };
    expect(pendingActionOf(pending)).toEqual({
      paymentId: '80',
      action: { type: 'redirect', method: 'GET', url: 'http://engine.test/payments/test-card/challenge/80' },
    });
    expect(pendingActionOf(pending, { url: 'http://shop.test/en/adyen-direct', lang: 'en' })?.action).toMatchObject({
      url: 'http://engine.test/payments/test-card/challenge/80?returnUrl=http%3A%2F%2Fshop.test%2Fen%2Fadyen-direct&lang=en',
    });
    expect(pendingActionOf(activeOrder)).toBeNull();
    // A provider's waiting payment without an action it can read is no action.
    const noAction = { ...pending, payments: [{ ...pending.payments[0]!, state: 'ActionPending', metadata: { public: { action: 'x' } } }] };
    expect(pendingActionOf(noAction)).toBeNull();
  });
});
