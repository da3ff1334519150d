import { CustomFieldConfig, LanguageCode } from '@vendure/core';

/**
 * Order custom field `placedBySessionId`: the id of the session that placed the order. Internal:
 * it is not in the GraphQL schema (neither API can read or set it).
 */
export const orderAccessFields: CustomFieldConfig[] = [
  {
    name: 'placedBySessionId',
    type: 'string',
    internal: true,
    nullable: true,
    label: [{ languageCode: LanguageCode.en, value: 'Placed by session' }],
  },
];

declare module '@vendure/core/dist/entity/custom-entity-fields' {
  interface CustomOrderFields {
    placedBySessionId?: string | null;
  }
}
