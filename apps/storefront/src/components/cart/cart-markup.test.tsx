import type { Cart, CartItem } from '@talat/commerce/types';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CartLineWords, CartWords } from './cart-words';
import { CartLine } from './cart-line';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';

const gbp = (value: number) => ({ value, currency: 'GBP' });

const lineLabels: CartLineWords = {
  preorder: 'Pre-order',
  unitPrice: 'Price',
  rowTotal: 'Total',
  beforeDiscount: 'Before discount',
  personalisationName: 'Name: {value}',
  personalisationNumber: 'Number: {value}',
  printPrice: 'Printing: {price}',
  bundle: 'Includes',
  vatFree: 'Multi-purpose voucher: sold without VAT',
  quantity: 'Quantity of {name}',
  quantityShort: 'Quantity: {count}',
  decrease: 'One fewer {name}',
  increase: 'One more {name}',
  remove: 'Remove {name}',
  removeShort: 'Remove',
  quantityRange: 'Enter a quantity from 1 to {max}.',
  quantityMin: 'At least 1.',
  onlyLeft: 'Only {count} left in stock.',
  updated: 'Changed {name} to {count}.',
  removed: '{name} removed.',
  genericError: 'Something went wrong.',
};

const totalsLabels: CartWords['totals'] = {
  title: 'Order summary',
  subtotalExclTax: 'Subtotal (excl. tax)',
  subtotalInclTax: 'Subtotal (incl. tax)',
  subtotal: 'Subtotal',
  tax: 'Includes VAT {rate}%',
  discount: 'Discount',
  giftCards: 'Gift cards',
  shipping: 'Shipping',
  grandTotal: 'Grand total',
  payable: 'To pay',
  loyalty: 'You will earn {points} points',
  loyaltyApplied: 'Loyalty points',
};

const shirt: CartItem = {
  uid: 'line-1',
  quantity: 2,
  prices: { price: gbp(1290), row_total: gbp(2411.21), row_total_including_tax: gbp(2580), total_item_discount: gbp(258), tax_percent: 20 },
  product: {
    uid: 'p1',
    sku: 'TFC-HOME',
    name: 'Home Shirt',
    url_key: 'home-shirt',
    thumbnail: null,
    is_preorder: true,
    is_virtual: false,
    kind: 'configurable',
    has_page: true,
  },
  configured_variant: { uid: 'v1', sku: 'TFC-HOME-M', name: 'Home Shirt M', options: [{ label: 'Size', value: 'M' }], thumbnail: null },
  personalisation_options: [
    { type: 'name', value: 'SOMCHAI', price: gbp(350) },
    { type: 'number', value: '7', price: gbp(0) },
  ],
  bundle_options: [],
  stock_status: 'IN_STOCK',
  max_quantity: 3,
};

function text(markup: string) {
  return markup.replace(/\u00a0/g, ' ');
}

