/** Shopper-facing refusals of a personalised or bundle line, in Thai and English. */
export type PersonalisationMessageKey = 'nameCharacters' | 'nameLength' | 'numberRange' | 'notPersonalisable' | 'bundleOptions';

const MESSAGES: Record<PersonalisationMessageKey, { en: string; th: string }> = {
  nameCharacters: {
    en: 'The name can only contain letters and spaces.',
    th: 'ชื่อต้องเป็นตัวอักษรและช่องว่างเท่านั้น',
  },
  nameLength: {
    en: 'The name can be at most 12 characters long.',
    th: 'ชื่อยาวได้ไม่เกิน 12 ตัวอักษร',
  },
  numberRange: {
    en: 'The number must be from 1 to 99.',
    th: 'หมายเลขต้องอยู่ระหว่าง 1 ถึง 99',
  },
  notPersonalisable: {
    en: 'This product cannot be printed with a name or number.',
    th: 'สินค้านี้ไม่สามารถพิมพ์ชื่อหรือหมายเลขได้',
  },
  bundleOptions: {
    en: 'The items of this set do not match the set.',
    th: 'สินค้าที่เลือกไม่ตรงกับสินค้าในชุดนี้',
  },
};

/** The message in `languageCode` (`th`, else English). */
export function personalisationMessage(key: PersonalisationMessageKey, languageCode: string): string {
  return MESSAGES[key][languageCode === 'th' ? 'th' : 'en'];
}
