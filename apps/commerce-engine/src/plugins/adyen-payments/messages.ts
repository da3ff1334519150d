/** Shopper-facing texts of the Adyen provider, in English and Thai. */
export type Lang = 'en' | 'th';

export const MESSAGES = {
  refused: {
    en: 'The payment was refused. Try another card or another payment method.',
    th: 'การชำระเงินถูกปฏิเสธ กรุณาลองใช้บัตรอื่นหรือวิธีชำระเงินอื่น',
  },
  planDeclined: {
    en: 'The lender did not approve an instalment plan. Nothing has been charged: choose another payment method.',
    th: 'ผู้ให้บริการผ่อนชำระไม่อนุมัติแผนผ่อนชำระ ยังไม่มีการเรียกเก็บเงิน กรุณาเลือกวิธีชำระเงินอื่น',
  },
  error: {
    en: 'The payment could not be processed. Try again or use another payment method.',
    th: 'ไม่สามารถดำเนินการชำระเงินได้ กรุณาลองอีกครั้งหรือใช้วิธีชำระเงินอื่น',
  },
  cancelled: {
    en: 'The payment was cancelled. Try again or use another payment method.',
    th: 'การชำระเงินถูกยกเลิก กรุณาลองอีกครั้งหรือใช้วิธีชำระเงินอื่น',
  },
  badReturnUrl: {
    en: 'The return address is missing or is not on the shop.',
    th: 'ไม่มีที่อยู่สำหรับกลับไปยังร้านค้า หรือที่อยู่นั้นไม่ได้อยู่ในร้านค้า',
  },
  badInput: {
    en: 'The payment details are missing or could not be read. Enter them again.',
    th: 'ไม่มีข้อมูลการชำระเงินหรือไม่สามารถอ่านได้ กรุณากรอกอีกครั้ง',
  },
  alreadyPaid: {
    en: 'This order is already paid.',
    th: 'คำสั่งซื้อนี้ชำระเงินแล้ว',
  },
  paymentInProgress: {
    en: 'A payment for this order is already being processed.',
    th: 'กำลังดำเนินการชำระเงินสำหรับคำสั่งซื้อนี้อยู่แล้ว',
  },
  unavailable: {
    en: 'The payment service did not answer. Try again in a moment.',
    th: 'บริการชำระเงินไม่ตอบสนอง กรุณาลองอีกครั้งในอีกสักครู่',
  },
  paymentNotFound: {
    en: 'This payment was not found or is not waiting for more details.',
    th: 'ไม่พบการชำระเงินนี้ หรือไม่ได้รอข้อมูลเพิ่มเติม',
  },
  notYourOrder: {
    en: 'This payment does not belong to your cart.',
    th: 'การชำระเงินนี้ไม่ได้เป็นของตะกร้าสินค้าของคุณ',
  },
  detailsRejected: {
    en: 'The payment service did not accept these details. Try again or use another payment method.',
    th: 'บริการชำระเงินไม่ยอมรับข้อมูลนี้ กรุณาลองอีกครั้งหรือใช้วิธีชำระเงินอื่น',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function langOf(code: string | undefined | null): Lang {
  return code && code.toLowerCase().startsWith('th') ? 'th' : 'en';
}

export function message(key: MessageKey, lang: Lang): string {
  return MESSAGES[key][lang];
}
