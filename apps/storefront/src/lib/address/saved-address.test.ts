import type { CustomerAddress } from '@talat/commerce/types';
import { describe, expect, it } from 'vitest';
import { emptyAddress, fromCartAddress } from './address-form-model';
import { addressLine, matchingSavedAddress, pickerOrder } from './saved-address';

const home: CustomerAddress = {
  id: '1',
  firstname: 'Alex',
  lastname: 'Morgan',
  company: null,
  street: ['221B Baker Street'],
  city: 'London',
  region: null,
  postcode: 'NW1 6XE',
  country_code: 'GB',
  telephone: '+442079460001',
  pccc: null,
  korea_dob: null,
  default_shipping: false,
  default_billing: true,
};
const work: CustomerAddress = {
  ...home,
  id: '2',
  street: ['1 Abbey Road'],
  postcode: 'NW8 9AY',
  default_shipping: true,
  default_billing: false,
};

describe('saved addresses at checkout', () => {
  it('finds the saved address the form shows, ignoring what the form normalises', () => {
    expect(matchingSavedAddress([home, work], fromCartAddress(work))).toBe('2');
    const lower = { ...fromCartAddress(home), postcode: 'nw1 6xe', first_name: ' Alex ' };
    expect(matchingSavedAddress([home, work], lower)).toBe('1');
  });
  it('keeps the picked one of two identical saved addresses, while it still matches', () => {
    const twin = { ...home, id: '3' };
    expect(matchingSavedAddress([home, twin], fromCartAddress(home), '3')).toBe('3');
    expect(matchingSavedAddress([home, twin], fromCartAddress(home), null)).toBe('1');
    expect(matchingSavedAddress([home, twin], { ...fromCartAddress(home), city: 'Leeds' }, '3')).toBeNull();
  });
  it('answers null for a new or changed address', () => {
    expect(matchingSavedAddress([home, work], emptyAddress('GB'))).toBeNull();
    expect(matchingSavedAddress([home, work], { ...fromCartAddress(home), city: 'Leeds' })).toBeNull();
    expect(matchingSavedAddress([], fromCartAddress(home))).toBeNull();
  });
  it('offers the default shipping address first', () => {
    expect(pickerOrder([home, work]).map((a) => a.id)).toEqual(['2', '1']);
  });
  it('writes an address on one line', () => {
    expect(addressLine(home)).toBe('Alex Morgan, 221B Baker Street, London, NW1 6XE');
  });
  it('writes a Thai address on one line with district, province and postcode together', () => {
    const thai = {
      ...home,
      firstname: 'สมชาย',
      lastname: 'ใจดี',
      street: ['99 ถนนพระราม 9', 'ห้วยขวาง'],
      city: 'ห้วยขวาง',
      region: 'กรุงเทพมหานคร',
      postcode: '10310',
      country_code: 'TH',
    };
    expect(addressLine(thai)).toBe('สมชาย ใจดี, 99 ถนนพระราม 9, ห้วยขวาง, ห้วยขวาง กรุงเทพมหานคร 10310');
  });
});
