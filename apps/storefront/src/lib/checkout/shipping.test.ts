import type { ClickCollect, ShippingMethod } from '@talat/commerce/types';
import { describe, expect, it } from 'vitest';
import { defaultCountry, isClickCollect, offeredMethods, preselectedMethod } from './shipping';

const money = (value: number) => ({ value, currency: 'THB' });
const method = (uid: string, code: string): ShippingMethod => ({
  uid,
  carrier_code: code,
  method_code: code,
  carrier_title: code,
  method_title: code,
  description: '',
  amount: money(50),
  amount_excluding_tax: money(46.73),
});
const cc: ClickCollect = {
  enabled: true,
  carrier_code: 'click-collect',
  method_code: 'click-collect',
  name: 'Click & Collect',
  title: 'Collect',
  price: 0,
};
const standard = method('1', 'standard-th');
const collect = method('5', 'click-collect');
const methods = [standard, collect];

describe('shipping choices', () => {
  it('recognises click & collect by carrier and method code', () => {
    expect(isClickCollect(collect, cc)).toBe(true);
    expect(isClickCollect(standard, cc)).toBe(false);
    // A store without click & collect names none, however bare a method's codes.
    const none = { ...cc, enabled: false, carrier_code: '', method_code: '' };
    expect(isClickCollect(method('7', ''), none)).toBe(false);
    expect(offeredMethods([method('7', ''), standard], none).map((m) => m.uid)).toEqual(['7', '1']);
  });
  it('offers click & collect only when the store enables it', () => {
    expect(offeredMethods(methods, cc).map((m) => m.uid)).toEqual(['1', '5']);
    expect(offeredMethods(methods, { ...cc, enabled: false }).map((m) => m.uid)).toEqual(['1']);
  });
  it('preselects the cart method when offered, else the only one', () => {
    expect(preselectedMethod(methods, collect)).toBe('5');
    expect(preselectedMethod(methods, method('9', 'gone'))).toBeNull();
    expect(preselectedMethod([standard], null)).toBe('1');
  });
  it('starts the address in the currency home country', () => {
    expect(defaultCountry('THB', 'en')).toBe('TH');
    expect(defaultCountry('GBP', 'th')).toBe('GB');
    expect(defaultCountry(undefined, 'th')).toBe('TH');
    expect(defaultCountry('USD', 'en')).toBe('GB');
  });
});
