import { describe, expect, it } from 'vitest';
import { adyenAddress, shopperDetails, splitName } from './shopper-details';

const address = {
  fullName: 'Somchai Jaidee',
  streetLine1: '99/1 Ratchadaphisek Rd',
  streetLine2: '',
  city: 'Huai Khwang',
  province: 'Bangkok',
  postalCode: '10310',
  countryCode: 'th',
  phoneNumber: '0812345678',
};

describe('shopperDetails', () => {
  it('gives the name, phone, addresses and lines in minor units, shipping as a line', () => {
    const details = shopperDetails({
      currencyCode: 'GBP' as never,
      shipping: 500,
      shippingWithTax: 600,
      customer: { firstName: 'Ann', lastName: 'Smith' },
      shippingAddress: address,
      billingAddress: {},
      lines: [
        {
          id: 7,
          quantity: 2,
          proratedUnitPriceWithTax: 2400,
          proratedUnitPrice: 2000,
          taxRate: 20,
          productVariant: { name: 'Home shirt M', sku: 'HOME-M' },
        },
      ],
    });
    expect(details.shopperName).toEqual({ firstName: 'Ann', lastName: 'Smith' });
    expect(details.telephoneNumber).toBe('0812345678');
    expect(details.deliveryAddress).toEqual({
      street: '99/1 Ratchadaphisek Rd',
      houseNumberOrName: '',
      city: 'Huai Khwang',
      postalCode: '10310',
      country: 'TH',
      stateOrProvince: 'Bangkok',
    });
    // No billing address of its own: the delivery address bills.
    expect(details.billingAddress).toEqual(details.deliveryAddress);
    expect(details.lineItems).toEqual([
      {
        id: 'HOME-M',
        description: 'Home shirt M',
        quantity: 2,
        amountIncludingTax: 2400,
        amountExcludingTax: 2000,
        taxAmount: 400,
        taxPercentage: 2000,
      },
      {
        id: 'shipping',
        description: 'Shipping',
        quantity: 1,
        amountIncludingTax: 600,
        amountExcludingTax: 500,
        taxAmount: 100,
        taxPercentage: 2000,
      },
    ]);
  });

  it("takes a guest's name from the address, and leaves out what is unknown", () => {
    const details = shopperDetails({
      currencyCode: 'THB' as never,
      shipping: 0,
      shippingWithTax: 0,
      billingAddress: { fullName: 'Mali' },
      lines: [],
    });
    expect(details).toEqual({ shopperName: { firstName: 'Mali', lastName: 'Mali' }, lineItems: [] });
  });
});

describe('splitName and adyenAddress', () => {
  it('splits on the last word', () => {
    expect(splitName('Mary Ann Smith')).toEqual({ firstName: 'Mary Ann', lastName: 'Smith' });
    expect(splitName('  ')).toBeUndefined();
  });
  it('needs a street, a city and a country', () => {
    expect(adyenAddress({ streetLine1: 'x', city: '', countryCode: 'GB' })).toBeUndefined();
    expect(adyenAddress(null)).toBeUndefined();
  });
});
