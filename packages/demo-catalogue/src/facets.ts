import { FacetDef, Money, OptionSetDef } from './types';

/** Minor units from a THB and a GBP amount: money(2290, 64.99) -> { THB: 229000, GBP: 6499 }. */
export const money = (thb: number, gbp: number): Money => ({ THB: Math.round(thb * 100), GBP: Math.round(gbp * 100) });

export const COLOURS = {
  red: '#c8102e',
  gold: '#f2c14e',
  white: '#ffffff',
  navy: '#1b2a4a',
  teal: '#0f7c80',
  black: '#1a1a1a',
  green: '#2e8b3e',
  grey: '#8c8c8c',
} as const;

export const PLAYERS = [
  { code: 'kittipong-srisuk', number: '1', en: 'Kittipong Srisuk', th: 'กิตติพงษ์ ศรีสุข', shirtName: 'KITTIPONG' },
  { code: 'daniel-whitmore', number: '4', en: 'Daniel Whitmore', th: 'แดเนียล วิทมอร์', shirtName: 'WHITMORE' },
  { code: 'anucha-thongdee', number: '7', en: 'Anucha Thongdee', th: 'อนุชา ทองดี', shirtName: 'ANUCHA' },
  { code: 'marcus-okafor', number: '9', en: 'Marcus Okafor', th: 'มาร์คัส โอกาฟอร์', shirtName: 'OKAFOR' },
  { code: 'phanuwat-chaiyasit', number: '10', en: 'Phanuwat Chaiyasit', th: 'ภาณุวัฒน์ ชัยสิทธิ์', shirtName: 'PHANUWAT' },
  { code: 'tom-hargreaves', number: '17', en: 'Tom Hargreaves', th: 'ทอม ฮาร์กรีฟส์', shirtName: 'HARGREAVES' },
] as const;

export const FACETS: FacetDef[] = [
  {
    code: 'size',
    name: { en: 'Size', th: 'ไซซ์' },
    values: [
      { code: 's', name: { en: 'S', th: 'S' } },
      { code: 'm', name: { en: 'M', th: 'M' } },
      { code: 'l', name: { en: 'L', th: 'L' } },
      { code: 'xl', name: { en: 'XL', th: 'XL' } },
      { code: 'xxl', name: { en: 'XXL', th: 'XXL' } },
      { code: '6-7y', name: { en: '6–7 years', th: '6–7 ปี' } },
      { code: '8-9y', name: { en: '8–9 years', th: '8–9 ปี' } },
      { code: '10-11y', name: { en: '10–11 years', th: '10–11 ปี' } },
      { code: '12-13y', name: { en: '12–13 years', th: '12–13 ปี' } },
      { code: '3-6m', name: { en: '3–6 months', th: '3–6 เดือน' } },
      { code: '6-12m', name: { en: '6–12 months', th: '6–12 เดือน' } },
      { code: '12-18m', name: { en: '12–18 months', th: '12–18 เดือน' } },
    ],
  },
  {
    code: 'colour',
    name: { en: 'Colour', th: 'สี' },
    values: [
      { code: 'red', name: { en: 'Red', th: 'แดง' } },
      { code: 'white', name: { en: 'White', th: 'ขาว' } },
      { code: 'navy', name: { en: 'Navy', th: 'กรมท่า' } },
      { code: 'teal', name: { en: 'Teal', th: 'เขียวหัวเป็ด' } },
      { code: 'black', name: { en: 'Black', th: 'ดำ' } },
      { code: 'green', name: { en: 'Green', th: 'เขียว' } },
      { code: 'grey', name: { en: 'Grey', th: 'เทา' } },
      { code: 'gold', name: { en: 'Gold', th: 'ทอง' } },
    ],
  },
  {
    code: 'player',
    name: { en: 'Player', th: 'นักเตะ' },
    values: PLAYERS.map((p) => ({ code: p.code, name: { en: `${p.en} #${p.number}`, th: `${p.th} #${p.number}` } })),
  },
  {
    code: 'category',
    name: { en: 'Category', th: 'หมวดหมู่' },
    isPrivate: true,
    values: [
      { code: 'home-kit', name: { en: 'Home kit', th: 'ชุดเหย้า' } },
      { code: 'away-kit', name: { en: 'Away kit', th: 'ชุดเยือน' } },
      { code: 'third-kit', name: { en: 'Third kit', th: 'ชุดที่สาม' } },
      { code: 'goalkeeper-kit', name: { en: 'Goalkeeper kit', th: 'ชุดผู้รักษาประตู' } },
      { code: 'training', name: { en: 'Training', th: 'ชุดซ้อม' } },
      { code: 'fashion', name: { en: 'Fashion', th: 'แฟชั่น' } },
      { code: 'accessories', name: { en: 'Accessories', th: 'อุปกรณ์และของใช้' } },
      { code: 'gifts', name: { en: 'Gifts', th: 'ของขวัญและของที่ระลึก' } },
    ],
  },
];

const size = { en: 'Size', th: 'ไซซ์' };

export const OPTION_SETS: OptionSetDef[] = [
  {
    code: 'size',
    name: size,
    facet: 'size',
    options: ['s', 'm', 'l', 'xl', 'xxl'].map((c) => ({ code: c, name: { en: c.toUpperCase(), th: c.toUpperCase() } })),
  },
  {
    code: 'junior-size',
    name: size,
    facet: 'size',
    options: [6, 8, 10, 12].map((y) => ({
      code: `${y}-${y + 1}y`,
      name: { en: `${y}–${y + 1} years`, th: `${y}–${y + 1} ปี` },
    })),
  },
  {
    code: 'baby-size',
    name: size,
    facet: 'size',
    options: [
      { code: '3-6m', name: { en: '3–6 months', th: '3–6 เดือน' } },
      { code: '6-12m', name: { en: '6–12 months', th: '6–12 เดือน' } },
      { code: '12-18m', name: { en: '12–18 months', th: '12–18 เดือน' } },
    ],
  },
  {
    code: 'sock-size',
    name: size,
    facet: 'size',
    options: [
      { code: 's', name: { en: 'S (UK 3–5)', th: 'S (EU 36–38)' } },
      { code: 'm', name: { en: 'M (UK 6–8)', th: 'M (EU 39–42)' } },
      { code: 'l', name: { en: 'L (UK 9–12)', th: 'L (EU 43–46)' } },
    ],
  },
  {
    code: 'glove-size',
    name: size,
    options: [8, 9, 10, 11].map((n) => ({ code: `g${n}`, name: { en: `Size ${n}`, th: `ไซซ์ ${n}` } })),
  },
  {
    code: 'ball-size',
    name: { en: 'Ball size', th: 'ขนาดลูกบอล' },
    options: [3, 4, 5].map((n) => ({ code: `ball-${n}`, name: { en: `Size ${n}`, th: `เบอร์ ${n}` } })),
  },
  {
    code: 'gift-value',
    name: { en: 'Value', th: 'มูลค่า' },
    options: [
      { code: 'value-1', name: { en: '฿1,000 / £25', th: '1,000 บาท / 25 ปอนด์' }, price: money(1000, 25) },
      { code: 'value-2', name: { en: '฿2,000 / £50', th: '2,000 บาท / 50 ปอนด์' }, price: money(2000, 50) },
      { code: 'value-5', name: { en: '฿5,000 / £125', th: '5,000 บาท / 125 ปอนด์' }, price: money(5000, 125) },
    ],
  },
];
