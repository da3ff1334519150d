import { ProductDef } from './types';
import { COLOURS as C, money } from './facets';

type Simple = Omit<ProductDef, 'facets'> & { colour: string; extraFacets?: string[] };
const item =
  (category: string) =>
  ({ colour, extraFacets = [], ...p }: Simple): ProductDef => ({
    ...p,
    facets: [`category:${category}`, `colour:${colour}`, ...extraFacets],
  });
const accessory = item('accessories');
const gift = item('gifts');

export const ACCESSORY_PRODUCTS: ProductDef[] = [
  accessory({
    slug: 'bar-scarf',
    sku: 'TFC-SCARF-BAR',
    name: { en: 'Classic Bar Scarf', th: 'ผ้าพันคอลายแถบคลาสสิก' },
    description: {
      en: 'Red and gold knitted bar scarf, a terrace favourite since the 1970s.',
      th: 'ผ้าพันคอถักลายแถบสีแดงทอง ของคู่ใจแฟนบอลบนอัฒจันทร์ตั้งแต่ยุค 70',
    },
    price: money(590, 16.99),
    colour: 'red',
    images: [{ kind: 'scarf', primary: C.red, secondary: C.gold, text: 'TALAT FC' }],
  }),
  accessory({
    slug: 'knitted-beanie',
    sku: 'TFC-BEANIE',
    name: { en: 'Knitted Bobble Beanie', th: 'หมวกไหมพรมมีจุก' },
    description: { en: 'Warm bobble hat with a woven crest.', th: 'หมวกไหมพรมอุ่นสบาย มีจุกด้านบน ติดตราสโมสรแบบทอ' },
    price: money(490, 14.99),
    colour: 'navy',
    images: [{ kind: 'beanie', primary: C.navy, secondary: C.red }],
  }),
  accessory({
    slug: 'crest-cap',
    sku: 'TFC-CAP',
    name: { en: 'Crest Baseball Cap', th: 'หมวกแก๊ปตราสโมสร' },
    description: { en: 'Six-panel cotton cap with an adjustable strap.', th: 'หมวกแก๊ปผ้าฝ้าย 6 ชิ้น ปรับขนาดได้ด้วยสายด้านหลัง' },
    price: money(690, 19.99),
    colour: 'red',
    images: [{ kind: 'cap', primary: C.red, secondary: C.gold }],
  }),
  accessory({
    slug: 'crest-keyring',
    sku: 'TFC-KEYRING',
    name: { en: 'Crest Keyring', th: 'พวงกุญแจตราสโมสร' },
    description: { en: 'Enamel crest keyring on a steel ring.', th: 'พวงกุญแจตราสโมสรลงยา ห่วงสแตนเลส' },
    price: money(190, 5.99),
    colour: 'gold',
    images: [{ kind: 'keyring', primary: C.red, secondary: C.gold }],
  }),
  accessory({
    slug: 'pin-badge',
    sku: 'TFC-PIN',
    name: { en: 'Enamel Pin Badge', th: 'เข็มกลัดลงยาตราสโมสร' },
    description: { en: 'Small crest pin badge with a butterfly clasp.', th: 'เข็มกลัดตราสโมสรขนาดเล็ก ตัวล็อกแบบผีเสื้อ' },
    price: money(150, 4.99),
    colour: 'gold',
    images: [{ kind: 'pin', primary: C.red, secondary: C.gold }],
  }),
  accessory({
    slug: 'water-bottle',
    sku: 'TFC-BOTTLE',
    name: { en: 'Insulated Water Bottle', th: 'กระบอกน้ำเก็บอุณหภูมิ' },
    description: { en: '750 ml steel bottle that keeps drinks cold for 24 hours.', th: 'กระบอกน้ำสแตนเลส 750 มล. เก็บความเย็นได้นาน 24 ชั่วโมง' },
    price: money(450, 12.99),
    colour: 'black',
    images: [{ kind: 'bottle', primary: C.black, secondary: C.red }],
  }),
  accessory({
    slug: 'club-backpack',
    sku: 'TFC-BACKPACK',
    name: { en: 'Club Backpack', th: 'กระเป๋าเป้สโมสร' },
    description: {
      en: 'Backpack with a padded laptop sleeve and a boot compartment.',
      th: 'กระเป๋าเป้มีช่องใส่โน้ตบุ๊กบุฟองน้ำ และช่องแยกใส่รองเท้าสตั๊ด',
    },
    price: money(1490, 39.99),
    colour: 'black',
    images: [{ kind: 'bag', primary: C.black, secondary: C.red }],
  }),
  accessory({
    slug: 'club-football',
    sku: 'TFC-BALL',
    name: { en: 'Club Football', th: 'ลูกฟุตบอลสโมสร' },
    description: { en: 'Machine-stitched training ball in club colours.', th: 'ลูกฟุตบอลสำหรับฝึกซ้อม เย็บด้วยเครื่อง สีประจำสโมสร' },
    price: money(890, 24.99),
    options: 'ball-size',
    colour: 'white',
    images: [{ kind: 'ball', primary: C.red, secondary: C.gold }],
  }),
  accessory({
    slug: 'lanyard',
    sku: 'TFC-LANYARD',
    name: { en: 'Club Lanyard', th: 'สายคล้องคอสโมสร' },
    description: { en: 'Woven lanyard with a clear card holder for your season ticket.', th: 'สายคล้องคอแบบทอ พร้อมซองใสใส่บัตรปี' },
    price: money(150, 4.99),
    colour: 'red',
    images: [{ kind: 'lanyard', primary: C.red, secondary: C.gold }],
  }),
  accessory({
    slug: 'home-flag',
    sku: 'TFC-FLAG',
    name: { en: 'Club Flag', th: 'ธงสโมสร' },
    description: { en: '150 x 90 cm flag with eyelets, ready for the stands.', th: 'ธงขนาด 150 x 90 ซม. มีห่วงตาไก่ พร้อมโบกบนอัฒจันทร์' },
    price: money(490, 13.99),
    colour: 'red',
    images: [{ kind: 'flag', primary: C.red, secondary: C.gold }],
  }),
];

