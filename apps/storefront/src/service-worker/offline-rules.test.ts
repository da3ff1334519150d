import { describe, expect, it } from 'vitest';
import { isKeptPage, keptPageKey, offlineLang, offlinePageUrl } from './offline-rules';

describe('isKeptPage', () => {
  it('keeps catalogue, content and cart pages', () => {
    for (const path of ['/th', '/en/', '/th/kits/home-kit', '/en/crest-mug', '/th/cart', '/en/search', '/th/cms'])
      expect(isKeptPage(path), path).toBe(true);
  });
  it('never keeps checkout, account, sign-on or one-time pages, nor paths outside the shop', () => {
    for (const path of [
      '/th/checkout',
      '/en/checkout/payment',
      '/th/customer/my-profile',
      '/en/sso/postauth',
      '/th/newsletter/confirm',
      '/en/reset-password',
      '/api/commerce/getCart',
      '/builds/latest.json',
      '/',
    ]) {
      expect(isKeptPage(path), path).toBe(false);
    }
  });
});

describe('offlineLang', () => {
  it('takes the path’s language, else English', () => {
    expect(offlineLang('/th/cart')).toBe('th');
    expect(offlineLang('/en')).toBe('en');
    expect(offlineLang('/x')).toBe('en');
    expect(offlinePageUrl('th')).toBe('/offline.html?lang=th');
  });
});

describe('keptPageKey', () => {
  it('keys a page by the currency and country it was shown in, without the router’s cache buster', () => {
    expect(keptPageKey('https://shop.test/th/cart?_rsc=abc', 'THB', 'TH')).toBe('https://shop.test/th/cart?__currency=THB&__country=TH');
    expect(keptPageKey('https://shop.test/en/shop-all?page=2', 'GBP', null)).toBe('https://shop.test/en/shop-all?page=2&__currency=GBP');
  });
});
