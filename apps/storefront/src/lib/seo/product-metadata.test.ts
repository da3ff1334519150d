import { describe, expect, it } from 'vitest';
import { testProduct } from '../product/test-product';
import { productMetadata } from './product-metadata';

describe('productMetadata', () => {
  it('gives title, description, canonical and hreflang alternates per locale', () => {
    const meta = productMetadata(testProduct({ meta_title: 'เสื้อเหย้า', meta_description: 'สีแดงทอง' }), 'th');
    expect(meta.title).toBe('เสื้อเหย้า');
    expect(meta.description).toBe('สีแดงทอง');
    expect(meta.alternates).toEqual({
      canonical: '/th/home-shirt',
      languages: { th: '/th/home-shirt', 'en-GB': '/en/home-shirt', 'x-default': '/en/home-shirt' },
    });
    expect(meta.openGraph).toMatchObject({ locale: 'th_TH', images: [{ url: 'https://img.test/shirt.png', alt: 'Front' }] });
  });
  it('falls back to the name and the description text', () => {
    const meta = productMetadata(testProduct({ meta_title: '', meta_description: '' }), 'en');
    expect(meta.title).toBe('Home shirt');
    expect(meta.description).toBe('Red and gold.');
  });
});
