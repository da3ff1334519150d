import { CustomFieldConfig, LanguageCode } from '@vendure/core';

/**
 * Order `placedLanguage` (internal): the language the order was placed in, so that staff's later
 * changes (a fulfilment) email the customer in it. Fulfilment `expectedDelivery`: when the parcel
 * should arrive, as the carrier said (the engine's shipping methods carry no delivery estimate);
 * the shopper reads it, staff may correct it.
 */
export const orderFields: CustomFieldConfig[] = [
  {
    name: 'placedLanguage',
    type: 'string',
    internal: true,
    nullable: true,
    length: 8,
    label: [{ languageCode: LanguageCode.en, value: 'Placed in language' }],
  },
];

export const fulfillmentFields: CustomFieldConfig[] = [
  {
    name: 'expectedDelivery',
    type: 'datetime',
    nullable: true,
    public: true,
    label: [{ languageCode: LanguageCode.en, value: 'Expected delivery' }],
  },
];

declare module '@vendure/core/dist/entity/custom-entity-fields' {
  interface CustomOrderFields {
    placedLanguage?: string | null;
  }
  interface CustomFulfillmentFields {
    expectedDelivery?: Date | null;
  }
}
