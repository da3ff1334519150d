/** Shopper-facing texts of the test card provider, in English and Thai. */
export type Lang = 'en' | 'th';

export const MESSAGES = {
  refused: {
    en: 'The card was refused. Try another card or another payment method.',
    th: 'บัตรถูกปฏิเสธ กรุณาลองใช้บัตรอื่นหรือวิธีชำระเงินอื่น',
  },
  authenticationFailed: {
    en: 'The card could not be authenticated. Try again or use another payment method.',
    th: 'ไม่สามารถยืนยันตัวตนของบัตรได้ กรุณาลองอีกครั้งหรือใช้วิธีชำระเงินอื่น',
  },
  tokenInvalid: {
    en: 'The card details could not be read. Enter them again.',
    th: 'ไม่สามารถอ่านข้อมูลบัตรได้ กรุณากรอกข้อมูลอีกครั้ง',
  },
  tokenExpired: {
    en: 'The card details have expired. Enter them again.',
    th: 'ข้อมูลบัตรหมดอายุแล้ว กรุณากรอกข้อมูลอีกครั้ง',
  },
  tokenUsed: {
    en: 'These card details were already used. Enter them again.',
    th: 'ข้อมูลบัตรนี้ถูกใช้ไปแล้ว กรุณากรอกข้อมูลอีกครั้ง',
  },
  alreadyPaid: {
    en: 'This order is already paid.',
    th: 'คำสั่งซื้อนี้ชำระเงินแล้ว',
  },
  paymentInProgress: {
    en: 'A card payment for this order is already being processed.',
    th: 'กำลังดำเนินการชำระเงินด้วยบัตรสำหรับคำสั่งซื้อนี้อยู่แล้ว',
  },
  challengeInvalid: {
    en: 'The card authentication result is not valid.',
    th: 'ผลการยืนยันตัวตนของบัตรไม่ถูกต้อง',
  },
  challengeExpired: {
    en: 'The card authentication took too long. Try again.',
    th: 'การยืนยันตัวตนของบัตรใช้เวลานานเกินไป กรุณาลองอีกครั้ง',
  },
  challengeNotFound: {
    en: 'This card payment was not found or is not waiting for authentication.',
    th: 'ไม่พบการชำระเงินด้วยบัตรนี้ หรือไม่ได้รอการยืนยันตัวตน',
  },
  notYourOrder: {
    en: 'This payment does not belong to your cart.',
    th: 'การชำระเงินนี้ไม่ได้เป็นของตะกร้าสินค้าของคุณ',
  },
  conflict: {
    en: 'This card payment was already completed with another result.',
    th: 'การชำระเงินด้วยบัตรนี้เสร็จสิ้นแล้วด้วยผลลัพธ์อื่น',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function langOf(code: string | undefined | null): Lang {
  return code && code.toLowerCase().startsWith('th') ? 'th' : 'en';
}

export function message(key: MessageKey, lang: Lang): string {
  return MESSAGES[key][lang];
}
