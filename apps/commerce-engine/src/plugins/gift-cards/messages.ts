/** Shopper-facing messages of the gift card mutations, in Thai and English. */
export type GiftCardMessageKey = 'notFound' | 'noBalance' | 'alreadyApplied' | 'notApplied' | 'orderState' | 'tooMany' | 'noActiveOrder';

const MESSAGES: Record<GiftCardMessageKey, { en: string; th: string }> = {
  notFound: {
    en: 'This gift card code is not valid. Please check it and try again.',
    th: 'รหัสบัตรของขวัญนี้ไม่ถูกต้อง โปรดตรวจสอบแล้วลองอีกครั้ง',
  },
  noBalance: {
    en: 'This gift card has no balance in {currency}.',
    th: 'บัตรของขวัญนี้ไม่มียอดคงเหลือในสกุลเงิน {currency}',
  },
  alreadyApplied: {
    en: 'This gift card is already applied to your cart.',
    th: 'บัตรของขวัญนี้ถูกใช้กับตะกร้าสินค้าของคุณแล้ว',
  },
  notApplied: {
    en: 'This gift card is not applied to your cart.',
    th: 'บัตรของขวัญนี้ไม่ได้ถูกใช้กับตะกร้าสินค้าของคุณ',
  },
  orderState: {
    en: 'Gift cards can no longer be changed for this order.',
    th: 'ไม่สามารถเปลี่ยนแปลงบัตรของขวัญสำหรับคำสั่งซื้อนี้ได้แล้ว',
  },
  tooMany: {
    en: 'No more than {max} gift cards can be used on one order.',
    th: 'ใช้บัตรของขวัญได้ไม่เกิน {max} ใบต่อหนึ่งคำสั่งซื้อ',
  },
  noActiveOrder: {
    en: 'Your cart is empty.',
    th: 'ตะกร้าสินค้าของคุณว่างอยู่',
  },
};

/** The message in `languageCode` (`th`, else English), with `{name}` placeholders filled. */
export function giftCardMessage(key: GiftCardMessageKey, languageCode: string, vars: Record<string, string | number> = {}): string {
  const text = MESSAGES[key][languageCode === 'th' ? 'th' : 'en'];
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
