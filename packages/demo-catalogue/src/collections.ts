import { CollectionDef } from './types';
import { PLAYERS } from './facets';

/** Every product a shopper can buy (the gift-wrap service item has no category, so it stays out). */
const ALL_CATEGORIES = ['home-kit', 'away-kit', 'third-kit', 'goalkeeper-kit', 'training', 'fashion', 'accessories', 'gifts'];

export const COLLECTIONS: CollectionDef[] = [
  {
    slug: 'shop-all',
    name: { en: 'Shop all', th: 'สินค้าทั้งหมด' },
    description: { en: 'Everything in the Talat FC official store.', th: 'สินค้าทุกชิ้นในร้านค้าทางการของตลาด เอฟซี' },
    facets: ALL_CATEGORIES.map((c) => `category:${c}`),
    imageFrom: 'home-shirt-2025',
  },
  {
    slug: 'kits',
    name: { en: 'Kits', th: 'ชุดแข่ง' },
    description: { en: 'Home, away, third and goalkeeper kits for 2025/26.', th: 'ชุดเหย้า ชุดเยือน ชุดที่สาม และชุดผู้รักษาประตู ฤดูกาล 2025/26' },
    facets: ['category:home-kit', 'category:away-kit', 'category:third-kit', 'category:goalkeeper-kit'],
    imageFrom: 'home-shirt-2025',
  },
  {
    slug: 'home-kit',
    parent: 'kits',
    name: { en: 'Home kit', th: 'ชุดเหย้า' },
    description: { en: 'Red and gold, as worn at the Talat Arena.', th: 'สีแดงทอง ชุดที่ใส่ลงสนามตลาด อารีนา' },
    facets: ['category:home-kit'],
    imageFrom: 'home-shirt-2025',
  },
  {
    slug: 'away-kit',
    parent: 'kits',
    name: { en: 'Away kit', th: 'ชุดเยือน' },
    description: { en: 'White and navy for the road.', th: 'สีขาวกรมท่า สำหรับเกมเยือน' },
    facets: ['category:away-kit'],
    imageFrom: 'away-shirt-2025',
  },
  {
    slug: 'third-kit',
    parent: 'kits',
    name: { en: 'Third kit', th: 'ชุดที่สาม' },
    description: { en: 'Teal and black for the cup run.', th: 'สีเขียวหัวเป็ดและดำ สำหรับเกมถ้วย' },
    facets: ['category:third-kit'],
    imageFrom: 'third-shirt-2025',
  },
  {
    slug: 'goalkeeper-kit',
    parent: 'kits',
    name: { en: 'Goalkeeper kit', th: 'ชุดผู้รักษาประตู' },
    description: { en: 'Shirts and gloves for keepers.', th: 'เสื้อและถุงมือสำหรับผู้รักษาประตู' },
    facets: ['category:goalkeeper-kit'],
    imageFrom: 'goalkeeper-shirt-2025',
  },
  {
    slug: 'training',
    name: { en: 'Training', th: 'ชุดซ้อม' },
    description: { en: 'What the squad wears on the training pitch.', th: 'ชุดที่นักเตะใส่ในสนามซ้อม' },
    facets: ['category:training'],
    imageFrom: 'training-top-2025',
  },
  {
    slug: 'fashion',
    name: { en: 'Fashion', th: 'แฟชั่น' },
    description: { en: 'T-shirts, hoodies and retro shirts for every day.', th: 'เสื้อยืด เสื้อฮู้ด และเสื้อย้อนยุค ใส่ได้ทุกวัน' },
    facets: ['category:fashion'],
    imageFrom: 'crest-hoodie',
  },
  {
    slug: 'accessories',
    name: { en: 'Accessories', th: 'อุปกรณ์และของใช้' },
    description: { en: 'Scarves, hats, bags, balls and more.', th: 'ผ้าพันคอ หมวก กระเป๋า ลูกฟุตบอล และอีกมากมาย' },
    facets: ['category:accessories'],
    imageFrom: 'bar-scarf',
  },
  {
    slug: 'gifts',
    name: { en: 'Gifts', th: 'ของขวัญและของที่ระลึก' },
    description: { en: 'Gift cards, mugs, prints and keepsakes.', th: 'บัตรของขวัญ แก้วมัค ภาพพิมพ์ และของที่ระลึก' },
    facets: ['category:gifts'],
    imageFrom: 'crest-mug',
  },
  {
    slug: 'shop-by-player',
    name: { en: 'Shop by player', th: 'ช้อปตามนักเตะ' },
    description: { en: 'Gear for your favourite player.', th: 'สินค้าของนักเตะคนโปรดของคุณ' },
    facets: PLAYERS.map((p) => `player:${p.code}`),
    imageFrom: 'player-tshirt-marcus-okafor',
  },
];
