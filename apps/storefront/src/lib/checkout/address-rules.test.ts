import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@messages/en/checkout.json';
import th from '@messages/th/checkout.json';
import {
  ADDRESS_FIELDS,
  characterClasses,
  city,
  company,
  customsCode,
  DEFAULT_PASSWORD_POLICY,
  email,
  firstErrorField,
  firstName,
  gtmId,
  lastName,
  minLength,
  NO_MATCHING_OPTIONS_KEY,
  normaliseTelephone,
  numbers,
  password,
  passwordPolicyFromStoreConfig,
  postcode,
  region,
  required,
  street,
  telephone,
  validateAddress,
  validateField,
  VALIDATION_KEYS,
  type FieldError,
} from './address-rules';

const tEn = createTranslator({ locale: 'en', messages: en });
const tTh = createTranslator({ locale: 'th', messages: th });
/** The English text a shopper sees for an error (catalogue key + ICU params). */
const english = (error: FieldError | null) => (error ? tEn(error.key as never, error.params as never) : null);
const thai = (error: FieldError | null) => (error ? tTh(error.key as never, error.params as never) : null);

const good = {
  first_name: 'Somchai',
  last_name: 'Jaidee',
  company: 'Talat Co., Ltd.',
  street: '99/1 Sukhumvit Rd, Soi 21 (Asok)',
  city: 'Bangkok',
  region: 'Krung Thep Maha Nakhon',
  postcode: '10110',
  telephone_number: '+66 81 234 5678',
  postal_customs_clearance_code: '',
};

describe('message catalogue', () => {
  it('has an English and a Thai text for every key the rules use', () => {
    for (const key of Object.values(VALIDATION_KEYS)) {
      const params = { count: 3, min: 8, example: '2000', id: 'UA-1' };
      expect(tEn(key as never, params as never)).not.toBe(key);
      expect(tTh(key as never, params as never)).toMatch(/[\u0E00-\u0E7F]|^UA-1 /);
    }
  });

  it("'Sorry, no matching options.' for a select with no match", () => {
    expect(tEn(NO_MATCHING_OPTIONS_KEY as never)).toBe('Sorry, no matching options.');
    expect(tTh(NO_MATCHING_OPTIONS_KEY as never)).toBe('ขออภัย ไม่พบตัวเลือกที่ตรงกัน');
  });
});

describe('required', () => {
  it("fails on empty, false, null, undefined, blank-only and an empty list: 'This field is required'", () => {
    for (const value of ['', '   ', '\t\n', false, null, undefined, []]) {
      expect(english(required(value))).toBe('This field is required');
    }
    expect(thai(required(''))).toBe('กรุณากรอกข้อมูลในช่องนี้');
  });

  it('passes on text, true, 0 and a list', () => {
    for (const value of ['a', ' a ', true, 0, ['x']]) expect(required(value)).toBeNull();
  });
});

describe('email', () => {
  it("refuses a malformed address: 'Invalid email'", () => {
    for (const value of [
      'plainaddress',
      'a@',
      '@b.com',
      'a@b',
      'a b@c.com',
      'a@b..com',
      'a@-b.com',
      'a@b.com.',
      `${'a'.repeat(250)}@b.com`,
    ]) {
      expect(english(email(value))).toBe('Invalid email');
    }
  });

  it('accepts usual addresses (trimmed) and leaves an empty one to required', () => {
    for (const value of ['a@b.co', 'first.last+tag@mail.example.co.th', ' x_y@sub-domain.io ']) expect(email(value)).toBeNull();
    expect(email('')).toBeNull();
  });
});

describe('minLength', () => {
  it("'The field should have at least {count} characters'", () => {
    expect(english(minLength('ab', 3))).toBe('The field should have at least 3 characters');
    expect(thai(minLength('ab', 3))).toBe('ช่องนี้ต้องมีอย่างน้อย 3 ตัวอักษร');
  });

  it('passes at the minimum, counts code points and ignores empty values', () => {
    expect(minLength('abc', 3)).toBeNull();
    expect(minLength('กขค', 3)).toBeNull();
    expect(minLength('', 3)).toBeNull();
  });
});

describe('numbers', () => {
  it("'The field must only consist of numbers'", () => {
    for (const value of ['12a', '1-2', '+66', '๑๒๓']) expect(english(numbers(value))).toBe('The field must only consist of numbers');
  });

  it('accepts digits and spaces', () => {
    expect(numbers('123 456')).toBeNull();
    expect(numbers('')).toBeNull();
  });
});

