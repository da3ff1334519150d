import { describe, expect, it } from 'vitest';
import { orderAddressLines } from './order-address-lines';

describe('orderAddressLines', () => {
  it('writes a Thai order address with district, province and postcode on one line, without the addressee and telephone', () => {
    const lines = orderAddressLines({
      fullName: 'สมชาย ใจดี',
      streetLine1: '99/1 ถนนพระราม 9',
      streetLine2: 'ห้วยขวาง',
      city: 'ห้วยขวาง',
      province: 'กรุงเทพมหานคร',
      postalCode: '10310',
      country: 'ไทย',
      countryCode: 'TH',
      phoneNumber: '0812345678',
    });
    expect(lines).toEqual(['99/1 ถนนพระราม 9', 'ห้วยขวาง', 'ห้วยขวาง กรุงเทพมหานคร 10310', 'ไทย']);
  });

  it('writes a British order address with town and postcode on lines of their own', () => {
    const lines = orderAddressLines({
      streetLine1: '10 Downing Street',
      city: 'London',
      province: 'England',
      postalCode: 'SW1A 2AA',
      country: 'United Kingdom',
      countryCode: 'GB',
    });
    expect(lines).toEqual(['10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom']);
  });

  it('has no lines for an order without an address', () => {
    expect(orderAddressLines(undefined)).toEqual([]);
    expect(orderAddressLines({ fullName: 'Jane Smith' })).toEqual([]);
  });
});
