import type { Cart, ClickCollect } from '@talat/commerce/types';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import en from '@messages/en/checkout.json';
import enAddress from '@messages/en/address.json';
import th from '@messages/th/checkout.json';
import thAddress from '@messages/th/address.json';
import { DEMO_BNPL } from '../../lib/product/__fixtures__/bnpl';
import type { AddressWords } from '../address/address-words';
import { formatPrice } from '../../lib/format/price';
import { AddressBlock } from './address-block';
import { CheckoutSteps } from './checkout-steps';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { ShippingStep } from './shipping-step';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

const address: AddressWords = { ...enAddress.address, validation: en.validation };
const money = (value: number) => ({ value, currency: 'THB' });
const shipTo = {
  firstname: 'Somchai',
  lastname: 'Jaidee',
  company: null,
  street: ['99 Rama IV Road', 'Lumphini'],
  city: 'Pathum Wan',
  region: 'Bangkok',
  postcode: '10330',
  country_code: 'TH',
  telephone: '+66812345678',
  pccc: null,
  korea_dob: null,
};
const method = {
  uid: '1',
  carrier_code: 'standard-th',
  method_code: 'standard-th',
  carrier_title: 'Standard',
  method_title: 'Standard delivery (Thailand)',
  description: 'Delivered in 2 to 4 working days.',
  amount: money(50),
  amount_excluding_tax: money(46.73),
};
const cart = {
  id: 'ORDER1',
  email: 'somchai@example.com',
  is_virtual: false,
  is_giftcard_only: false,
  total_quantity: 1,
  items: [
    {
      uid: 'l1',
      quantity: 1,
      prices: {
        price: money(1290),
        row_total: money(1290),
        row_total_including_tax: money(1290),
        total_item_discount: money(0),
        tax_percent: 7,
      },
      product: {
        uid: 'p1',
        sku: 'HOME-24',
        name: 'Home shirt 2024',
        url_key: 'home',
        thumbnail: null,
        is_preorder: false,
        is_virtual: false,
        kind: 'configurable',
        has_page: true,
      },
      configured_variant: { uid: 'v1', sku: 'HOME-24-M', name: 'M', options: [{ label: 'Size', value: 'M' }], thumbnail: null },
      personalisation_options: [],
      bundle_options: [],
      stock_status: 'IN_STOCK',
      max_quantity: null,
    },
  ],
  applied_coupons: [],
  applied_gift_cards: [],
  loyalty_accrual: [],
  prices: {
    subtotal_excluding_tax: money(1205.61),
    subtotal_including_tax: money(1290),
    applied_taxes: [{ label: 'VAT', rate: 7, amount: money(87.66) }],
    discounts: [],
    giftcard_amount: money(0),
    shipping_including_tax: money(50),
    grand_total: money(1340),
    payable_total: money(1340),
  },
  shipping_address: shipTo,
  billing_address: null,
  selected_shipping_method: method,
  state: 'adding_items',
} as unknown as Cart;
const clickCollect: ClickCollect = {
  enabled: true,
  carrier_code: 'click-collect',
  method_code: 'click-collect',
  name: 'Click & Collect',
  title: 'Collect',
  price: 0,
};
const methods = [
  {
    code: 'talat-test-card',
    kind: 'card' as const,
    title: 'Credit or debit card',
    descriptionHtml: '',
    eligible: true,
    eligibilityMessage: null,
    client: { provider: 'test-card' as const, tokenUrl: 'http://localhost:3001/payments/test-card/tokens' },
  },
  {
    code: 'checkmo',
    kind: 'cheque' as const,
    title: 'Cheque / money order',
    descriptionHtml: 'Make your cheque payable to: Talat',
    eligible: true,
    eligibilityMessage: null,
    client: null,
  },
];

