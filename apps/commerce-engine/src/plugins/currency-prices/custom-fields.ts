import { CustomFieldConfig, LanguageCode } from '@vendure/core';

/**
 * ProductVariant `missingPrices` (read-only, Admin only): the channel's currencies the variant
 * has no price of its own in, with what shoppers paying in each see (`GBP (converted at 0.022)`,
 * `GBP (not sold)`); empty when it has every price. The engine keeps it current as variants and
 * prices are saved (missing-price-warnings.ts), so that the Admin's variant form says it where the
 * manager sets the price.
 */
export const productVariantFields: CustomFieldConfig[] = [
  {
    name: 'missingPrices',
    type: 'string',
    nullable: true,
    readonly: true,
    public: false,
    label: [
      { languageCode: LanguageCode.en, value: 'Currencies without a price of their own' },
      { languageCode: LanguageCode.th, value: 'สกุลเงินที่ยังไม่ได้ตั้งราคา' },
    ],
    description: [
      {
        languageCode: LanguageCode.en,
        value: 'Shoppers paying in these see a price converted from the default currency, or cannot buy the variant. Add a price in each.',
      },
      {
        languageCode: LanguageCode.th,
        value: 'ลูกค้าที่ชำระด้วยสกุลเงินเหล่านี้จะเห็นราคาที่แปลงจากสกุลเงินหลัก หรือซื้อสินค้านี้ไม่ได้ โปรดตั้งราคาในแต่ละสกุลเงิน',
      },
    ],
  },
];

declare module '@vendure/core/dist/entity/custom-entity-fields' {
  interface CustomProductVariantFields {
    missingPrices?: string | null;
  }
}
