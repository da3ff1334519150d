import { CustomFieldConfig, LanguageCode } from '@vendure/core';
import { PRODUCT_KINDS, PRODUCT_VISIBILITIES } from './constants';

const en = LanguageCode.en;
const th = LanguageCode.th;
const label = (enText: string, thText: string) => [
  { languageCode: en, value: enText },
  { languageCode: th, value: thText },
];

/** Product fields read by the storefront connector through the Shop API. Names are a contract. */
export const productCustomFields: CustomFieldConfig[] = [
  {
    name: 'kind',
    type: 'string',
    public: true,
    defaultValue: 'standard',
    options: PRODUCT_KINDS.map((value) => ({ value })),
    label: label('Kind', 'ประเภทสินค้า'),
  },
  { name: 'preorder', type: 'boolean', public: true, defaultValue: false, label: label('Pre-order', 'สั่งจองล่วงหน้า') },
  {
    name: 'personalisable',
    type: 'boolean',
    public: true,
    defaultValue: false,
    label: label('Name and number print', 'พิมพ์ชื่อและเบอร์ได้'),
  },
  {
    name: 'printPriceThb',
    type: 'int',
    public: true,
    defaultValue: 0,
    min: 0,
    label: label('Print price THB (satang)', 'ราคาพิมพ์ (สตางค์)'),
  },
  { name: 'printPriceGbp', type: 'int', public: true, defaultValue: 0, min: 0, label: label('Print price GBP (pence)', 'ราคาพิมพ์ (เพนนี)') },
  {
    name: 'bundleComponents',
    type: 'text',
    public: true,
    defaultValue: '',
    label: label('Bundle components (JSON)', 'สินค้าในชุด (JSON)'),
    description: [
      {
        languageCode: en,
        value:
          'JSON array of {"sku","quantity","label"}, the label one text or one per language ({"en":"…","th":"…"}); empty for non-bundles',
      },
    ],
  },
  { name: 'virtual', type: 'boolean', public: true, defaultValue: false, label: label('Virtual (no shipping)', 'สินค้าดิจิทัล (ไม่ต้องจัดส่ง)') },
  {
    name: 'visibility',
    type: 'string',
    public: true,
    defaultValue: 'catalog_search',
    options: PRODUCT_VISIBILITIES.map((value) => ({ value })),
    label: label('Listed in', 'แสดงใน'),
    description: [
      {
        languageCode: en,
        value:
          'catalog_search: category pages and search; catalog or search: one of them; none: neither (bought another way, e.g. gift wrap)',
      },
      {
        languageCode: th,
        value: 'catalog_search: หน้าหมวดหมู่และการค้นหา; catalog หรือ search: อย่างใดอย่างหนึ่ง; none: ไม่แสดง (ซื้อผ่านทางอื่น เช่น บริการห่อของขวัญ)',
      },
    ],
  },
];

/**
 * ProductVariant fields: the regular ("compare at") price per currency, minor units, tax included.
 * Empty when the variant is not discounted; the Shop API's `compareAtPrice` reads them.
 */
export const productVariantCustomFields: CustomFieldConfig[] = [
  {
    name: 'compareAtPriceThb',
    type: 'int',
    public: true,
    nullable: true,
    min: 0,
    label: label('Compare-at price THB (satang)', 'ราคาปกติ THB (สตางค์)'),
    description: [{ languageCode: en, value: 'Regular price before the discount, tax included; empty when not discounted' }],
  },
  {
    name: 'compareAtPriceGbp',
    type: 'int',
    public: true,
    nullable: true,
    min: 0,
    label: label('Compare-at price GBP (pence)', 'ราคาปกติ GBP (เพนนี)'),
    description: [{ languageCode: en, value: 'Regular price before the discount, tax included; empty when not discounted' }],
  },
];
