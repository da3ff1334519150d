import { describe, expect, it } from 'vitest';
import { homeShirt, scarf } from './__fixtures__/catalogue';
import { mapProductDetails, mapProductSummary, metaDescriptionOf } from './map-product';

describe('mapProductSummary', () => {
  it('maps a configurable product for a tile', () => {
    expect(mapProductSummary(homeShirt, 'THB')).toEqual({
      uid: '7',
      id: '7',
      sku: 'HS25-S',
      name: 'Home shirt 2025',
      url_key: 'home-shirt-2025',
      kind: 'configurable',
      thumbnail: {
        url: 'http://localhost:3000/assets/preview/b2/home-shirt__preview.jpg?preset=medium',
        label: 'Home shirt 2025',
      },
      price_range: {
        minimum_price: {
          final_price: { value: 2490, currency: 'THB' },
          regular_price: { value: 2490, currency: 'THB' },
        },
        maximum_price: {
          final_price: { value: 2590.5, currency: 'THB' },
          regular_price: { value: 2990, currency: 'THB' },
        },
      },
      stock_status: 'IN_STOCK',
      only_x_left_in_stock: null,
      is_preorder: false,
      is_virtual: false,
      rating_summary: 4.5,
      review_count: 2,
      price_converted_from: null,
      sold_in_currency: true,
    });
  });

  it('marks a product whose price is converted, and leaves variants not sold out of its price', () => {
    const [small, medium] = homeShirt.variants;
    const product = {
      ...homeShirt,
      variants: [
        { ...small!, priceWithTax: 5478, currencyCode: 'GBP', priceConvertedFrom: 'THB' },
        { ...medium!, priceWithTax: 0, compareAtPrice: null, currencyCode: 'GBP', soldInCurrency: false },
      ],
    };
    const details = mapProductDetails(product, 'GBP', 'en');
    expect(details).toMatchObject({ price_converted_from: 'THB', sold_in_currency: true });
    expect(details.price_range.minimum_price.final_price).toEqual({ value: 54.78, currency: 'GBP' });
    expect(details.price_range.maximum_price.final_price).toEqual({ value: 54.78, currency: 'GBP' });
    expect(details.variants.map((v) => [v.sku, v.price_converted_from, v.sold_in_currency])).toEqual([
      ['HS25-S', 'THB', true],
      ['HS25-M', null, false],
    ]);
  });

  it('is not sold when no variant is', () => {
    const product = { ...homeShirt, variants: homeShirt.variants.map((v) => ({ ...v, priceWithTax: 0, soldInCurrency: false })) };
    expect(mapProductSummary(product, 'GBP')).toMatchObject({ price_converted_from: null, sold_in_currency: false });
  });

  it('maps a simple pre-order product with few left', () => {
    const summary = mapProductSummary(scarf, 'THB');
    expect(summary).toMatchObject({ kind: 'simple', is_preorder: true, only_x_left_in_stock: 3, thumbnail: null });
    expect(summary).toMatchObject({ rating_summary: 0, review_count: 0 });
  });
});

describe('mapProductDetails', () => {
  const details = mapProductDetails(homeShirt, 'THB', 'en');

  it('maps the gallery with large images in order', () => {
    expect(details.media_gallery.map((i) => [i.position, i.url])).toEqual([
      [1, 'http://localhost:3000/assets/preview/b2/home-shirt__preview.jpg?preset=large'],
      [2, 'http://localhost:3000/assets/preview/c3/home-shirt-back__preview.jpg?preset=large'],
    ]);
  });

  it('maps option groups and each variant with its chosen values, price and stock', () => {
    expect(details.configurable_options).toEqual([
      {
        uid: '40',
        attribute_code: 'home-shirt-size',
        label: 'Size',
        values: [
          { uid: '41', label: 'S' },
          { uid: '42', label: 'M' },
        ],
      },
    ]);
    expect(details.variants[1]).toMatchObject({
      uid: '32',
      sku: 'HS25-M',
      attributes: { '40': '42' },
      price: {
        final_price: { value: 2590.5, currency: 'THB' },
        regular_price: { value: 2990, currency: 'THB' },
      },
      stock_status: 'OUT_OF_STOCK',
      image: { url: 'http://localhost:3000/assets/preview/d4/home-shirt-m__preview.jpg?preset=large' },
    });
  });

  it('keeps regular = final for a variant without a compare-at price', () => {
    expect(details.variants[0]?.price).toEqual({
      final_price: { value: 2490, currency: 'THB' },
      regular_price: { value: 2490, currency: 'THB' },
    });
  });

  it('reads the units bought in the past 24 hours', () => {
    expect(details.past24_hr_buying).toBe(3);
    expect(mapProductDetails(scarf, 'THB', 'en').past24_hr_buying).toBe(0);
  });

  it('maps categories, personalisation and meta fields', () => {
    expect(details.categories.map((c) => c.url_path)).toEqual(['kits/home-kit']);
    expect(details.personalisation).toEqual({ price: { value: 500, currency: 'THB' }, is_fixed_price: true });
    expect(details.meta_title).toBe('Home shirt 2025');
    expect(details.meta_description).toBe('The home shirt for 2025.');
    expect(details.bundle_components).toEqual([]);
  });

  it('reads bundle components for a bundle', () => {
    const bundle = mapProductDetails(
      {
        ...scarf,
        customFields: { kind: 'bundle', bundleComponents: '[{"sku":"SCARF","quantity":1,"label":{"en":"Scarf","th":"ผ้าพันคอ"}}]' },
      },
      'THB',
      'th',
    );
    expect(bundle.kind).toBe('bundle');
    expect(bundle.bundle_components).toEqual([{ sku: 'SCARF', quantity: 1, label: 'ผ้าพันคอ' }]);
  });

  it('falls back to the featured asset when the product has no asset list', () => {
    const product = mapProductDetails({ ...homeShirt, assets: [] }, 'THB', 'en');
    expect(product.media_gallery).toHaveLength(1);
  });
});

describe('metaDescriptionOf', () => {
  it('cuts long text to 160 characters with an ellipsis', () => {
    const text = metaDescriptionOf(`<p>${'word '.repeat(60)}</p>`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('…')).toBe(true);
  });
});
