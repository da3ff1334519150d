import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEMO_BNPL } from '../../lib/product/__fixtures__/bnpl';
import { priceTextsOf, reachableAmounts, type PriceTexts } from '../../lib/product/price-texts';
import { testProduct } from '../../lib/product/test-product';
import type { Selection } from '../../lib/product/variant-selection';
import { PersonalisationFields } from './personalisation-fields';
import { ProductOptions } from './product-options';
import { ProductPrice } from './product-price';
import { ProductSelectionProvider } from './product-selection';
import { StockStatus } from './stock-status';

const shirt = testProduct({ personalisation: { price: { value: 350, currency: 'THB' }, is_fixed_price: true } });
const priceLabels = {
  price: 'Price',
  from: 'From {price}',
  nowPrice: 'Now',
  wasPrice: 'Was',
  withPrint: 'Includes printing',
  bnpl: 'or {count} interest-free payments of {amount}',
  priceConverted: 'Price converted from {currency}',
  notSoldIn: 'Not sold in {currency}',
};

function render(selection: Selection, priceTexts?: PriceTexts) {
  return renderMarkup(selection, priceTexts).replace(/\u00a0/g, ' ');
}

function renderMarkup(selection: Selection, priceTexts?: PriceTexts) {
  return renderToStaticMarkup(
    <ProductSelectionProvider product={shirt} initialSelection={selection} priceTexts={priceTexts}>
      <ProductPrice locale="en" labels={priceLabels} bnpl={DEMO_BNPL} />
      <StockStatus
        texts={{
          product: { text: 'In stock', out: false },
          variants: { 'v-SHIRT-M-RED': { text: 'Only 2 left', out: false } },
          chooseOptions: 'Choose your options',
        }}
      />
      <ProductOptions labels={{ valueOutOfStock: 'out of stock', valueUnavailable: 'not available with your other choices' }} />
      <PersonalisationFields
        price="฿350.00"
        labels={{
          personaliseTitle: 'Personalise',
          personaliseHint: 'Printing adds {price}.',
          nameLabel: 'Name on shirt',
          nameHint: 'Letters',
          numberLabel: 'Number on shirt',
          numberHint: '1 to 99',
          errorNameCharacters: 'Letters only',
          errorNameLength: 'Too long',
          errorNumberRange: '1 to 99 only',
        }}
      />
    </ProductSelectionProvider>,
  );
}

describe('product page island', () => {
  it('shows "From" the lowest price and asks for options before a variant is chosen', () => {
    const html = render({});
    expect(html).toContain('<span class="sr-only">Price: </span>From <span class="price" data-testid="product-price">THB 900.00</span>');
    expect(html).toContain('Choose your options');
    expect(html).toContain('or 3 interest-free payments of THB 300.00');
  });
  it('follows the chosen variant: price, stock and checked radios', () => {
    const html = render({ size: 'm', colour: 'red' });
    expect(html).toContain('data-testid="product-price">THB 1,000.00</span>');
    expect(html).not.toContain('From ');
    expect(html).toContain('or 3 interest-free payments of THB 333.34');
    expect(html).toContain('Only 2 left');
    expect(html).toMatch(/<input type="radio" name="option-size" checked="" value="m"\/>/);
  });
  it("writes every choice's prices from the server's book, the same words the browser would format", () => {
    const book = priceTextsOf(reachableAmounts(shirt, DEMO_BNPL), 'en');
    const choices: Selection[] = [{}, { size: 'm', colour: 'red' }, { size: 's', colour: 'white' }, { colour: 'red' }];
    for (const choice of choices) expect(render(choice, book)).toBe(render(choice));
    // Marked words prove the lookup: no formatter is made for an amount in the book.
    const marked = Object.fromEntries(Object.entries(book).map(([amount, text]) => [amount, `[${text}]`]));
    const html = render({ size: 'm', colour: 'red' }, marked);
    expect(html).toContain('data-testid="product-price">[THB 1,000.00]</span>');
    expect(html).toContain('or 3 interest-free payments of [THB 333.34]');
  });
  it('disables values that cannot be chosen and says why', () => {
    const html = render({ colour: 'white' });
    expect(html).toMatch(/<input type="radio" disabled="" name="option-size" value="xxl"\/>/);
    expect(html).toMatch(/<input type="radio" disabled="" name="option-size" value="m"\/>/);
    expect(html).toMatch(/M<\/span><span[^>]*> – not available with your other choices/);
    expect(render({ colour: 'red' })).toMatch(/XXL<\/span><span[^>]*> – out of stock/);
  });
  it('strikes the regular price through with "Was" and "Now" for screen readers', () => {
    const discounted = testProduct();
    discounted.variants[0] = {
      ...discounted.variants[0]!,
      price: { final_price: { value: 800, currency: 'THB' }, regular_price: { value: 1000, currency: 'THB' } },
    };
    const html = renderToStaticMarkup(
      <ProductSelectionProvider product={discounted} initialSelection={{ size: 's', colour: 'red' }}>
        <ProductPrice locale="en" labels={priceLabels} bnpl={DEMO_BNPL} />
      </ProductSelectionProvider>,
    ).replace(/\u00a0/g, ' ');
    expect(html).toMatch(
      /<span class="sr-only">Now: <\/span><span class="price" data-testid="product-price">THB 800.00<\/span><s[^>]*><span class="sr-only">Was: <\/span><span class="price price--regular" data-testid="regular-price">THB 1,000.00<\/span><\/s>/,
    );
  });
  it('says which currency a converted price comes from, for the product and the chosen variant', () => {
    const converted = testProduct({ price_converted_from: 'THB' });
    converted.variants = converted.variants.map((v, i) => ({ ...v, price_converted_from: i === 0 ? 'THB' : null }));
    const price = (selection: Selection) =>
      renderToStaticMarkup(
        <ProductSelectionProvider product={converted} initialSelection={selection}>
          <ProductPrice locale="en" labels={priceLabels} bnpl={DEMO_BNPL} />
        </ProductSelectionProvider>,
      );
    expect(price({})).toContain('data-testid="price-converted">Price converted from THB</p>');
    expect(price({ size: 's', colour: 'red' })).toContain('data-testid="price-converted">Price converted from THB<');
    // the second variant has a price of its own
    expect(price({ size: 'm', colour: 'red' })).not.toContain('price-converted');
    expect(render({})).not.toContain('price-converted');
  });
  it('shows a variant not sold in the currency without a price', () => {
    const mixed = testProduct();
    mixed.variants[0] = { ...mixed.variants[0]!, sold_in_currency: false };
    const html = renderToStaticMarkup(
      <ProductSelectionProvider product={mixed} initialSelection={{ size: 's', colour: 'red' }}>
        <ProductPrice locale="en" labels={priceLabels} bnpl={DEMO_BNPL} />
      </ProductSelectionProvider>,
    );
    expect(html).toContain('data-testid="variant-not-sold">Not sold in THB</p>');
    expect(html).not.toContain('data-testid="product-price"');
  });
  it('labels the personalisation inputs and ties hints and errors to them', () => {
    const html = render({});
    expect(html).toContain('<label for="personalise-name">Name on shirt</label>');
    expect(html).toContain('aria-describedby="personalise-number-hint personalise-number-error"');
    expect(html).not.toContain('aria-invalid');
  });
});
