import type { CartAddress } from '@talat/commerce/types';
import { describe, expect, it } from 'vitest';
import { shownAddressLines } from './address-lines';

const delivery: CartAddress = {
  firstname: 'สมชาย',
  lastname: 'ใจดี',
  company: null,
  street: ['99/1 ถนนพระราม 9', 'ห้วยขวาง'],
  city: 'ห้วยขวาง',
  region: 'กรุงเทพมหานคร',
  postcode: '10310',
  country_code: 'TH',
  telephone: '0812345678',
  pccc: null,
  korea_dob: null,
};

describe('shownAddressLines', () => {
  it('writes a cart address by its country, naming the country in the shopper language', () => {
    expect(shownAddressLines(delivery, { TH: 'ไทย' })).toEqual([
      'สมชาย ใจดี',
      '99/1 ถนนพระราม 9',
      'ห้วยขวาง',
      'ห้วยขวาง กรุงเทพมหานคร 10310',
      'ไทย',
      '0812345678',
    ]);
  });

  it('writes a store address (no company) and the country code when the catalogue has no name for it', () => {
    const store = {
      firstname: 'Talat FC',
      lastname: 'Megastore',
      street: ['99 Rama IX Road'],
      city: 'Huai Khwang',
      region: 'Bangkok',
      postcode: '10310',
      country_code: 'TH',
      telephone: '+66 2 123 4567',
    };
    expect(shownAddressLines(store, {})).toEqual([
      'Talat FC Megastore',
      '99 Rama IX Road',
      'Huai Khwang, Bangkok 10310',
      'TH',
      '+66 2 123 4567',
    ]);
  });
});
