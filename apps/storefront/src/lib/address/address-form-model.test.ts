import { describe, expect, it } from 'vitest';
import {
  applyThaiAddressMatch,
  asksForKoreaDob,
  changeCountry,
  emptyAddress,
  firstInvalidKey,
  fromCartAddress,
  toCartAddressInput,
  toFormErrors,
  validateAddressForm,
  validateFormField,
  type AddressFormValues,
} from './address-form-model';

const somchai: AddressFormValues = {
  ...emptyAddress('TH'),
  first_name: 'สมชาย',
  last_name: 'ใจดี',
  street: ['99/1 ซอยสุขุมวิท 11', ''],
  city: 'วัฒนา',
  region: 'กรุงเทพมหานคร',
  postcode: '10110',
  telephone_number: '+66 81 234 5678',
};

describe('validateAddressForm', () => {
  it('accepts a complete Thai address', () => {
    expect(validateAddressForm(somchai)).toEqual({});
  });
  it('requires names, street line 1, city, postcode and telephone, in form order', () => {
    const errors = validateAddressForm(emptyAddress('GB'));
    expect(Object.keys(errors)).toEqual(['first_name', 'last_name', 'street.0', 'city', 'postcode', 'telephone_number']);
    expect(errors.first_name).toEqual({ key: 'validation.required' });
    expect(firstInvalidKey(errors)).toBe('first_name');
  });
  it('checks the postcode by country', () => {
    expect(validateFormField('postcode', { ...somchai, postcode: '1011' })).toEqual({
      key: 'validation.postcode',
      params: { example: '10200' },
    });
    expect(validateFormField('postcode', { ...somchai, country: 'GB', postcode: 'SW1A 1AA' })).toBeNull();
    expect(validateFormField('postcode', { ...somchai, country: 'FR', postcode: '75001' })).toBeNull();
  });
  it('keeps street line 2 optional but checks what is typed', () => {
    expect(validateFormField('street.1', somchai)).toBeNull();
    expect(validateFormField('street.1', { ...somchai, street: ['1', 'x'.repeat(121)] })).toEqual({ key: 'validation.streetTooLong' });
    expect(validateFormField('street.1', { ...somchai, street: ['1', 'ห้อง <5>'] })).toEqual({ key: 'validation.streetCharacters' });
  });
  it('requires a country the shop ships to', () => {
    expect(validateFormField('country', { ...somchai, country: '' })).toEqual({ key: 'validation.required' });
    expect(validateFormField('country', { ...somchai, country: 'US' })).toEqual({ key: 'validation.required' });
    expect(validateFormField('country', { ...somchai, country: 'US' }, { countries: ['TH', 'US'] })).toBeNull();
  });
  it('checks the customs code on shipping addresses only', () => {
    const withCode = { ...somchai, postal_customs_clearance_code: 'P1' };
    expect(validateAddressForm(withCode)).toEqual({ postal_customs_clearance_code: { key: 'validation.customsCode' } });
    expect(validateAddressForm(withCode, { customsCode: false })).toEqual({});
  });
});

describe('applyThaiAddressMatch', () => {
  it('fills subdistrict (street line 2), district (city), province (region) and postcode, keeping line 1', () => {
    const match = { id: '100704-10330', subdistrict: 'Lumphini', district: 'Pathum Wan', province: 'Bangkok', postcode: '10330' };
    const next = applyThaiAddressMatch({ ...somchai, street: ['99/1 Soi Ruam Rudi'] }, match);
    expect(next).toMatchObject({
      street: ['99/1 Soi Ruam Rudi', 'Lumphini'],
      city: 'Pathum Wan',
      region: 'Bangkok',
      postcode: '10330',
      country: 'TH',
    });
    expect(validateAddressForm(next)).toEqual({});
  });
});

describe('changeCountry', () => {
  it('keeps a region the new country lists or any region of a country without a list', () => {
    expect(changeCountry(somchai, 'GB').region).toBe('');
    expect(changeCountry({ ...somchai, region: 'Scotland' }, 'GB').region).toBe('Scotland');
    expect(changeCountry({ ...somchai, region: 'Bavaria' }, 'DE').region).toBe('Bavaria');
    expect(changeCountry(somchai, 'DE').country).toBe('DE');
  });
});

