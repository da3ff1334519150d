import { Tr } from './types';

export interface PromotionDef {
  couponCode: string;
  name: Tr;
  description: Tr;
  /** Percentage off the whole order (Vendure's `order_percentage_discount`). */
  percentOff: number;
  /** ISO date; a date in the past makes the coupon answer COUPON_CODE_EXPIRED_ERROR. */
  endsAt?: string;
}

/** Demo coupon codes (issue 4): one active, one expired. */
export const PROMOTIONS: PromotionDef[] = [
  {
    couponCode: 'WELCOME10',
    name: { en: 'Welcome: 10% off your order', th: 'ต้อนรับสมาชิกใหม่: ลด 10% ทั้งคำสั่งซื้อ' },
    description: { en: '10% off the whole order with the code WELCOME10.', th: 'ลด 10% ทั้งคำสั่งซื้อด้วยโค้ด WELCOME10' },
    percentOff: 10,
  },
  {
    couponCode: 'EXPIRED5',
    name: { en: 'Last season: 5% off (ended)', th: 'ฤดูกาลที่แล้ว: ลด 5% (หมดเขตแล้ว)' },
    description: { en: '5% off the whole order; this offer has ended.', th: 'ลด 5% ทั้งคำสั่งซื้อ ข้อเสนอนี้หมดเขตแล้ว' },
    percentOff: 5,
    endsAt: '2025-01-31T23:59:59.000Z',
  },
];
