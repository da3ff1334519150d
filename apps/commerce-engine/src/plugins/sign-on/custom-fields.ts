import { CustomFieldConfig, LanguageCode } from '@vendure/core';

/** CustomerGroup `key`: what the storefront gets as `Customer.groupKey` (admin only; a slug is made of it). */
export const customerGroupFields: CustomFieldConfig[] = [
  {
    name: 'key',
    type: 'string',
    nullable: true,
    label: [
      { languageCode: LanguageCode.en, value: 'Storefront group key' },
      { languageCode: LanguageCode.th, value: 'รหัสกลุ่มสำหรับหน้าร้าน' },
    ],
    description: [
      { languageCode: LanguageCode.en, value: 'Lower-case letters, digits and dashes, e.g. "members"; empty: made from the name' },
    ],
  },
];

export interface TalatCustomerGroupFields {
  key?: string | null;
}

declare module '@vendure/core/dist/entity/custom-entity-fields' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface CustomCustomerGroupFields extends TalatCustomerGroupFields {}
}
