import type { RawOrder, RawOrderLine } from '../raw-cart-types';

/** A home shirt (size M), tax included at 7 %, with WELCOME10 applied. */
export const shirtLine: RawOrderLine = {
  id: '41',
  quantity: 2,
  unitPriceWithTax: 229000,
  linePrice: 428037,
  linePriceWithTax: 458000,
  discountedLinePriceWithTax: 412200,
  taxRate: 7,
  featuredAsset: null,
  productVariant: {
    id: '17',
    sku: 'HS25-M',
    name: 'Home Shirt 2025 M',
    stockLevel: '3',
    featuredAsset: { id: '5', preview: 'http://engine.test/assets/preview/shirt-m.jpg' },
    options: [{ code: 'm', name: 'M', group: { name: 'Size' } }],
    product: {
      id: '7',
      slug: 'home-shirt-2025',
      name: 'Home Shirt 2025',
      featuredAsset: { id: '4', preview: 'http://engine.test/assets/preview/shirt.jpg' },
      customFields: { kind: 'standard', preorder: true, virtual: false, bundleComponents: '' },
    },
  },
};

/** A ฿1,000 gift card: a multi-purpose voucher, sold without VAT. */
export const giftCardLine: RawOrderLine = {
  id: '42',
  quantity: 1,
  unitPriceWithTax: 100000,
  linePrice: 100000,
  linePriceWithTax: 100000,
  discountedLinePriceWithTax: 100000,
  // A multi-purpose voucher: no VAT when sold.
  taxRate: 0,
  featuredAsset: null,
  productVariant: {
    id: '90',
    sku: 'TFC-GIFTCARD-VALUE-1000',
    name: 'Digital gift card ฿1,000',
    stockLevel: 'IN_STOCK',
    featuredAsset: null,
    options: [],
    product: {
      id: '30',
      slug: 'digital-gift-card',
      name: 'Digital gift card',
      featuredAsset: { id: '9', preview: 'http://engine.test/assets/preview/gift.jpg' },
      customFields: { kind: 'giftcard', preorder: false, virtual: true, bundleComponents: '' },
    },
  },
};

export const bundleLine: RawOrderLine = {
  ...giftCardLine,
  id: '43',
  productVariant: {
    ...giftCardLine.productVariant,
    id: '95',
    sku: 'KIT-BUNDLE',
    name: 'Home kit bundle',
    stockLevel: 'OUT_OF_STOCK',
    product: {
      id: '31',
      slug: 'home-kit-bundle',
      name: 'Home kit bundle',
      featuredAsset: null,
      customFields: {
        kind: 'bundle',
        preorder: false,
        virtual: false,
        bundleComponents: '[{"sku":"HS25-M","quantity":1,"label":"Home shirt"},{"sku":"SHORTS-M","quantity":1}]',
      },
    },
  },
};

/** The shirt printed SOMCHAI 7: its unit price holds the ฿500 print. */
export const personalisedLine: RawOrderLine = {
  ...shirtLine,
  id: '44',
  quantity: 1,
  unitPriceWithTax: 279000,
  linePrice: 260748,
  linePriceWithTax: 279000,
  discountedLinePriceWithTax: 279000,
  customFields: { personalisationName: 'SOMCHAI', personalisationNumber: '7', bundleOptions: null },
  productVariant: {
    ...shirtLine.productVariant,
    product: {
      ...shirtLine.productVariant.product,
      customFields: { ...shirtLine.productVariant.product.customFields, printPriceThb: 50000, printPriceGbp: 1500 },
    },
  },
};

export const address = {
  fullName: 'Somchai Jai Dee',
  company: null,
  streetLine1: '99 Sukhumvit Road',
  streetLine2: 'Khlong Toei',
  city: 'Bangkok',
  province: 'Bangkok',
  postalCode: '10110',
  countryCode: 'TH',
  phoneNumber: '+66812345678',
  customFields: { pccc: 'P123456789012' },
};

export const activeOrder: RawOrder = {
  id: '12',
  code: 'ORDER123ABC',
  state: 'AddingItems',
  active: true,
  orderPlacedAt: null,
  currencyCode: 'THB',
  totalQuantity: 2,
  subTotal: 385234,
  subTotalWithTax: 412200,
  shipping: 4673,
  shippingWithTax: 5000,
  total: 389907,
  totalWithTax: 417200,
  couponCodes: ['WELCOME10'],
  promotions: [{ id: '1', couponCode: 'WELCOME10', name: 'Welcome: 10% off your order' }],
  discounts: [{ adjustmentSource: 'PROMOTION:1', description: 'Welcome: 10% off your order', amount: -42803, amountWithTax: -45800 }],
  taxSummary: [
    { description: 'VAT', taxRate: 7, taxBase: 389907, taxTotal: 27293 },
    { description: 'Zero', taxRate: 0, taxBase: 0, taxTotal: 0 },
  ],
  customer: { emailAddress: 'somchai@example.com' },
  shippingAddress: address,
  billingAddress: { ...address, streetLine1: null },
  shippingLines: [
    {
      price: 4673,
      priceWithTax: 5000,
      shippingMethod: { id: '1', code: 'standard-th', name: 'Standard delivery (Thailand)', description: '2 to 4 days' },
    },
  ],
  appliedGiftCards: [{ code: 'TALAT-GC-1000', masked: 'TALAT-GC-****-1000', appliedAmount: 100000, balance: 100000, currencyCode: 'THB' }],
  giftCardTotal: 100000,
  payableTotal: 317200,
  lines: [shirtLine],
  payments: [],
};

export const emptyOrder: RawOrder = {
  ...activeOrder,
  totalQuantity: 0,
  subTotal: 0,
  subTotalWithTax: 0,
  shipping: 0,
  shippingWithTax: 0,
  total: 0,
  totalWithTax: 0,
  couponCodes: [],
  promotions: [],
  discounts: [],
  taxSummary: [],
  customer: null,
  shippingAddress: null,
  billingAddress: null,
  shippingLines: [],
  appliedGiftCards: [],
  giftCardTotal: 0,
  payableTotal: 0,
  lines: [],
};

/** The same order paid: gift card 1,000 then the test card for the rest. */
export const paidOrder: RawOrder = {
  ...activeOrder,
  state: 'PaymentSettled',
  active: false,
  orderPlacedAt: '2026-11-26T01:00:00.000Z',
  payments: [
    { id: '70', method: 'talat-gift-card', amount: 100000, state: 'Settled', metadata: { giftCards: [] }, testCardChallengeUrl: null },
    { id: '71', method: 'talat-test-card', amount: 10000, state: 'Declined', metadata: null, testCardChallengeUrl: null },
    {
      id: '72',
      method: 'talat-test-card',
      amount: 317200,
      state: 'Settled',
      metadata: { public: { brand: 'visa', last4: '1111', expiryMonth: 12, expiryYear: 2035, resultCode: 'Authorised' } },
      testCardChallengeUrl: null,
    },
  ],
};