describe('toCartAddressInput and fromCartAddress', () => {
  it('trims, leaves out empty optional fields, strips phone separators and upper-cases the postcode', () => {
    const input = toCartAddressInput({
      ...somchai,
      country: 'GB',
      postcode: 'sw1a 1aa',
      first_name: ' Ann ',
      company: ' ',
      street: ['10 Downing St', ''],
    });
    expect(input).toEqual({
      firstname: 'Ann',
      lastname: 'ใจดี',
      company: undefined,
      street: ['10 Downing St'],
      city: 'วัฒนา',
      region: 'กรุงเทพมหานคร',
      postcode: 'SW1A 1AA',
      country_code: 'GB',
      telephone: '+66812345678',
      pccc: undefined,
    });
  });
  it('sends the customs code of a shipping address only', () => {
    const values = { ...somchai, postal_customs_clearance_code: 'P123456789012' };
    expect(toCartAddressInput(values).pccc).toBe('P123456789012');
    expect(toCartAddressInput(values, { customsCode: false }).pccc).toBeUndefined();
  });
  it('reads a cart address back into two street lines', () => {
    const values = fromCartAddress({
      firstname: 'Ann',
      lastname: 'Lee',
      company: null,
      street: ['1 High St'],
      city: 'York',
      region: null,
      postcode: 'YO1 7HH',
      country_code: 'GB',
      telephone: '+441904000000',
      pccc: null,
      korea_dob: null,
    });
    expect(values).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      company: '',
      street: ['1 High St', ''],
      city: 'York',
      region: '',
      postcode: 'YO1 7HH',
      telephone_number: '+441904000000',
      postal_customs_clearance_code: '',
      korea_dob: '',
      country: 'GB',
    });
  });
});

describe("korea_dob: the recipient's date of birth", () => {
  const minji: AddressFormValues = {
    ...emptyAddress('KR'),
    first_name: 'Minji',
    last_name: 'Kim',
    street: ['1 Sejong-daero', ''],
    city: 'Jung-gu',
    postcode: '04524',
    telephone_number: '+82 2 1234 5678',
  };
  it('is asked for, and required, on a shipping address in South Korea only', () => {
    expect(asksForKoreaDob(minji)).toBe(true);
    expect(asksForKoreaDob(minji, { customsCode: false })).toBe(false);
    expect(asksForKoreaDob(somchai)).toBe(false);
    expect(validateAddressForm(minji)).toEqual({ korea_dob: { key: 'validation.koreaDobRequired' } });
    expect(firstInvalidKey(validateAddressForm(minji))).toBe('korea_dob');
    expect(validateAddressForm(minji, { customsCode: false })).toEqual({});
  });
  it('takes a real date in the past as YYYY-MM-DD', () => {
    expect(validateAddressForm({ ...minji, korea_dob: '1990-04-23' })).toEqual({});
    for (const bad of ['1990-02-30', '23/04/1990', '2533-04-23', '1899-12-31', '2999-01-01']) {
      expect(validateFormField('korea_dob', { ...minji, korea_dob: bad }), bad).toEqual({ key: 'validation.koreaDob' });
    }
  });
  it('is never checked, and never sent, for another country or a billing address', () => {
    const moved = changeCountry({ ...minji, korea_dob: 'typed before' }, 'JP');
    expect(validateFormField('korea_dob', moved)).toBeNull();
    expect(toCartAddressInput(moved).korea_dob).toBeUndefined();
    expect(toCartAddressInput({ ...minji, korea_dob: '1990-04-23' }, { customsCode: false }).korea_dob).toBeUndefined();
    expect(toCartAddressInput({ ...minji, korea_dob: ' 1990-04-23 ' }).korea_dob).toBe('1990-04-23');
  });
  it('reads the date back from the cart, and maps its engine error to the field', () => {
    const values = fromCartAddress({ ...toCartAddressInputAsCart(minji), korea_dob: '1990-04-23' });
    expect(values.korea_dob).toBe('1990-04-23');
    expect(toFormErrors({ korea_dob: 'Enter a real date' })).toEqual({ korea_dob: 'Enter a real date' });
  });
});

/** A cart address with the form's values (the fields a cart reads back). */
function toCartAddressInputAsCart(values: AddressFormValues) {
  const input = toCartAddressInput(values);
  return { ...input, company: input.company ?? null, region: input.region ?? null, pccc: input.pccc ?? null, korea_dob: null };
}

describe('toFormErrors', () => {
  it('maps field names of the rules (street = line 1) to form keys and drops unknown ones', () => {
    expect(toFormErrors({ street: 'Too long', city: { key: 'validation.required' }, email: 'x', 'street.1': 'Bad' })).toEqual({
      'street.0': 'Too long',
      city: { key: 'validation.required' },
      'street.1': 'Bad',
    });
    expect(toFormErrors(null)).toEqual({});
  });
});