describe('password', () => {
  const message =
    'The password must be at least 8 characters long and must contain at least: 1 uppercase, 1 lowercase letter, and 1 number';

  it('fails when too short, with the exact message', () => {
    expect(english(password('Ab1'))).toBe(message);
  });

  it('fails with too few character classes', () => {
    expect(english(password('abcdefgh1'))).toBe(message);
    expect(english(password('ABCDEFGH'))).toBe(message);
  });

  it('trims before counting: surrounding spaces do not make it long enough', () => {
    expect(english(password('  Abc123  '))).toBe(message);
    expect(password('  Abcd1234  ')).toBeNull();
  });

  it('accepts enough length and classes (other counts as a class)', () => {
    expect(password('Abcdefg1')).toBeNull();
    expect(password('abcdef1!')).toBeNull();
  });

  it('follows the store config policy, with the minimum in the message', () => {
    const policy = passwordPolicyFromStoreConfig({ minimum_password_length: 10, required_character_classes_number: 4 });
    expect(policy).toEqual({ minimumLength: 10, requiredClasses: 4 });
    expect(english(password('Abcdefg12', policy))).toContain('at least 10 characters');
    expect(english(password('Abcdefgh12', policy))).toContain('at least 10 characters');
    expect(password('Abcdefgh1!', policy)).toBeNull();
    expect(password('abcd', { minimumLength: 4, requiredClasses: 1 })).toBeNull();
  });

  it('falls back to the default policy for missing config and clamps classes to 0-4', () => {
    expect(passwordPolicyFromStoreConfig({})).toEqual(DEFAULT_PASSWORD_POLICY);
    expect(passwordPolicyFromStoreConfig({ minimum_password_length: 0, required_character_classes_number: 9 })).toEqual({
      minimumLength: 8,
      requiredClasses: 4,
    });
  });

  it('counts the four classes: digit, lowercase, uppercase, other', () => {
    expect(characterClasses('a')).toBe(1);
    expect(characterClasses('aA')).toBe(2);
    expect(characterClasses('aA1')).toBe(3);
    expect(characterClasses('aA1 ')).toBe(4);
    expect(characterClasses('รหัส')).toBe(1);
  });

  it('is in Thai too', () => {
    expect(thai(password('x'))).toContain('อย่างน้อย 8 ตัวอักษร');
  });
});

describe('company', () => {
  it("'Company name is too long (max 120 characters).'", () => {
    expect(english(company('a'.repeat(121)))).toBe('Company name is too long (max 120 characters).');
    expect(company('a'.repeat(120))).toBeNull();
  });

  it('refuses other characters', () => {
    for (const value of ['Talat <b>', 'A_B', 'Shop!', 'a\nb', 'x$']) expect(company(value)?.key).toBe('validation.companyCharacters');
  });

  it("is optional and accepts letters (Thai too), digits and . , - ' / # & ( ) : ; + @", () => {
    expect(company('')).toBeNull();
    expect(company("O'Brien & Sons (Thailand) Co., Ltd. #2/3: a; b + c @ d - e")).toBeNull();
    expect(company('บริษัท ตลาด จำกัด')).toBeNull();
  });
});

describe('street', () => {
  it("'Address line is too long (max 120 characters).'", () => {
    expect(english(street('ก'.repeat(121)))).toBe('Address line is too long (max 120 characters).');
    expect(street('ก'.repeat(120))).toBeNull();
  });

  it('refuses other characters', () => {
    for (const value of ['12 Main St <script>', 'Flat 1 * 2', 'a"b']) expect(street(value)?.key).toBe('validation.streetCharacters');
  });

  it('accepts Thai addresses with combining marks, Thai digits and slashes', () => {
    expect(street('99/1 ถนนสุขุมวิท ซอย ๒๑ แขวงคลองเตยเหนือ')).toBeNull();
    expect(street('Flat 2’s door, 10-12 High St.')).toBeNull();
  });

  it('is required in the address form', () => {
    expect(english(validateField('street', ' ', { country: 'TH' }))).toBe('This field is required');
  });
});

describe('city', () => {
  it('is required in the address form', () => {
    expect(english(validateField('city', '', { country: 'TH' }))).toBe('This field is required');
  });

  it('allows letters, spaces, hyphens, apostrophes and periods', () => {
    for (const value of ['Bangkok', 'Stratford-upon-Avon', "Martha's Vineyard", 'St. Albans', 'กรุงเทพมหานคร', 'เชียงใหม่']) {
      expect(city(value)).toBeNull();
    }
  });

  it('refuses digits and other characters, and punctuation without a letter', () => {
    for (const value of ['Bangkok 10', 'Paris/Lyon', '---', 'A&B']) {
      expect(english(city(value))).toBe('City may only contain letters, spaces, hyphens, apostrophes and periods.');
    }
  });

  it('max 80', () => {
    expect(english(city('a'.repeat(81)))).toBe('City is too long (max 80 characters).');
    expect(city('a'.repeat(80))).toBeNull();
  });
});

