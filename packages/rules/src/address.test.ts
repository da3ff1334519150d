import { describe, expect, it } from 'vitest';
import { addressLines, type PostalAddress } from './address';

const bangkok: PostalAddress = {
  name: 'ตลาด เอฟซี เมกะสโตร์',
  street: ['ตลาด อารีนา ประตู 3', '99 ถนนพระราม 9'],
  city: 'ห้วยขวาง',
  region: 'กรุงเทพมหานคร',
  postcode: '10310',
  countryCode: 'TH',
  country: 'ไทย',
  telephone: '+66 2 123 4567',
};

const london: PostalAddress = {
  name: 'Ada Lovelace',
  company: 'Analytical Engines Ltd',
  street: ['10 Downing Street'],
  city: 'London',
  region: 'England',
  postcode: 'SW1A 2AA',
  countryCode: 'GB',
  country: 'United Kingdom',
  telephone: '020 7946 0000',
};

describe('addressLines', () => {
  it('writes a Thai address district, province and postcode on one line, spaced in Thai script', () => {
    expect(addressLines(bangkok)).toEqual([
      'ตลาด เอฟซี เมกะสโตร์',
      'ตลาด อารีนา ประตู 3',
      '99 ถนนพระราม 9',
      'ห้วยขวาง กรุงเทพมหานคร 10310',
      'ไทย',
      '+66 2 123 4567',
    ]);
  });

  it('puts a comma after the district of a Thai address in Latin letters', () => {
    const lines = addressLines({ ...bangkok, city: 'Huai Khwang', region: 'Bangkok', country: 'Thailand' });
    expect(lines).toContain('Huai Khwang, Bangkok 10310');
  });

  it('writes a British address with the post town and the postcode on lines of their own, without the nation', () => {
    expect(addressLines(london)).toEqual([
      'Ada Lovelace',
      'Analytical Engines Ltd',
      '10 Downing Street',
      'London',
      'SW1A 2AA',
      'United Kingdom',
      '020 7946 0000',
    ]);
  });

  it('writes the postcode before the town in continental Europe', () => {
    const paris = {
      ...london,
      street: ['1 rue de Rivoli'],
      city: 'Paris',
      region: null,
      postcode: '75001',
      countryCode: 'FR',
      country: 'France',
    };
    expect(addressLines(paris, { short: true })).toEqual(['Ada Lovelace', 'Analytical Engines Ltd', '1 rue de Rivoli', '75001 Paris']);
  });

  it('writes town, region and postcode on one line elsewhere, and the code when the country has no name', () => {
    const osaka = { name: 'Ken Sato', street: ['1-1 Umeda'], city: 'Osaka', region: 'Osaka', postcode: '530-0001', countryCode: 'JP' };
    expect(addressLines(osaka)).toEqual(['Ken Sato', '1-1 Umeda', 'Osaka, Osaka 530-0001', 'JP']);
    expect(addressLines({ ...osaka, region: '' })).toContain('Osaka 530-0001');
  });

  it('leaves out empty and blank parts, and the country and telephone in the short form', () => {
    const bare = { ...bangkok, company: '  ', street: ['ตลาด อารีนา ประตู 3', ''], region: null, telephone: null };
    expect(addressLines(bare)).toEqual(['ตลาด เอฟซี เมกะสโตร์', 'ตลาด อารีนา ประตู 3', 'ห้วยขวาง 10310', 'ไทย']);
    expect(addressLines(bangkok, { short: true })).not.toContain('ไทย');
    expect(addressLines({ ...london, city: '', postcode: '' }, { short: true })).toEqual([
      'Ada Lovelace',
      'Analytical Engines Ltd',
      '10 Downing Street',
    ]);
  });
});