describe('PaymentStep', () => {
  const step = (bnpl: typeof DEMO_BNPL, offered: typeof methods) =>
    renderToStaticMarkup(
      <PaymentStep
        locale="en"
        cart={cart}
        methods={offered}
        defaultCountry="TH"
        clickCollect={clickCollect}
        storeAddress={null}
        bnpl={bnpl}
        labels={{
          checkout: en.checkout,
          payment: en.checkoutPayment,
          card: en.checkoutCard,
          promptPay: en.checkoutPromptPay,
          online: en.checkoutOnline,
          address,
        }}
      />,
    );
  it('advertises instalments only when the provider of the store config has a payment method offered here', () => {
    expect(step(DEMO_BNPL, methods)).not.toContain('data-testid="bnpl-message"');
    const atome = { ...DEMO_BNPL, provider: 'atome' };
    expect(step(atome, methods)).not.toContain('data-testid="bnpl-message"');
    const withAtome = [...methods, { ...methods[0]!, code: 'atome', title: 'Atome' }];
    expect(step(atome, withAtome)).toMatch(/data-testid="bnpl-message">or 3 interest-free payments of THB\s446\.67</);
  });
  const html = renderToStaticMarkup(
    <PaymentStep
      locale="en"
      cart={cart}
      methods={methods}
      defaultCountry="TH"
      clickCollect={clickCollect}
      storeAddress={null}
      bnpl={DEMO_BNPL}
      labels={{
        checkout: en.checkout,
        payment: en.checkoutPayment,
        card: en.checkoutCard,
        promptPay: en.checkoutPromptPay,
        online: en.checkoutOnline,
        address,
      }}
    />,
  );
  it('labels the card fields and never names them (they cannot be submitted with a form)', () => {
    for (const field of ['number', 'expiry', 'cvc', 'name']) expect(html).toMatch(new RegExp(`<label for="card-${field}">`));
    expect(html).toContain('autoComplete="cc-number"');
    expect(html).not.toMatch(/<input[^>]*id="card-number"[^>]*name=/);
  });
  it('shows the billing checkbox on, the payment methods as radios and the Place order button', () => {
    expect(html).toMatch(/<input type="checkbox" id="billing-same" checked=""/);
    expect(html).toContain('Billing address same as shipping address');
    expect(html).toMatch(/<input type="radio" id="payment-method-talat-test-card"[^>]*checked=""/);
    expect(html).toContain('>Place order</button>');
    expect(html).toContain('Order summary');
    expect(html).toContain('Size: M');
  });
  it('shows a gift-card-covered order without payment methods', () => {
    const covered = {
      ...cart,
      applied_gift_cards: [{ gift_card_code: 'G', gift_card_masked: 'TALAT-GC-****-1', applied_amount: money(1340), balance: money(0) }],
      prices: { ...cart.prices, giftcard_amount: money(1340), payable_total: money(0) },
    };
    const out = renderToStaticMarkup(
      <PaymentStep
        locale="en"
        cart={covered}
        methods={methods}
        defaultCountry="TH"
        clickCollect={clickCollect}
        storeAddress={null}
        bnpl={DEMO_BNPL}
        labels={{
          checkout: en.checkout,
          payment: en.checkoutPayment,
          card: en.checkoutCard,
          promptPay: en.checkoutPromptPay,
          online: en.checkoutOnline,
          address,
        }}
      />,
    );
    expect(out).toContain(en.checkoutPayment.giftCardCovers);
    expect(out).not.toContain('payment-method-talat-test-card');
    expect(out).toContain('Gift card TALAT-GC-****-1');
  });
});

describe('ShippingStep', () => {
  it('labels the email and shows the saved address methods as radios', () => {
    const html = renderToStaticMarkup(
      <ShippingStep
        locale="en"
        cart={cart}
        defaultCountry="TH"
        clickCollect={clickCollect}
        storeAddress={null}
        initialMethods={[method]}
        labels={{ checkout: en.checkout, shipping: en.checkoutShipping, address }}
      />,
    );
    expect(html).toMatch(/<label for="checkout-email">Email address/);
    expect(html).toMatch(/<input type="radio" id="shipping-method-1"[^>]*checked=""/);
    expect(html).toContain('Continue to payment');
    expect(html).not.toContain('Continue to shipping method');
  });
  it('asks for the address first on a new cart', () => {
    const html = renderToStaticMarkup(
      <ShippingStep
        locale="en"
        cart={{ ...cart, email: null, shipping_address: null, selected_shipping_method: null }}
        defaultCountry="GB"
        clickCollect={clickCollect}
        storeAddress={null}
        initialMethods={null}
        labels={{ checkout: en.checkout, shipping: en.checkoutShipping, address }}
      />,
    );
    expect(html).toContain('Continue to shipping method');
    expect(html).not.toContain('shipping-method-1');
  });
});

describe('CheckoutSteps', () => {
  it('marks the current step and links back to finished ones', () => {
    const html = renderToStaticMarkup(<CheckoutSteps current="payment" locale="th" labels={en.checkout} />);
    expect(html).toContain('aria-label="Checkout steps"');
    expect(html).toMatch(/<li aria-current="step"><span>Payment<\/span>/);
    expect(html).toContain('href="/th/checkout/shipping"');
  });
});

describe('OrderSummary', () => {
  const taxes = [
    { label: 'Thailand VAT 7%', rate: 7, amount: money(84.39) },
    { label: 'shipping tax', rate: 7, amount: money(3.27) },
  ];
  const summary = (locale: 'th' | 'en', labels: typeof en.checkout.summary) =>
    renderToStaticMarkup(
      <OrderSummary
        items={[]}
        prices={{ ...cart.prices, applied_taxes: taxes }}
        giftCards={[]}
        locale={locale}
        labels={labels}
        freeLabel="Free"
      />,
    );

  it("writes one VAT line in the shopper's language, with the rate once and without the engine's tax names", () => {
    expect(summary('th', th.checkout.summary)).toContain('<dt>รวมภาษีมูลค่าเพิ่ม 7%</dt><dd>฿87.66</dd>');
    const english = summary('en', en.checkout.summary);
    expect(english).toContain(`<dt>Includes VAT 7%</dt><dd>${formatPrice(money(87.66), 'en')}</dd>`);
    expect(english).not.toMatch(/Thailand VAT|shipping tax/);
  });
});

describe('AddressBlock', () => {
  it('writes a Thai address with district, province and postcode on one line', () => {
    const html = renderToStaticMarkup(<AddressBlock address={shipTo} countries={thAddress.address.countries} />);
    expect(html).toContain('Lumphini<br/></span><span>Pathum Wan, Bangkok 10330<br/></span><span>ไทย<br/>');
  });

  it('writes a British address with the town and the postcode on lines of their own', () => {
    const london = {
      ...shipTo,
      street: ['10 Downing Street'],
      city: 'London',
      region: 'England',
      postcode: 'SW1A 2AA',
      country_code: 'GB',
    };
    const html = renderToStaticMarkup(<AddressBlock address={london} countries={enAddress.address.countries} />);
    expect(html).toContain('<span>London<br/></span><span>SW1A 2AA<br/></span><span>United Kingdom<br/>');
  });
});
