import { describe, expect, it } from 'vitest';
import { talatCatalogue } from './catalogue';
import { CUSTOMER_GROUPS, DEMO_CUSTOMERS } from './customers';
import { SHIPPING_METHODS } from './store-settings';

const { products, optionSets } = talatCatalogue;
const setOf = new Map(optionSets.map((s) => [s.code, s]));
const skus = new Set(
  products.flatMap((p) => {
    if (!p.options) return [p.sku];
    const codes = setOf
      .get(p.options)!
      .options.map((o) => o.code)
      .filter((c) => !p.optionCodes || p.optionCodes.includes(c));
    return codes.map((c) => `${p.sku}-${c.toUpperCase()}`);
  }),
);
const CURRENCY_OF: Record<string, string> = { TH: 'THB', GB: 'GBP' };

describe('DEMO_CUSTOMERS', () => {
  it('has somchai and emma, members, with unique emails and international phone numbers', () => {
    expect(DEMO_CUSTOMERS.map((c) => c.emailAddress)).toEqual(['somchai@talat.example', 'emma@talat.example']);
    for (const c of DEMO_CUSTOMERS) {
      expect(c.groups).toEqual(['members']);
      expect(c.phoneNumber).toMatch(/^\+[1-9]\d{6,14}$/);
      expect(c.address.phoneNumber).toBe(c.phoneNumber);
    }
    expect(CUSTOMER_GROUPS).toEqual([{ key: 'members', name: 'Members' }]);
  });

  it('gives each two past orders of real SKUs, in the currency of their country, shipped by a method for it', () => {
    for (const c of DEMO_CUSTOMERS) {
      expect(c.orders).toHaveLength(2);
      for (const o of c.orders) {
        expect(o.currency).toBe(CURRENCY_OF[c.address.countryCode]);
        for (const l of o.lines) expect(skus.has(l.sku), l.sku).toBe(true);
        const method = SHIPPING_METHODS.find((m) => m.code === o.shippingMethod);
        expect(method?.countries).toContain(c.address.countryCode);
        expect(o.daysAgo).toBeGreaterThan(1);
      }
    }
  });

  it('stores the Bangkok address as checkout does: subdistrict, district, province', () => {
    expect(DEMO_CUSTOMERS[0].address).toMatchObject({
      streetLine2: 'คลองเตยเหนือ',
      city: 'วัฒนา',
      province: 'กรุงเทพมหานคร',
      postalCode: '10110',
      countryCode: 'TH',
    });
  });
});
