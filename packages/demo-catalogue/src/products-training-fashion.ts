import { ProductDef } from './types';
import { COLOURS as C, money, PLAYERS } from './facets';

const training = (p: Omit<ProductDef, 'facets' | 'options'> & { colour: string }): ProductDef => {
  const { colour, ...rest } = p;
  return { ...rest, facets: ['category:training', `colour:${colour}`], options: 'size' };
};

export const TRAINING_PRODUCTS: ProductDef[] = [
  training({
    slug: 'training-top-2025',
    sku: 'TFC-TR25-TOP',
    name: { en: 'Training Top 2025/26', th: 'เสื้อซ้อม 2025/26' },
    description: {
      en: 'The black and red top the squad trains in, with mesh panels to keep you cool.',
      th: 'เสื้อซ้อมสีดำแดงแบบที่นักเตะใส่ซ้อมจริง มีช่องตาข่ายช่วยระบายอากาศ',
    },
    price: money(1590, 44.99),
    colour: 'black',
    images: [{ kind: 'shirt', primary: C.black, secondary: C.red }],
  }),
  training({
    slug: 'training-shorts-2025',
    sku: 'TFC-TR25-SHORTS',
    name: { en: 'Training Shorts 2025/26', th: 'กางเกงซ้อม 2025/26' },
    description: { en: 'Light black training shorts with zip pockets.', th: 'กางเกงซ้อมสีดำน้ำหนักเบา มีกระเป๋าซิป' },
    price: money(890, 24.99),
    colour: 'black',
    images: [{ kind: 'shorts', primary: C.black, secondary: C.red }],
  }),
  training({
    slug: 'training-jacket-2025',
    sku: 'TFC-TR25-JACKET',
    name: { en: 'Training Jacket 2025/26', th: 'แจ็กเก็ตซ้อม 2025/26' },
    description: {
      en: 'Full-zip track jacket with a stand-up collar, worn on the touchline.',
      th: 'แจ็กเก็ตแทร็กซิปยาว คอตั้ง แบบที่ทีมงานใส่ข้างสนาม',
    },
    price: money(2490, 69.99),
    colour: 'red',
    images: [
      { kind: 'jacket', primary: C.red, secondary: C.black },
      { kind: 'jacket', primary: C.red, secondary: C.black, text: 'TFC' },
    ],
  }),
  training({
    slug: 'training-pants-2025',
    sku: 'TFC-TR25-PANTS',
    name: { en: 'Training Pants 2025/26', th: 'กางเกงขายาวซ้อม 2025/26' },
    description: { en: 'Slim tapered track pants with zipped ankles.', th: 'กางเกงวอร์มทรงเข้ารูป ปลายขาซิป' },
    price: money(1790, 49.99),
    colour: 'black',
    images: [{ kind: 'pants', primary: C.black, secondary: C.red }],
  }),
  training({
    slug: 'pre-match-shirt-2025',
    sku: 'TFC-PM25-SHIRT',
    name: { en: 'Pre-Match Shirt 2025/26', th: 'เสื้อวอร์มก่อนแข่ง 2025/26' },
    description: {
      en: 'The shirt the players warm up in before kick-off, with a bold gold graphic.',
      th: 'เสื้อที่นักเตะใส่วอร์มร่างกายก่อนเริ่มเกม ลวดลายกราฟิกสีทองโดดเด่น',
    },
    price: money(1790, 49.99),
    colour: 'gold',
    images: [{ kind: 'shirt', primary: C.gold, secondary: C.red, text: '2025' }],
  }),
  training({
    slug: 'training-polo',
    sku: 'TFC-TR-POLO',
    name: { en: 'Staff Training Polo', th: 'เสื้อโปโลทีมงาน' },
    description: { en: 'Piqué polo shirt as worn by the coaching staff.', th: 'เสื้อโปโลผ้าปิเก้แบบเดียวกับที่ทีมสตาฟฟ์โค้ชสวมใส่' },
    price: money(1390, 39.99),
    colour: 'navy',
    images: [{ kind: 'shirt', primary: C.navy, secondary: C.gold }],
  }),
  training({
    slug: 'rain-jacket',
    sku: 'TFC-RAIN-JACKET',
    name: { en: 'Rain Jacket', th: 'เสื้อกันฝน' },
    description: {
      en: 'Packable waterproof jacket for monsoon matchdays and British drizzle alike.',
      th: 'เสื้อกันฝนกันน้ำ พับเก็บได้ พร้อมลุยทั้งฝนหน้ามรสุมและฝนปรอยแบบอังกฤษ',
    },
    price: money(2190, 59.99),
    colour: 'grey',
    images: [{ kind: 'hoodie', primary: C.grey, secondary: C.red }],
  }),
];

const fashion = (p: Omit<ProductDef, 'options'>): ProductDef => ({ ...p, facets: ['category:fashion', ...p.facets], options: 'size' });

