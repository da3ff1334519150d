/** The shopper's refusal of a line not sold in the order's currency, in Thai and English. */
export function notSoldMessage(name: string, currency: string, languageCode: string): string {
  return languageCode === 'th'
    ? `${name} ไม่มีจำหน่ายในสกุลเงิน ${currency} โปรดเปลี่ยนสกุลเงินเพื่อสั่งซื้อ`
    : `${name} is not sold in ${currency}: switch currency to buy it.`;
}