export const GIFT_PRODUCTS: ProductDef[] = [
  gift({
    slug: 'digital-gift-card',
    sku: 'TFC-GIFTCARD',
    name: { en: 'Digital Gift Card', th: 'บัตรของขวัญดิจิทัล' },
    description: {
      en: 'Sent by email within minutes and spendable on anything in the store. Valid for 2 years.',
      th: 'ส่งทางอีเมลภายในไม่กี่นาที ใช้ซื้อสินค้าใดก็ได้ในร้าน มีอายุการใช้งาน 2 ปี',
    },
    price: money(1000, 25),
    options: 'gift-value',
    trackInventory: false,
    kind: 'giftcard',
    virtual: true,
    colour: 'gold',
    images: [{ kind: 'card', primary: C.red, secondary: C.gold, text: 'GIFT' }],
  }),
  gift({
    slug: 'crest-mug',
    sku: 'TFC-MUG',
    name: { en: 'Crest Mug', th: 'แก้วมัคตราสโมสร' },
    description: { en: '350 ml ceramic mug, dishwasher safe.', th: 'แก้วมัคเซรามิก 350 มล. เข้าเครื่องล้างจานได้' },
    price: money(390, 11.99),
    colour: 'red',
    images: [
      { kind: 'mug', primary: C.red, secondary: C.gold },
      { kind: 'mug', primary: C.red, secondary: C.gold, text: 'SINCE 1962' },
    ],
  }),
  gift({
    slug: 'talat-arena-print',
    sku: 'TFC-ARENA-PRINT',
    name: { en: 'Talat Arena Art Print', th: 'ภาพพิมพ์ศิลปะสนามตลาด อารีนา' },
    description: {
      en: 'A3 print of the Talat Arena at dusk, on heavy matte paper.',
      th: 'ภาพพิมพ์ขนาด A3 สนามตลาด อารีนา ยามพลบค่ำ บนกระดาษด้านหนาพิเศษ',
    },
    price: money(590, 16.99),
    colour: 'red',
    images: [{ kind: 'poster', primary: C.red, secondary: C.navy, text: 'TALAT' }],
  }),
  gift({
    slug: 'signed-squad-photo-2025',
    sku: 'TFC-SIGNED-PHOTO',
    name: { en: 'Signed Squad Photo 2025/26', th: 'ภาพทีมพร้อมลายเซ็น 2025/26' },
    description: {
      en: 'Official squad photo signed by the first team, with a certificate of authenticity. Very few left.',
      th: 'ภาพทีมอย่างเป็นทางการพร้อมลายเซ็นนักเตะทีมชุดใหญ่ มาพร้อมใบรับรองของแท้ เหลือจำนวนจำกัด',
    },
    price: money(1990, 49.99),
    stock: 3,
    colour: 'gold',
    extraFacets: ['player:phanuwat-chaiyasit', 'player:marcus-okafor'],
    images: [{ kind: 'poster', primary: C.gold, secondary: C.red, text: 'SQUAD' }],
  }),
  gift({
    slug: 'lion-mascot-plush',
    sku: 'TFC-PLUSH-LION',
    name: { en: 'Leo the Lion Mascot Plush', th: 'ตุ๊กตาสิงโตลีโอ มาสคอตสโมสร' },
    description: { en: 'Cuddly 30 cm Leo in his home kit.', th: 'ตุ๊กตาลีโอขนาด 30 ซม. นุ่มน่ากอด ใส่ชุดเหย้า' },
    price: money(590, 16.99),
    colour: 'gold',
    images: [{ kind: 'plush', primary: C.red, secondary: C.gold, text: 'LEO' }],
  }),
  gift({
    slug: 'mini-kit-car-hanger',
    sku: 'TFC-MINIKIT',
    name: { en: 'Mini Kit Car Hanger', th: 'ชุดแข่งจิ๋วแขวนในรถ' },
    description: { en: 'A tiny home kit on a hanger with a suction cup.', th: 'ชุดเหย้าจิ๋วพร้อมไม้แขวนและจุ๊บติดกระจก' },
    price: money(250, 6.99),
    colour: 'red',
    images: [{ kind: 'shirt', primary: C.red, secondary: C.gold, text: 'MINI' }],
  }),
  gift({
    slug: 'goalkeeper-poster-kittipong',
    sku: 'TFC-POSTER-GK1',
    name: { en: 'Kittipong Srisuk Poster', th: 'โปสเตอร์ กิตติพงษ์ ศรีสุข' },
    description: { en: 'A2 action poster of our captain and goalkeeper.', th: 'โปสเตอร์ขนาด A2 ภาพแอ็กชันของกัปตันทีมและผู้รักษาประตูของเรา' },
    price: money(350, 9.99),
    colour: 'green',
    extraFacets: ['player:kittipong-srisuk'],
    images: [{ kind: 'poster', primary: C.green, secondary: C.black, text: '1' }],
  }),
  {
    slug: 'gift-wrap',
    sku: 'TFC-GIFTWRAP',
    name: { en: 'Gift Wrap', th: 'บริการห่อของขวัญ' },
    description: { en: 'Your order wrapped in club paper with a handwritten card.', th: 'ห่อสินค้าด้วยกระดาษลายสโมสร พร้อมการ์ดเขียนด้วยลายมือ' },
    price: money(50, 2.5),
    facets: [],
    trackInventory: false,
    // Bought from the cart's gift-wrap offer only: not listed in categories or search.
    visibility: 'none',
    images: [{ kind: 'gift', primary: C.red, secondary: C.gold }],
  },
];