const playerTee = (index: number): ProductDef => {
  const p = PLAYERS[index]!;
  return fashion({
    slug: `player-tshirt-${p.code}`,
    sku: `TFC-PT-${p.number}`,
    name: { en: `${p.en} ${p.number} T-shirt`, th: `เสื้อยืด ${p.th} เบอร์ ${p.number}` },
    description: {
      en: `Red cotton T-shirt with ${p.en}'s name and number ${p.number} on the back.`,
      th: `เสื้อยืดผ้าฝ้ายสีแดง ด้านหลังพิมพ์ชื่อ ${p.th} และเบอร์ ${p.number}`,
    },
    price: money(890, 24.99),
    facets: ['colour:red', `player:${p.code}`],
    images: [
      { kind: 'shirt', primary: C.red, secondary: C.white, text: p.number },
      { kind: 'shirt', primary: C.red, secondary: C.white, back: true, caption: p.shirtName, text: p.number },
    ],
  });
};

export const FASHION_PRODUCTS: ProductDef[] = [
  fashion({
    slug: 'crest-tshirt',
    sku: 'TFC-CREST-TEE',
    name: { en: 'Crest T-shirt', th: 'เสื้อยืดตราสโมสร' },
    description: { en: 'Everyday cotton T-shirt with the club crest on the chest.', th: 'เสื้อยืดผ้าฝ้ายใส่ได้ทุกวัน ตราสโมสรที่หน้าอก' },
    price: money(790, 22.99),
    facets: ['colour:white'],
    images: [{ kind: 'shirt', primary: C.white, secondary: C.red }],
  }),
  fashion({
    slug: 'market-lion-tshirt',
    sku: 'TFC-LION-TEE',
    name: { en: 'Market Lion Graphic T-shirt', th: 'เสื้อยืดลายสิงห์ตลาด' },
    description: {
      en: 'Black T-shirt with the roaring lion that gave the club its nickname.',
      th: 'เสื้อยืดสีดำ ลายสิงห์คำราม ที่มาของฉายา "สิงห์ตลาด" ของสโมสร',
    },
    price: money(790, 22.99),
    facets: ['colour:black'],
    images: [{ kind: 'shirt', primary: C.black, secondary: C.gold, text: 'ROAR' }],
  }),
  fashion({
    slug: 'crest-hoodie',
    sku: 'TFC-CREST-HOODIE',
    name: { en: 'Crest Hoodie', th: 'เสื้อฮู้ดตราสโมสร' },
    description: {
      en: 'Brushed-back fleece hoodie in club red with a kangaroo pocket.',
      th: 'เสื้อฮู้ดผ้าฟลีซด้านในนุ่ม สีแดงประจำสโมสร มีกระเป๋าหน้าท้อง',
    },
    price: money(1690, 47.99),
    facets: ['colour:red'],
    images: [{ kind: 'hoodie', primary: C.red, secondary: C.gold }],
  }),
  fashion({
    slug: 'heritage-zip-hoodie',
    sku: 'TFC-HERITAGE-ZIP',
    name: { en: 'Heritage Zip Hoodie', th: 'เสื้อฮู้ดซิปรุ่นเฮอริเทจ' },
    description: {
      en: 'Navy zip hoodie with the 1962 founding crest, a nod to the club’s market-stall beginnings.',
      th: 'เสื้อฮู้ดซิปสีกรมท่า ตราสโมสรดั้งเดิมปี 1962 รำลึกถึงจุดเริ่มต้นจากแผงในตลาด',
    },
    price: money(1890, 52.99),
    facets: ['colour:navy'],
    images: [{ kind: 'hoodie', primary: C.navy, secondary: C.gold, text: '1962' }],
  }),
  fashion({
    slug: 'retro-shirt-1995',
    sku: 'TFC-RETRO-95',
    name: { en: '1995 Retro Home Shirt', th: 'เสื้อเหย้าย้อนยุค 1995' },
    description: {
      en: 'A faithful remake of the shirt from the 1995 cup-winning season, collar and all.',
      th: 'เสื้อจำลองจากฤดูกาลคว้าแชมป์ถ้วยปี 1995 เก็บรายละเอียดครบแม้กระทั่งปกเสื้อ',
    },
    price: money(1990, 54.99),
    facets: ['colour:red'],
    stock: { default: 12, xxl: 0 },
    images: [{ kind: 'shirt', primary: C.red, secondary: C.white, text: '95' }],
  }),
  fashion({
    slug: 'womens-fitted-tshirt',
    sku: 'TFC-W-TEE',
    name: { en: 'Women’s Fitted Crest T-shirt', th: 'เสื้อยืดผู้หญิงทรงเข้ารูป ตราสโมสร' },
    description: { en: 'Fitted cut in soft organic cotton, with a gold crest.', th: 'ทรงเข้ารูป ผ้าฝ้ายออร์แกนิกเนื้อนุ่ม ตราสโมสรสีทอง' },
    price: money(790, 22.99),
    facets: ['colour:red'],
    images: [{ kind: 'shirt', primary: C.red, secondary: C.gold }],
  }),
  fashion({
    slug: 'crest-polo',
    sku: 'TFC-CREST-POLO',
    name: { en: 'Crest Polo Shirt', th: 'เสื้อโปโลตราสโมสร' },
    description: {
      en: 'Smart white polo with an embroidered crest, for matchday and beyond.',
      th: 'เสื้อโปโลสีขาวดูดี ปักตราสโมสร ใส่ได้ทั้งวันแข่งและวันธรรมดา',
    },
    price: money(1290, 36.99),
    facets: ['colour:white'],
    images: [{ kind: 'shirt', primary: C.white, secondary: C.navy }],
  }),
  playerTee(2),
  playerTee(3),
  playerTee(4),
  playerTee(5),
];
