import { describe, expect, it } from 'vitest';
import { mapProductDetails, mapRoute, parseVariantUid, productListVariables, stars, variantUid } from './map-catalogue';
import type { RawProductDetails } from './raw-types';
import { countryOfLocale } from './map-store-config';

describe('Magento catalogue mapping', () => {
  it('turns route answers into products, categories and safe redirects', () => {
    const base = { __typename: 'SimpleProduct', relative_url: 'scarf', redirect_code: 0 };
    expect(mapRoute({ ...base, type: 'PRODUCT', sku: 'SCARF', url_key: 'scarf', uid: 'Mg==' })).toEqual({
      type: 'PRODUCT',
      uid: 'SCARF',
      sku: 'SCARF',
      url_key: 'scarf',
    });
    expect(mapRoute({ ...base, __typename: 'CategoryTree', type: 'CATEGORY', uid: 'MTI=', url_path: 'kits/home-kit' })).toEqual({
      type: 'CATEGORY',
      uid: 'MTI=',
      url_path: 'kits/home-kit',
    });
    expect(mapRoute({ ...base, type: 'CMS_PAGE' })).toBeNull();
    expect(mapRoute(null)).toBeNull();
    const redirect = (relative_url: string, redirect_code = 301) => mapRoute({ ...base, type: 'PRODUCT', relative_url, redirect_code });
    expect(redirect('/kits/home-kit')).toEqual({ type: 'REDIRECT', status: 301, target: '/kits/home-kit', external: false });
    expect(redirect('sale', 302)).toEqual({ type: 'REDIRECT', status: 302, target: '/sale', external: false });
    expect(redirect('https://tickets.example/match')).toEqual({
      type: 'REDIRECT',
      status: 301,
      target: 'https://tickets.example/match',
      external: true,
    });
    expect(redirect('//evil.example/x')).toBeNull();
    expect(redirect('javascript:alert(1)')).toBeNull();
    expect(redirect('')).toBeNull();
  });

  it('keeps a configurable variant as its parent SKU and chosen values, as addProductsToCart takes it', () => {
    expect(variantUid('TFC-H25-SHIRT', ['c2l6ZS9t'])).toBe('TFC-H25-SHIRT|c2l6ZS9t');
    expect(parseVariantUid('TFC-H25-SHIRT|c2l6ZS9t,Y29sb3VyL3JlZA==')).toEqual({
      sku: 'TFC-H25-SHIRT',
      selected: ['c2l6ZS9t', 'Y29sb3VyL3JlZA=='],
    });
    expect(parseVariantUid('SCARF')).toBeNull();
    expect(parseVariantUid('SCARF|')).toBeNull();
  });

  it('makes a simple product its own variant, bought by its SKU, and leaves bundles to their options', () => {
    const price = { final_price: { value: 390, currency: 'THB' }, regular_price: { value: 390, currency: 'THB' } };
    const mug = {
      __typename: 'SimpleProduct',
      uid: 'NDI=',
      sku: 'TFC-MUG',
      name: 'Crest Mug',
      url_key: 'crest-mug',
      stock_status: 'IN_STOCK',
      only_x_left_in_stock: 3,
      rating_summary: 0,
      review_count: 0,
      thumbnail: null,
      price_range: { minimum_price: price },
    } as unknown as RawProductDetails;
    const details = mapProductDetails(mug, 'THB');
    expect(details.variants).toEqual([
      {
        uid: 'TFC-MUG',
        sku: 'TFC-MUG',
        name: 'Crest Mug',
        attributes: {},
        price: { final_price: { value: 390, currency: 'THB' }, regular_price: { value: 390, currency: 'THB' } },
        stock_status: 'IN_STOCK',
        only_x_left_in_stock: 3,
        image: null,
        price_converted_from: null,
        sold_in_currency: true,
      },
    ]);
    // addProductsToCart takes the uid as the SKU, with no options chosen.
    expect(parseVariantUid(details.variants[0]!.uid)).toBeNull();
    expect(mapProductDetails({ ...mug, stock_status: 'OUT_OF_STOCK' } as RawProductDetails, 'THB').variants[0]!.stock_status).toBe(
      'OUT_OF_STOCK',
    );
    expect(mapProductDetails({ ...mug, __typename: 'BundleProduct' } as RawProductDetails, 'THB').variants).toEqual([]);
  });

  it('asks for listings with Magento filters, sorts and paging', () => {
    expect(productListVariables({ categoryUid: 'MTI=' }, 12)).toEqual({
      filter: { category_uid: { eq: 'MTI=' } },
      sort: { position: 'ASC' },
      pageSize: 12,
      currentPage: 1,
    });
    expect(productListVariables({ search: ' shirt ', page: 2 }, 24)).toEqual({
      search: 'shirt',
      sort: { relevance: 'DESC' },
      pageSize: 24,
      currentPage: 2,
    });
    expect(
      productListVariables(
        { search: 'shirt', sort: 'price_asc', filters: { facets: { size: ['m'], colour: [] }, price: { min: 100 } } },
        12,
      ),
    ).toEqual({
      filter: { size: { in: ['m'] }, price: { from: '100' } },
      search: 'shirt',
      sort: { price: 'ASC' },
      pageSize: 12,
      currentPage: 1,
    });
  });

  it('reads ratings in stars and the country from the store locale', () => {
    expect([stars(0), stars(80), stars(93), stars(null)]).toEqual([0, 4, 4.7, 0]);
    expect([countryOfLocale('th_TH'), countryOfLocale('en_GB'), countryOfLocale(null)]).toEqual(['TH', 'GB', '']);
  });
});

describe('Magento cart taxes', () => {
  it('takes the rate the tax label names, else works it out from the only tax of the total', async () => {
    const { taxRateOf } = await import('./map-cart');
    expect(taxRateOf('VAT 7%', 299.63, 4580)).toBe(7);
    expect(taxRateOf('UK VAT 20 %', 11.66, null)).toBe(20);
    expect(taxRateOf('Tax', 11.66, 69.96)).toBe(20);
    expect(taxRateOf('Tax', 0, 100)).toBe(0);
    expect(taxRateOf('Tax', 5, null)).toBe(0);
  });
});
