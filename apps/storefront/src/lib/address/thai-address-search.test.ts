import { districts, provinces, subDistricts } from '@bilions/thailand-address';
import { describe, expect, it } from 'vitest';
import { buildThaiAddressIndex, formatMatch, MAX_MATCHES, queryWords, searchThaiAddresses } from './thai-address-search';
import { normaliseThaiAreas } from './thai-areas';

const index = buildThaiAddressIndex(normaliseThaiAreas(provinces, districts, subDistricts));
const lines = (q: string, locale: 'th' | 'en' = 'th') => searchThaiAddresses(index, q, locale).map(formatMatch);

describe('queryWords', () => {
  it('lower-cases, turns Thai digits into digits and drops level words', () => {
    expect(queryWords('ต.ลุมพินี อ. ปทุมวัน จังหวัด กทม')).toEqual(['ลุมพินี', 'ปทุมวัน', 'กรุงเทพมหานคร']);
    expect(queryWords('Tambon Lumphini, Khet Pathum Wan')).toEqual(['lumphini', 'pathum', 'wan']);
    expect(queryWords('๑๐๓๓๐')).toEqual(['10330']);
    expect(queryWords('  ,  ')).toEqual([]);
  });
});

describe('searchThaiAddresses', () => {
  it('finds a subdistrict by the start of its Thai name, with district, province and postcode', () => {
    expect(lines('ลุมพิ')).toEqual(['ลุมพินี, ปทุมวัน, กรุงเทพมหานคร 10330']);
  });
  it('answers in English on /en', () => {
    expect(lines('ลุมพินี', 'en')).toEqual(['Lumphini, Pathum Wan, Bangkok 10330']);
    expect(lines('lumphini', 'en')).toEqual(['Lumphini, Pathum Wan, Bangkok 10330']);
    expect(lines('si lom', 'en')[0]).toBe('Si Lom, Bang Rak, Bangkok 10500');
    expect(lines('kathu', 'en')[0]).toBe('Kathu, Kathu, Phuket 83120');
  });
  it('matches English by the start of any word or of the name without spaces', () => {
    expect(lines('pathumwan', 'en')).toContain('Lumphini, Pathum Wan, Bangkok 10330');
    expect(lines('silom', 'en')[0]).toBe('Si Lom, Bang Rak, Bangkok 10500');
    expect(lines('wan', 'en').length).toBeGreaterThan(0);
  });
  it('finds every area of a postcode, also typed in Thai digits, and by its first digits', () => {
    const byCode = lines('10330');
    expect(byCode).toHaveLength(4);
    expect(byCode.every((l) => l.endsWith(' 10330'))).toBe(true);
    expect(lines('๑๐๓๓๐')).toEqual(byCode);
    expect(lines('1033')).toEqual(byCode);
  });
  it('puts an exact subdistrict before districts and provinces and before longer names', () => {
    const found = lines('บางรัก');
    expect(found[0]).toBe('บางรัก, บางรัก, กรุงเทพมหานคร 10500');
    expect(found.slice(0, 2).every((l) => l.startsWith('บางรัก,'))).toBe(true);
    expect(found).toContain('บางรักน้อย, เมืองนนทบุรี, นนทบุรี 11000');
  });
  it('needs every word: names and postcodes narrow each other', () => {
    const found = lines('phuket 8315', 'en');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((l) => /, Phuket 8315\d$/.test(l))).toBe(true);
    expect(lines('ลุมพินี 50000')).toEqual([]);
  });
  it('ignores level words, also written together with the name', () => {
    expect(lines('ต.ลุมพินี')).toEqual(lines('ลุมพินี'));
    expect(lines('แขวงลุมพินี')).toEqual(lines('ลุมพินี'));
    expect(lines('เขตบางรัก')[0]).toBe('บางรัก, บางรัก, กรุงเทพมหานคร 10500');
  });
  it('reads a multi-word English name as one ("mueang chiang mai")', () => {
    const found = lines('mueang chiang mai', 'en');
    expect(found).toHaveLength(MAX_MATCHES);
    expect(found.every((l) => l.includes(', Mueang Chiang Mai, Chiang Mai 50'))).toBe(true);
  });
  it('answers at most 10, and nothing for nothing', () => {
    expect(lines('ก')).toHaveLength(MAX_MATCHES);
    expect(searchThaiAddresses(index, 'ก', 'th', 3)).toHaveLength(3);
    expect(lines('')).toEqual([]);
    expect(lines('zzzz', 'en')).toEqual([]);
  });
  it('gives each answer a stable id', () => {
    const [first] = searchThaiAddresses(index, 'ลุมพินี', 'th');
    expect(first).toEqual({ id: '100704-10330', subdistrict: 'ลุมพินี', district: 'ปทุมวัน', province: 'กรุงเทพมหานคร', postcode: '10330' });
  });
});
