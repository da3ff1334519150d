import { CustomFieldConfig, LanguageCode } from '@vendure/core';
import { CUSTOMS_CODE_MESSAGE, isValidCustomsCode } from './customs-code';
import { isValidKoreaDob, KOREA_DOB_MESSAGE } from './korea-dob';

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
  {
    // The recipient's date of birth, for Korean customs (spec: shipping address `korea_dob`).
    // A string, not a datetime: a birthday is a calendar day, with no time zone to shift it.
    name: 'koreaDob',
    type: 'string',
    nullable: true,
    public: true,
    label: [
      { languageCode: LanguageCode.en, value: "Recipient's date of birth (Korean customs)" },
      { languageCode: LanguageCode.th, value: 'วันเกิดของผู้รับ (ศุลกากรเกาหลีใต้)' },
    ],
    validate: (value: unknown) =>
      isValidKoreaDob(value)
        ? undefined
        : [
            { languageCode: LanguageCode.en, value: KOREA_DOB_MESSAGE.en },
            { languageCode: LanguageCode.th, value: KOREA_DOB_MESSAGE.th },
          ],
  },
];

export interface TalatAddressFields {
  pccc: string | null;
  koreaDob: string | null;
}

declare module '@vendure/core/dist/entity/custom-entity-fields' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface CustomAddressFields extends TalatAddressFields {}
}
