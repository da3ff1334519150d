import { CustomFieldConfig, LanguageCode } from '@vendure/core';

/**
 * Order custom fields (not in the GraphQL schema: the plugin exposes them through
 * `Order.appliedGiftCards` and `Order.issuedGiftCards`).
 * - `giftCardCodes`: codes applied to the order, in the order applied.
 * - `issuedGiftCardCodes`: codes of the cards this order's payment issued.
 */
export const orderGiftCardFields: CustomFieldConfig[] = [
  {
    name: 'giftCardCodes',
    type: 'string',
    list: true,
    internal: true,
    nullable: true,
    label: [{ languageCode: LanguageCode.en, value: 'Applied gift cards' }],
  },
  {
    name: 'issuedGiftCardCodes',
    type: 'string',
    list: true,
    internal: true,
    nullable: true,
    label: [{ languageCode: LanguageCode.en, value: 'Issued gift cards' }],
  },
];

declare module '@vendure/core/dist/entity/custom-entity-fields' {
  interface CustomOrderFields {
    giftCardCodes?: string[] | null;
    issuedGiftCardCodes?: string[] | null;
  }
}