describe('region', () => {
  it('is optional, same characters as city, max 80', () => {
    expect(region('')).toBeNull();
    expect(validateField('region', '', { country: 'TH' })).toBeNull();
    expect(region('ชลบุรี')).toBeNull();
    expect(english(region('NSW 2'))).toBe('Region may only contain letters, spaces, hyphens, apostrophes and periods.');
    expect(english(region('a'.repeat(81)))).toBe('Region is too long (max 80 characters).');
  });
});

describe('first and last name', () => {
  it("'First name is too long (max 100 characters).' and the last-name equivalent", () => {
    expect(english(firstName('a'.repeat(101)))).toBe('First name is too long (max 100 characters).');
    expect(english(lastName('a'.repeat(101)))).toBe('Last name is too long (max 100 characters).');
    expect(firstName('a'.repeat(100))).toBeNull();
  });

  it('accepts letters with separators, Thai names with marks', () => {
    for (const value of ['Mary-Jane', "O'Neil", 'O’Neil', 'J. R.', 'Anne Marie', 'สมชาย', 'ณัฐวุฒิ', 'José', 'Ng']) {
      expect(firstName(value)).toBeNull();
      expect(lastName(value)).toBeNull();
    }
  });

  it('refuses digits, symbols, doubled or leading separators', () => {
    for (const value of ['John3', 'A_B', '-Ann', 'Ann--Marie', "'x", 'a  b', 'Ann@']) {
      expect(firstName(value)?.key).toBe('validation.firstNameCharacters');
      expect(lastName(value)?.key).toBe('validation.lastNameCharacters');
    }
  });

  it('does not backtrack badly on a long refused name', () => {
    const started = performance.now();
    expect(firstName(`${'a '.repeat(49)}!`)).not.toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('are required in the address form', () => {
    expect(english(validateField('first_name', '', { country: 'GB' }))).toBe('This field is required');
    expect(english(validateField('last_name', '  ', { country: 'GB' }))).toBe('This field is required');
  });
});

describe('telephone', () => {
  const message = 'Enter a phone number in international format (e.g. +61412345678).';

  it('accepts international numbers with + - spaces ( ) . / separators', () => {
    for (const value of ['+61412345678', '+66 (81) 234-5678', '44.20.7946.0958', '+1 212/555/0100', '1234567', '+123456789012345']) {
      expect(telephone(value)).toBeNull();
    }
  });

  it('refuses letters and other characters', () => {
    for (const value of ['+66 81 ABC 5678', '081#2345678', '+66_812345678']) expect(english(telephone(value))).toBe(message);
  });

  it('refuses a leading 0, too few or too many digits, and a + not in front', () => {
    for (const value of ['0812345678', '+0812345678', '123456', '+1234567890123456', '66+812345678', '++66812345678']) {
      expect(english(telephone(value))).toBe(message);
    }
  });

  it('normalises by stripping separators', () => {
    expect(normaliseTelephone(' +66 (81) 234-5678 ')).toBe('+66812345678');
  });
});

describe('postcode', () => {
  it('AU: 4 digits', () => {
    expect(postcode('2000', 'AU')).toBeNull();
    expect(english(postcode('200', 'AU'))).toBe('Enter a valid postcode (e.g. 2000).');
    expect(postcode('20000', 'au')).not.toBeNull();
  });

  it('US: 5 digits or 5+4', () => {
    expect(postcode('90210', 'US')).toBeNull();
    expect(postcode('90210-1234', 'US')).toBeNull();
    for (const value of ['9021', '90210-12', '902101234', 'ABCDE'])
      expect(english(postcode(value, 'US'))).toBe('Enter a valid postcode (e.g. 90210).');
  });

  it('GB: UK postcode pattern', () => {
    for (const value of ['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'EC1A 1BB', 'GIR 0AA']) {
      expect(postcode(value, 'GB')).toBeNull();
    }
    for (const value of ['12345', 'SW1A', 'SW1A 1A', '1AA 1AA'])
      expect(english(postcode(value, 'GB'))).toBe('Enter a valid postcode (e.g. SW1A 1AA).');
  });

  it('TH: exactly 5 digits (documented decision)', () => {
    expect(postcode('10110', 'TH')).toBeNull();
    for (const value of ['1011', '101100', '10-11', 'ABC12'])
      expect(english(postcode(value, 'TH'))).toBe('Enter a valid postcode (e.g. 10200).');
    expect(thai(postcode('1011', 'TH'))).toBe('กรุณากรอกรหัสไปรษณีย์ให้ถูกต้อง (เช่น 10200)');
  });

  it('other countries: 3-10 letters, digits, spaces and dashes', () => {
    for (const value of ['75008', '1010 AB', 'K1A-0B1', 'ABC']) expect(postcode(value, 'FR')).toBeNull();
    for (const value of ['12', '12345678901', '1234#', '１２３']) {
      expect(english(postcode(value, 'FR'))).toBe('Enter a postcode of 3 to 10 letters, digits, spaces or dashes.');
    }
    expect(postcode('ABC', undefined)).toBeNull();
  });

  it('is required in the address form', () => {
    expect(english(validateField('postcode', '', { country: 'TH' }))).toBe('This field is required');
  });
});

describe('customs clearance code', () => {
  const message = 'Enter a customs clearance code of 3 to 40 letters, digits, spaces and - / . + :';

  it('is optional', () => {
    expect(customsCode('')).toBeNull();
    expect(validateField('postal_customs_clearance_code', '', { country: 'KR' })).toBeNull();
  });

  it('accepts 3-40 letters, digits, spaces and - / . + :', () => {
    for (const value of ['P123456789012', 'AB-12/3.4+5:6', 'abc', 'a'.repeat(40)]) expect(customsCode(value)).toBeNull();
  });

  it('refuses too short, too long and other characters', () => {
    for (const value of ['ab', 'a'.repeat(41), 'P12_34', 'P12#34']) expect(english(customsCode(value))).toBe(message);
  });
});

describe('gtmId', () => {
  it("'{id} is not a valid GTM-ID'", () => {
    for (const id of ['UA-12345', 'GTM-', 'gtm-ABC123', 'GTM-abc', 'GTM-AB C'])
      expect(english(gtmId(id))).toBe(`${id} is not a valid GTM-ID`);
  });

  it('accepts GTM- followed by uppercase letters or digits', () => {
    expect(gtmId('GTM-ABC123')).toBeNull();
  });
});

describe('validateAddress', () => {
  it('answers {} for a good Thai address (optional fields empty or absent)', () => {
    expect(validateAddress(good, { country: 'TH' })).toEqual({});
    expect(validateAddress({ ...good, company: undefined, region: undefined }, { country: 'TH' })).toEqual({});
  });

  it('maps every failing field to its first message key and params', () => {
    const errors = validateAddress(
      {
        first_name: '',
        last_name: 'a'.repeat(101),
        company: 'a'.repeat(121),
        street: 'x <y>',
        city: 'Bangkok 10',
        region: '12',
        postcode: '1234',
        telephone_number: '0812345678',
        postal_customs_clearance_code: 'x',
      },
      { country: 'TH' },
    );
    expect(errors).toEqual({
      first_name: { key: 'validation.required' },
      last_name: { key: 'validation.lastNameTooLong' },
      company: { key: 'validation.companyTooLong' },
      street: { key: 'validation.streetCharacters' },
      city: { key: 'validation.cityCharacters' },
      region: { key: 'validation.regionCharacters' },
      postcode: { key: 'validation.postcode', params: { example: '10200' } },
      telephone_number: { key: 'validation.telephone' },
      postal_customs_clearance_code: { key: 'validation.customsCode' },
    });
    expect(firstErrorField(errors)).toBe('first_name');
  });

  it('requires every required field of an empty form', () => {
    const errors = validateAddress({}, { country: 'GB', email: true });
    expect(Object.keys(errors).sort()).toEqual(['city', 'email', 'first_name', 'last_name', 'postcode', 'street', 'telephone_number']);
    expect(Object.values(errors).every((e) => e?.key === 'validation.required')).toBe(true);
  });

  it('checks email when asked (required) or given, password only with a policy', () => {
    expect(validateAddress(good, { country: 'TH', email: true }).email).toEqual({ key: 'validation.required' });
    expect(validateAddress({ ...good, email: 'nope' }, { country: 'TH' }).email).toEqual({ key: 'validation.email' });
    expect(validateAddress({ ...good, email: 'a@b.co' }, { country: 'TH', email: true })).toEqual({});
    expect(validateAddress({ ...good, password: 'x' }, { country: 'TH' }).password).toBeUndefined();
    expect(validateAddress({ ...good }, { country: 'TH', password: DEFAULT_PASSWORD_POLICY }).password).toEqual({
      key: 'validation.required',
    });
    expect(validateAddress({ ...good, password: 'short' }, { country: 'TH', password: DEFAULT_PASSWORD_POLICY }).password).toEqual({
      key: 'validation.password',
      params: { min: 8 },
    });
  });

  it('uses the address country for the postcode', () => {
    expect(validateAddress({ ...good, postcode: 'SW1A 1AA' }, { country: 'GB' })).toEqual({});
    expect(validateAddress({ ...good, postcode: 'SW1A 1AA' }, { country: 'TH' }).postcode?.key).toBe('validation.postcode');
  });

  it('knows every form field of spec section 3', () => {
    expect(ADDRESS_FIELDS).toEqual([
      'first_name',
      'last_name',
      'company',
      'street',
      'city',
      'region',
      'postcode',
      'telephone_number',
      'postal_customs_clearance_code',
      'email',
      'password',
    ]);
    expect(firstErrorField({})).toBeNull();
  });
});
