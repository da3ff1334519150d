/**
 * Thai administrative areas (subdistrict - tambon/khwaeng, district - amphoe/khet, province -
 * changwat) with their postcode, in Thai and English, normalised from the published dataset
 * `@bilions/thailand-address` (ISC). Pure: the raw arrays are passed in, so tests can use the
 * real dataset or a fixture and only the server module imports the package (never a client).
 *
 * Normalisation:
 * - Bangkok districts are stored as "เขต พระนคร": the "เขต " prefix is dropped (as "อำเภอ" is
 *   absent elsewhere), so every district is its plain name.
 * - A parenthesised note ("ท่าเรือ (เทศบาลเมืองพระแท่น)") is dropped.
 * - About 260 subdistricts have no English name ("NULL", or Thai text in the English column): a
 *   subdistrict named like its district takes the district's English name, the other 223 take
 *   their transcription from `SUBDISTRICT_ENGLISH`; a row in neither keeps its Thai name.
 * - Rows whose Thai name is not a name (digits, '*') are skipped.
 * - A few English province spellings are aligned with the Royal Institute's usual ones.
 */

import { SUBDISTRICT_ENGLISH } from './subdistrict-english';

export interface RawProvince {
  id: number;
  name_in_thai: string;
  name_in_english: string;
}
export interface RawDistrict {
  id: number;
  name_in_thai: string;
  name_in_english: string;
  province_id: number;
}
export interface RawSubdistrict {
  code: number;
  name_in_thai: string;
  name_in_english: string;
  district_id: number;
  zip_code: number;
}

export interface AreaName {
  th: string;
  en: string;
}

export interface ThaiArea {
  /** The subdistrict's DOPA code (6 digits). */
  code: string;
  subdistrict: AreaName;
  district: AreaName;
  province: AreaName;
  /** 5 digits. */
  postcode: string;
}

const ENGLISH_FIXES: Record<string, string> = {
  'Samut Prakarn': 'Samut Prakan',
  'Sa kaeo': 'Sa Kaeo',
  'Phang-nga': 'Phang Nga',
};

const THAI_NAME = /^[\u0E00-\u0E7F ]+$/;
const LATIN_NAME = /^[A-Za-z][A-Za-z .'\-]*$/;

export function cleanThai(name: string): string {
  return name
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^เขต /, '');
}

/** The English name, or null when the dataset has none (NULL, empty or not Latin letters). */
export function cleanEnglish(name: string | null | undefined): string | null {
  const v = (name ?? '').replace(/\s+/g, ' ').trim();
  if (!v || v === 'NULL' || !LATIN_NAME.test(v)) return null;
  return ENGLISH_FIXES[v] ?? v;
}

export function normaliseThaiAreas(
  provinces: readonly RawProvince[],
  districts: readonly RawDistrict[],
  subdistricts: readonly RawSubdistrict[],
): ThaiArea[] {
  const provinceById = new Map<number, AreaName>();
  for (const p of provinces)
    provinceById.set(p.id, { th: cleanThai(p.name_in_thai), en: cleanEnglish(p.name_in_english) ?? cleanThai(p.name_in_thai) });
  const districtById = new Map<number, { name: AreaName; province: AreaName }>();
  for (const d of districts) {
    const province = provinceById.get(d.province_id);
    if (!province) continue;
    const th = cleanThai(d.name_in_thai);
    districtById.set(d.id, { name: { th, en: cleanEnglish(d.name_in_english) ?? th }, province });
  }
  const areas: ThaiArea[] = [];
  for (const s of subdistricts) {
    const district = districtById.get(s.district_id);
    const th = cleanThai(s.name_in_thai);
    const postcode = String(s.zip_code);
    if (!district || !THAI_NAME.test(th) || !/^[1-9][0-9]{4}$/.test(postcode)) continue;
    const en =
      cleanEnglish(s.name_in_english) ?? (th === district.name.th ? district.name.en : (SUBDISTRICT_ENGLISH[String(s.code)] ?? th));
    areas.push({ code: String(s.code), subdistrict: { th, en }, district: district.name, province: district.province, postcode });
  }
  return areas;
}
