import { describe, expect, it } from 'vitest';
import { testProduct, variant } from '../product/test-product';
import { absoluteUrl, breadcrumbJsonLd, productJsonLd, serializeJsonLd } from './json-ld';

const url = 'https://shop.test/en/home-shirt';

describe('productJsonLd', () => {
  it('describes a configurable product with an aggregate offer and per-variant offers', () => {
    const ld = productJsonLd({ product: testProduct(), url, description: 'Red and gold.' });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Home shirt',
      sku: 'SHIRT-S-RED',
      image: ['https://img.test/shirt.png', 'https://img.test/shirt-back.png'],
      description: 'Red and gold.',
      offers: { '@type': 'AggregateOffer', priceCurrency: 'THB', lowPrice: '900.00', highPrice: '1200.00', offerCount: 4 },
    });
    const offers = (ld.offers as { offers: Record<string, unknown>[] }).offers;
    expect(offers[2]).toMatchObject({ sku: 'SHIRT-XXL-RED', price: '1200.00', availability: 'https://schema.org/OutOfStock' });
    expect(ld).not.toHaveProperty('aggregateRating');
  });
  it('gives a single-variant product one offer, pre-order availability and a rating', () => {
    const product = testProduct({ variants: [variant('CAP', {}, 299.5)], configurable_options: [], is_preorder: true });
    const ld = productJsonLd({ product, url, rating: { average: 4.26, count: 3 } });
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      sku: 'CAP',
      url,
      price: '299.50',
      priceCurrency: 'THB',
      availability: 'https://schema.org/PreOrder',
      itemCondition: 'https://schema.org/NewCondition',
    });
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 });
  });
  it('leaves the rating out when there are no reviews', () => {
    expect(productJsonLd({ product: testProduct(), url, rating: { average: 0, count: 0 } })).not.toHaveProperty('aggregateRating');
  });
  it('offers nothing not sold in the currency', () => {
    const notSold = testProduct({ sold_in_currency: false });
    notSold.variants = notSold.variants.map((v) => ({ ...v, sold_in_currency: false }));
    expect(productJsonLd({ product: notSold, url })).not.toHaveProperty('offers');
    const mixed = testProduct();
    mixed.variants = mixed.variants.map((v, i) => ({ ...v, sold_in_currency: i !== 2 }));
    const offers = productJsonLd({ product: mixed, url }).offers as { offerCount: number; offers: { sku: string }[] };
    expect(offers.offerCount).toBe(3);
    expect(offers.offers.map((o) => o.sku)).not.toContain('SHIRT-XXL-RED');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 and omits the current page’s URL when absent', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', url: 'https://shop.test/en' }, { name: 'Shirt' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.test/en' },
        { '@type': 'ListItem', position: 2, name: 'Shirt' },
      ],
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes characters that could close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });
});

describe('absoluteUrl', () => {
  it('joins base and path', () => {
    expect(absoluteUrl('https://shop.test', '/th/home-shirt')).toBe('https://shop.test/th/home-shirt');
    expect(absoluteUrl('https://shop.test/', '/en')).toBe('https://shop.test/en');
  });
});
