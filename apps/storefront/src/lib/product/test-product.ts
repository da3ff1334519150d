import type { ProductDetails, ProductSummary, ProductVariant, StockStatus } from '@talat/commerce/types';

/** A product fixture for unit tests: a shirt in sizes S, M, XXL and colours red, white. */
export function variant(
  sku: string,
  attributes: Record<string, string>,
  value: number,
  stock: StockStatus = 'IN_STOCK',
  left: number | null = null,
): ProductVariant {
  return {
    uid: `v-${sku}`,
    sku,
    name: sku,
    attributes,
    price: { final_price: { value, currency: 'THB' }, regular_price: { value, currency: 'THB' } },
    stock_status: stock,
    only_x_left_in_stock: left,
    image: { url: `https://img.test/${sku}.png`, label: sku },
    price_converted_from: null,
    sold_in_currency: true,
  };
}

export function testProduct(overrides: Partial<ProductDetails> = {}): ProductDetails {
  const variants = [
    variant('SHIRT-S-RED', { size: 's', colour: 'red' }, 1000),
    variant('SHIRT-M-RED', { size: 'm', colour: 'red' }, 1000, 'IN_STOCK', 2),
    variant('SHIRT-XXL-RED', { size: 'xxl', colour: 'red' }, 1200, 'OUT_OF_STOCK'),
    variant('SHIRT-S-WHITE', { size: 's', colour: 'white' }, 900),
  ];
  return {
    ...testSummary({
      uid: '1',
      id: '1',
      sku: 'SHIRT-S-RED',
      name: 'Home shirt',
      url_key: 'home-shirt',
      kind: 'configurable',
      thumbnail: { url: 'https://img.test/shirt.png', label: 'Home shirt' },
      price_range: {
        minimum_price: { final_price: { value: 900, currency: 'THB' }, regular_price: { value: 900, currency: 'THB' } },
        maximum_price: { final_price: { value: 1200, currency: 'THB' }, regular_price: { value: 1200, currency: 'THB' } },
      },
    }),
    description: '<p>Red and gold.</p>',
    past24_hr_buying: 0,
    media_gallery: [
      { url: 'https://img.test/shirt.png', label: 'Front' },
      { url: 'https://img.test/shirt-back.png', label: 'Back' },
    ],
    categories: [
      { uid: '10', name: 'Kits', url_key: 'kits', url_path: 'kits', position: 1 },
      { uid: '11', name: 'Home kit', url_key: 'home-kit', url_path: 'kits/home-kit', position: 1 },
    ],
    configurable_options: [
      {
        uid: 'size',
        attribute_code: 'size',
        label: 'Size',
        values: [
          { uid: 's', label: 'S' },
          { uid: 'm', label: 'M' },
          { uid: 'xxl', label: 'XXL' },
        ],
      },
      {
        uid: 'colour',
        attribute_code: 'colour',
        label: 'Colour',
        values: [
          { uid: 'red', label: 'Red' },
          { uid: 'white', label: 'White' },
        ],
      },
    ],
    variants,
    bundle_components: [],
    personalisation: null,
    meta_title: 'Home shirt',
    meta_description: 'Red and gold.',
    ...overrides,
  };
}

/** A simple product as listings show it (a mug at £11.99), for unit tests of tiles and lists. */
export function testSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  const money = { value: 11.99, currency: 'GBP' };
  return {
    uid: '42',
    id: '42',
    sku: 'TFC-MUG',
    name: 'Crest Mug',
    url_key: 'crest-mug',
    kind: 'simple',
    thumbnail: null,
    price_range: {
      minimum_price: { regular_price: money, final_price: money },
      maximum_price: { regular_price: money, final_price: money },
    },
    stock_status: 'IN_STOCK',
    only_x_left_in_stock: null,
    is_preorder: false,
    is_virtual: false,
    rating_summary: 0,
    review_count: 0,
    price_converted_from: null,
    sold_in_currency: true,
    ...overrides,
  };
}
