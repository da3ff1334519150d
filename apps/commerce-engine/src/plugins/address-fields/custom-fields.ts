import { CustomFieldConfig, LanguageCode } from '@vendure/core';
import { CUSTOMS_CODE_MESSAGE, isValidCustomsCode } from './customs-code';

/**
 * Address fields. Vendure gives Address custom fields to the order's addresses too
 * (`OrderAddress.customFields`, `CreateAddressInput.customFields` of setOrderShippingAddress).
 */
export const addressCustomFields: CustomFieldConfig[] = [
  {
    name: 'pccc',
    type: 'string',
    nullable: true,
    public: true,
    label: [
      { languageCode: LanguageCode.en, value: 'Customs clearance code' },
      { languageCode: LanguageCode.th, value: 'รหัสพิธีการศุลกากร' },
    ],
    validate: (value: unknown) =>
      isValidCustomsCode(value)
        ? undefined
        : [
            { languageCode: LanguageCode.en, value: CUSTOMS_CODE_MESSAGE.en },
            { languageCode: LanguageCode.th, value: CUSTOMS_CODE_MESSAGE.th },
          ],
  },
];

export interface TalatAddressFields {
  pccc: string | null;
}

declare module '@vendure/core/dist/entity/custom-entity-fields' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface CustomAddressFields extends TalatAddressFields {}
}
