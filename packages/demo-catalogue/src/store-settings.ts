import { Money, Tr } from './types';

export const COUNTRIES: Array<{ code: string; name: Tr; zone: string }> = [
  { code: 'TH', name: { en: 'Thailand', th: 'ไทย' }, zone: 'Thailand' },
  { code: 'GB', name: { en: 'United Kingdom', th: 'สหราชอาณาจักร' }, zone: 'United Kingdom' },
  { code: 'IE', name: { en: 'Ireland', th: 'ไอร์แลนด์' }, zone: 'Europe' },
  { code: 'FR', name: { en: 'France', th: 'ฝรั่งเศส' }, zone: 'Europe' },
  { code: 'DE', name: { en: 'Germany', th: 'เยอรมนี' }, zone: 'Europe' },
  { code: 'NL', name: { en: 'Netherlands', th: 'เนเธอร์แลนด์' }, zone: 'Europe' },
  { code: 'SG', name: { en: 'Singapore', th: 'สิงคโปร์' }, zone: 'Asia Pacific' },
  { code: 'MY', name: { en: 'Malaysia', th: 'มาเลเซีย' }, zone: 'Asia Pacific' },
  { code: 'LA', name: { en: 'Laos', th: 'ลาว' }, zone: 'Asia Pacific' },
  { code: 'VN', name: { en: 'Vietnam', th: 'เวียดนาม' }, zone: 'Asia Pacific' },
  { code: 'JP', name: { en: 'Japan', th: 'ญี่ปุ่น' }, zone: 'Asia Pacific' },
  { code: 'KR', name: { en: 'South Korea', th: 'เกาหลีใต้' }, zone: 'Asia Pacific' },
  { code: 'AU', name: { en: 'Australia', th: 'ออสเตรเลีย' }, zone: 'Asia Pacific' },
  { code: 'US', name: { en: 'United States', th: 'สหรัฐอเมริกา' }, zone: 'Americas' },
];

/**
 * The shop's tax categories. Goods pay VAT at the standard rate. A gift card spendable on
 * anything in the shop is a multi-purpose voucher: selling it is not a supply of goods, so it
 * carries no VAT; the goods it later pays for carry theirs (UK and Thai practice).
 */
export const TAX_CATEGORIES = {
  standard: 'Standard rate',
  voucher: 'Multi-purpose voucher (no VAT when sold)',
} as const;
export type TaxCategoryKey = keyof typeof TAX_CATEGORIES;

/** VAT per category and zone; zones without a rate are taxed at 0 % (exports). */
export const TAX_RATES: Array<{ category: TaxCategoryKey; zone: string; name: string; percent: number }> = [
  { category: 'standard', zone: 'Thailand', name: 'Thailand VAT 7%', percent: 7 },
  { category: 'standard', zone: 'United Kingdom', name: 'UK VAT 20%', percent: 20 },
  { category: 'voucher', zone: 'Thailand', name: 'Thailand multi-purpose voucher, no VAT', percent: 0 },
  { category: 'voucher', zone: 'United Kingdom', name: 'UK multi-purpose voucher, no VAT', percent: 0 },
];

export const HOME_ZONE = 'Thailand';

export interface ShippingDef {
  code: string;
  name: Tr;
  description: Tr;
  /** Country codes; empty: any country. */
  countries: string[];
  rate: Money;
  taxRate: number;
}

export const SHIPPING_METHODS: ShippingDef[] = [
  {
    code: 'standard-th',
    name: { en: 'Standard delivery (Thailand)', th: 'จัดส่งแบบมาตรฐาน (ในประเทศไทย)' },
    description: { en: 'Delivered in 2 to 4 working days.', th: 'ได้รับสินค้าภายใน 2–4 วันทำการ' },
    countries: ['TH'],
    rate: { THB: 5000, GBP: 150 },
    taxRate: 7,
  },
  {
    code: 'express-th',
    name: { en: 'Express delivery (Thailand)', th: 'จัดส่งด่วน (ในประเทศไทย)' },
    description: { en: 'Next working day in Bangkok, 1 to 2 days elsewhere.', th: 'กรุงเทพฯ ได้รับวันทำการถัดไป ต่างจังหวัด 1–2 วัน' },
    countries: ['TH'],
    rate: { THB: 15000, GBP: 395 },
    taxRate: 7,
  },
  {
    code: 'standard-gb',
    name: { en: 'Standard delivery (UK)', th: 'จัดส่งแบบมาตรฐาน (สหราชอาณาจักร)' },
    description: { en: 'Delivered in 3 to 5 working days.', th: 'ได้รับสินค้าภายใน 3–5 วันทำการ' },
    countries: ['GB'],
    rate: { THB: 22000, GBP: 495 },
    taxRate: 20,
  },
  {
    code: 'express-gb',
    name: { en: 'Express delivery (UK)', th: 'จัดส่งด่วน (สหราชอาณาจักร)' },
    description: { en: 'Next working day when ordered before 1 pm.', th: 'ได้รับวันทำการถัดไป เมื่อสั่งก่อน 13:00 น.' },
    countries: ['GB'],
    rate: { THB: 45000, GBP: 995 },
    taxRate: 20,
  },
  {
    code: 'click-collect',
    name: { en: 'Click & Collect', th: 'สั่งออนไลน์ รับที่ร้าน' },
    description: {
      en: 'Free. Collect in store at the Talat Arena Megastore, Bangkok.',
      th: 'ฟรี รับสินค้าได้ที่ร้านเมกะสโตร์ ตลาด อารีนา กรุงเทพฯ',
    },
    countries: [],
    rate: { THB: 0, GBP: 0 },
    taxRate: 0,
  },
];

/**
 * The demo shop's redirect rules (plugins/url-redirects), editable in the Admin under Settings >
 * Global settings: last season's kit page moved for good, and a short address for the sale.
 */
export const DEMO_REDIRECTS = [
  { source: 'home-kit-2024', target: '/kits/home-kit', status: '301', external: false },
  { source: 'sale', target: '/shop-all?sort=price-low-to-high', status: '302', external: false },
];