describe('CartLine', () => {
  it('names its controls after the product and its options', () => {
    const html = text(renderToStaticMarkup(<CartLine item={shirt} locale="en" labels={lineLabels} />));
    expect(html).toContain('href="/en/home-shirt"');
    expect(html).toContain('aria-label="Quantity of Home Shirt (M)"');
    expect(html).toContain('aria-label="One more Home Shirt (M)"');
    expect(html).toContain('aria-label="Remove Home Shirt (M)"');
    expect(html).toContain('max="3"');
  });

  it('shows options, personalisation with the print price, the pre-order label and the discounted total', () => {
    const html = text(renderToStaticMarkup(<CartLine item={shirt} locale="en" labels={lineLabels} />));
    expect(html).toContain('<dt>Size</dt><dd>M</dd>');
    expect(html).toContain('Name: SOMCHAI');
    expect(html).toContain('Number: 7');
    expect(html).toContain('Printing: £350.00');
    expect(html).toContain('Pre-order');
    expect(html).toMatch(/data-testid="cart-line-total">£2,322.00/);
    expect(html).toContain('£2,580.00');
  });

  it('says a gift card is sold without VAT, and says nothing of VAT on goods, even at 0 % (an export)', () => {
    const card: CartItem = {
      ...shirt,
      configured_variant: null,
      personalisation_options: [],
      prices: { ...shirt.prices, tax_percent: 0 },
      product: { ...shirt.product, kind: 'giftcard', is_preorder: false },
    };
    expect(renderToStaticMarkup(<CartLine item={card} locale="en" labels={lineLabels} />)).toContain(
      'Multi-purpose voucher: sold without VAT',
    );
    expect(renderToStaticMarkup(<CartLine item={shirt} locale="en" labels={lineLabels} />)).not.toContain('Multi-purpose voucher');
    const exported = { ...shirt, prices: { ...shirt.prices, tax_percent: 0 } };
    expect(renderToStaticMarkup(<CartLine item={exported} locale="en" labels={lineLabels} />)).not.toContain('Multi-purpose voucher');
  });

  it('names a product that has no page (the gift-wrap service) without a link to one', () => {
    const wrap: CartItem = {
      ...shirt,
      configured_variant: null,
      personalisation_options: [],
      product: { ...shirt.product, name: 'Gift Wrap', url_key: 'gift-wrap', has_page: false },
    };
    const html = renderToStaticMarkup(<CartLine item={wrap} locale="en" labels={lineLabels} />);
    expect(html).toContain('Gift Wrap');
    expect(html).not.toContain('href="/en/gift-wrap"');
  });

  it('shows the quantity as text in the sidebar', () => {
    const html = text(renderToStaticMarkup(<CartLine item={shirt} locale="en" labels={lineLabels} compact />));
    expect(html).toContain('Quantity: 2');
    expect(html).not.toContain('type="number"');
  });
});

describe('CartLines', () => {
  const mug: CartItem = {
    ...shirt,
    uid: 'line-2',
    configured_variant: null,
    product: {
      ...shirt.product,
      uid: 'p2',
      sku: 'TFC-MUG',
      name: 'Mug',
      url_key: 'mug',
      thumbnail: { url: '/media/assets/mug.png', label: 'Mug' },
    },
  };
  const images = (markup: string) => [...markup.matchAll(/<img [^>]*>/g)].map((m) => m[0]);

  it("loads the cart page's first line image at once and the others lazily", () => {
    const [first, second] = images(
      renderToStaticMarkup(<CartLines items={[mug, { ...mug, uid: 'line-3' }]} locale="en" labels={lineLabels} label="Items" />),
    );
    expect(first).toContain('fetchPriority="high"');
    expect(first).not.toContain('loading="lazy"');
    expect(second).toContain('loading="lazy"');
  });

  it('keeps every image lazy in the sidebar', () => {
    const all = images(renderToStaticMarkup(<CartLines items={[mug]} locale="en" labels={lineLabels} label="Items" compact />));
    expect(all).toHaveLength(1);
    expect(all[0]).toContain('loading="lazy"');
  });
});

describe('CartTotals', () => {
  it('lists the totals with discounts and gift cards taken off', () => {
    const cart = {
      prices: {
        subtotal_excluding_tax: gbp(2411.21),
        subtotal_including_tax: gbp(2580),
        applied_taxes: [
          { label: 'UK VAT 20%', rate: 20, amount: gbp(151.87) },
          { label: 'shipping tax', rate: 20, amount: gbp(1) },
        ],
        discounts: [{ label: 'WELCOME10', amount: gbp(258) }],
        giftcard_amount: gbp(1000),
        shipping_including_tax: gbp(0),
        grand_total: gbp(2322),
        payable_total: gbp(1322),
        applied_loyalty_balance: { applied_balance: gbp(0) },
      },
      selected_shipping_method: null,
      loyalty_accrual: [],
    } as unknown as Cart;
    const html = text(renderToStaticMarkup(<CartTotals cart={cart} locale="en" labels={totalsLabels} loyaltyEnabled />));
    expect(html).toContain('<dt>Includes VAT 20%</dt><dd>£152.87</dd>');
    expect(html).not.toContain('UK VAT');
    expect(html).toContain('<dt>Discount (WELCOME10)</dt><dd>−£258.00</dd>');
    expect(html).toContain('<dt>Gift cards</dt><dd>−£1,000.00</dd>');
    expect(html).toContain('<dt>Grand total</dt><dd>£2,322.00</dd>');
    expect(html).toContain('<dt>To pay</dt><dd>£1,322.00</dd>');
    expect(html).not.toContain('You will earn');
  });
});
