import { districts, provinces, subDistricts } from '@bilions/thailand-address';
import { describe, expect, it } from 'vitest';
import { regionsOf } from './regions';
import { cleanEnglish, cleanThai, normaliseThaiAreas } from './thai-areas';

describe('normaliseThaiAreas', () => {
  const fixture = {
    provinces: [
      { id: 1, name_in_thai: 'กรุงเทพมหานคร', name_in_english: 'Bangkok' },
      { id: 2, name_in_thai: 'สระแก้ว', name_in_english: 'Sa kaeo' },
    ],
    districts: [
      { id: 10, name_in_thai: 'เขต บางรัก', name_in_english: 'Bang Rak', province_id: 1 },
      { id: 20, name_in_thai: 'เมืองสระแก้ว', name_in_english: 'Mueang Sa Kaeo', province_id: 2 },
      { id: 30, name_in_thai: 'ไม่มีจังหวัด', name_in_english: 'Orphan', province_id: 99 },
    ],
    subdistricts: [
      { code: 100401, name_in_thai: 'บางรัก', name_in_english: 'NULL', district_id: 10, zip_code: 10500 },
      { code: 100499, name_in_thai: 'สีลม', name_in_english: 'NULL', district_id: 10, zip_code: 10500 },
      { code: 270101, name_in_thai: 'ท่าเกษม (เทศบาล)', name_in_english: 'Tha Kasem', district_id: 20, zip_code: 27000 },
      { code: 270102, name_in_thai: 'ผิด 1 *', name_in_english: 'NULL', district_id: 20, zip_code: 27000 },
      { code: 300101, name_in_thai: 'กำพร้า', name_in_english: 'Kamphra', district_id: 30, zip_code: 30000 },
    ],
  };
  const areas = normaliseThaiAreas(fixture.provinces, fixture.districts, fixture.subdistricts);

  it('joins subdistricts to their district and province, dropping rows that are not names or have no parent', () => {
    expect(areas.map((a) => a.code)).toEqual(['100401', '100499', '270101']);
    expect(areas[2]).toEqual({
      code: '270101',
      subdistrict: { th: 'ท่าเกษม', en: 'Tha Kasem' },
      district: { th: 'เมืองสระแก้ว', en: 'Mueang Sa Kaeo' },
      province: { th: 'สระแก้ว', en: 'Sa Kaeo' },
      postcode: '27000',
    });
  });
  it('drops the "เขต" prefix of Bangkok districts', () => {
    expect(areas[0]!.district).toEqual({ th: 'บางรัก', en: 'Bang Rak' });
  });
  it('names a subdistrict without English after its district when they share a name, else in Thai', () => {
    expect(areas[0]!.subdistrict).toEqual({ th: 'บางรัก', en: 'Bang Rak' });
    expect(areas[1]!.subdistrict).toEqual({ th: 'สีลม', en: 'สีลม' });
  });
  it('cleans names', () => {
    expect(cleanThai('  เขต  พระนคร ')).toBe('พระนคร');
    expect(cleanEnglish('NULL')).toBeNull();
    expect(cleanEnglish('ทุ่งต้อม')).toBeNull();
    expect(cleanEnglish(' Samut Prakarn ')).toBe('Samut Prakan');
  });
});

describe('the published dataset', () => {
  const areas = normaliseThaiAreas(provinces, districts, subDistricts);

  it('gives every subdistrict a 5-digit postcode and Thai and English names that pass the address rules', () => {
    expect(areas.length).toBeGreaterThan(7300);
    const place = /^[\p{L}\p{M} \-'’.]+$/u;
    const bad = areas.filter(
      (a) =>
        !/^[1-9][0-9]{4}$/.test(a.postcode) || [a.subdistrict, a.district, a.province].some((n) => !place.test(n.th) || !place.test(n.en)),
    );
    expect(bad).toEqual([]);
  });
  it('names every subdistrict in English with Latin letters (none falls back to its Thai name)', () => {
    const latin = /^[A-Z][A-Za-z \-'.]*$/;
    const untranslated = areas.filter((a) => !latin.test(a.subdistrict.en)).map((a) => `${a.code} ${a.subdistrict.th}`);
    expect(untranslated).toEqual([]);
    expect(areas.find((a) => a.code === '100402')?.subdistrict).toEqual({ th: 'สีลม', en: 'Si Lom' });
  });
  it('has the 77 provinces of the region list, with the same names', () => {
    const fromData = new Map(areas.map((a) => [a.province.th, a.province.en]));
    const list = regionsOf('TH')!;
    expect(list).toHaveLength(77);
    expect(fromData.size).toBe(77);
    for (const option of list) expect(fromData.get(option.th)).toBe(option.en);
  });
});
