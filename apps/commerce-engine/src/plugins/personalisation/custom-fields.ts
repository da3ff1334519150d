import { CustomFieldConfig, LanguageCode } from '@vendure/core';

const label = (en: string, th: string) => [
  { languageCode: LanguageCode.en, value: en },
  { languageCode: LanguageCode.th, value: th },
];

/**
 * OrderLine fields, set through addItemToOrder's `customFields` and read on `OrderLine.customFields`.
 * Lines with different values stay separate lines (Vendure merges equal ones only).
 */
export const orderLinePersonalisationFields: CustomFieldConfig[] = [
  { name: 'personalisationName', type: 'string', nullable: true, public: true, label: label('Print name', 'ชื่อที่พิมพ์') },
  { name: 'personalisationNumber', type: 'string', nullable: true, public: true, label: label('Print number', 'หมายเลขที่พิมพ์') },
  {
    name: 'bundleOptions',
    type: 'text',
    nullable: true,
    public: true,
    label: label('Bundle items (JSON)', 'สินค้าในชุด (JSON)'),
    description: [{ languageCode: LanguageCode.en, value: 'JSON array of {"sku","quantity"}: the set\'s items as chosen' }],
  },
];

/** The OrderLine custom fields this plugin adds. */
export interface TalatOrderLineFields {
  personalisationName: string | null;
  personalisationNumber: string | null;
  bundleOptions: string | null;
}

declare module '@vendure/core/dist/entity/custom-entity-fields' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface CustomOrderLineFields extends TalatOrderLineFields {}
}
