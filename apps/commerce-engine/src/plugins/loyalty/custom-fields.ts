import { CustomFieldConfig, LanguageCode } from '@vendure/core';

/** Order `loyaltyApplied` (internal): the customer chose to pay with points; how many is worked out at payment. */
export const orderLoyaltyFields: CustomFieldConfig[] = [
  {
    name: 'loyaltyApplied',
    type: 'boolean',
    internal: true,
    nullable: true,
    defaultValue: false,
    label: [{ languageCode: LanguageCode.en, value: 'Pay with loyalty points' }],
  },
];

declare module '@vendure/core/dist/entity/custom-entity-fields' {
  interface CustomOrderFields {
    loyaltyApplied?: boolean | null;
  }
}
