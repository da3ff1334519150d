/** The words of `submitPaymentDetails`'s own refusals, in the request's language (en otherwise). */
const WORDS = {
  notFound: {
    en: 'This payment was not found.',
    th: 'ไม่พบการชำระเงินนี้',
  },
  notSupported: {
    en: 'This payment does not wait for any details.',
    th: 'การชำระเงินนี้ไม่ได้รอข้อมูลเพิ่มเติม',
  },
} as const;

export function detailsMessage(key: keyof typeof WORDS, languageCode: string): string {
  return languageCode === 'th' ? WORDS[key].th : WORDS[key].en;
}
