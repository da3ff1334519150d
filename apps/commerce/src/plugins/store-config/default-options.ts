import { StoreAddress, StoreConfigPluginOptions, StoreLocaleSettings } from './types';

const collectAddressEn: StoreAddress = {
  firstname: 'Talat FC',
  lastname: 'Megastore',
  street: ['Talat Arena, Gate 3', '99 Rama IX Road'],
  city: 'Bangkok',
  region: 'Huai Khwang',
  postcode: '10310',
  country_code: 'TH',
  telephone: '+66 2 123 4567',
};

const collectAddressTh: StoreAddress = {
  firstname: 'ตลาด เอฟซี',
  lastname: 'เมกะสโตร์',
  street: ['ตลาด อารีนา ประตู 3', '99 ถนนพระราม 9'],
  city: 'กรุงเทพมหานคร',
  region: 'ห้วยขวาง',
  postcode: '10310',
  country_code: 'TH',
  telephone: '+66 2 123 4567',
};

export const enStore: StoreLocaleSettings = {
  storeCode: 'en',
  storeName: 'Talat FC Official Store',
  locale: 'en_GB',
  defaultCountry: 'GB',
  defaultCurrency: 'GBP',
  preorderLabel: 'Pre-order',
  preorderNote: 'This item is on pre-order. We will ship it as soon as it arrives, expected within 4 to 6 weeks.',
  clickCollectName: 'Click & Collect',
  clickCollectTitle: 'Collect in store at the Talat Arena Megastore',
  sortLabels: {
    position: 'Featured',
    name: 'Name: A to Z',
    price_asc: 'Price: low to high',
    price_desc: 'Price: high to low',
    newest: 'Newest',
  },
  storeCollectAddress: collectAddressEn,
  storeLocator: { label: 'Find the club store', url: '/contact' },
  ticketLocator: { label: 'Tickets and match days', url: '/cms' },
};

export const thStore: StoreLocaleSettings = {
  storeCode: 'th',
  storeName: 'ร้านค้าทางการ ตลาด เอฟซี',
  locale: 'th_TH',
  defaultCountry: 'TH',
  defaultCurrency: 'THB',
  preorderLabel: 'สั่งจองล่วงหน้า',
  preorderNote: 'สินค้านี้เป็นสินค้าสั่งจอง เราจะจัดส่งทันทีที่สินค้าเข้า คาดว่าภายใน 4 ถึง 6 สัปดาห์',
  clickCollectName: 'สั่งออนไลน์ รับที่ร้าน',
  clickCollectTitle: 'รับสินค้าที่ร้านเมกะสโตร์ ตลาด อารีนา',
  sortLabels: {
    position: 'แนะนำ',
    name: 'ชื่อสินค้า: ก ถึง ฮ',
    price_asc: 'ราคา: ต่ำไปสูง',
    price_desc: 'ราคา: สูงไปต่ำ',
    newest: 'มาใหม่ล่าสุด',
  },
  storeCollectAddress: collectAddressTh,
  storeLocator: { label: 'ร้านค้าของสโมสร', url: '/contact' },
  ticketLocator: { label: 'ตั๋วและวันแข่งขัน', url: '/cms' },
};

export const defaultStoreConfigOptions: StoreConfigPluginOptions = {
  publicUrl: 'http://localhost:3001',
  storefrontUrl: 'http://localhost:3000',
  gridPerPage: 12,
  minimumPasswordLength: 8,
  requiredCharacterClasses: 3,
  giftcardEnabled: true,
  giftwrapEnabled: true,
  giftwrapSku: 'TFC-GIFTWRAP',
  preorderEnabled: true,
  loyaltyBalanceEnabled: true,
  shopByPlayerStatus: true,
  shopByPlayerRoute: 'shop-by-player',
  sizeGroupPrimaryFilter: 'size',
  sizeGroupSecondaryFilter: null,
  defaultSortBy: 'position',
  sortOptions: ['position', 'name', 'price_asc', 'price_desc', 'newest'],
  allowedQueryParams: ['page', 'sort', 'size', 'colour', 'player', 'price', 'q', 'view'],
  clickCollect: { enabled: true, carrierCode: 'click-collect', methodCode: 'click-collect', price: 0 },
  captcha: {
    coupon_code: false,
    customer_create: false,
    customer_login: false,
    giftcard: false,
    newsletter: false,
    product_review: false,
    place_order: false,
  },
  wishlistEnabled: true,
  newsletterEnabled: true,
  exitCaptureEnabled: true,
  exitCaptureDismissDays: 30,
  addressEditEnabled: true,
  // One point per 25 baht or per pound; a point is worth 1 baht or 4 pence (4 % back).
  loyaltyRates: [
    { currency: 'THB', spend_per_point: 2500, point_value: 100 },
    { currency: 'GBP', spend_per_point: 100, point_value: 4 },
  ],
  stores: { en: enStore, th: thStore },
  fallbackStore: 'en',
};
