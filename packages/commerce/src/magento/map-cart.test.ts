import { describe, expect, it } from 'vitest';
import { addressInput, mapAddress } from './map-cart';

// Magento Open Source has no address attribute for the recipient's date of birth: the Magento
// backend reads none back and sends none.
describe('Magento addresses and korea_dob', () => {
  it('reads no date of birth', () => {
    const address = mapAddress({
      firstname: 'Minji',
      lastname: 'Kim',
      company: null,
      street: ['1 Sejong-daero'],
      city: 'Jung-gu',
      postcode: '04524',
      telephone: '+82212345678',
      region: null,
      country: { code: 'KR', label: 'South Korea' },
    });
    expect(address).toMatchObject({ country_code: 'KR', pccc: null, korea_dob: null });
  });

  it('leaves the date of birth out of the address it sends', () => {
    const input = addressInput({
      firstname: 'Minji',
      lastname: 'Kim',
      street: ['1 Sejong-daero'],
      city: 'Jung-gu',
      postcode: '04524',
      country_code: 'KR',
      telephone: '+82212345678',
      korea_dob: '1990-04-23',
    });
    expect(input).not.toHaveProperty('korea_dob');
    expect(Object.values(input)).not.toContain('1990-04-23');
  });
});
