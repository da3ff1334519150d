import { LanguageCode } from '@vendure/core';

/** Vendure's initial data left empty: the project's own seed steps create zones, methods and the catalogue. */
export const EMPTY_INITIAL_DATA = {
  defaultLanguage: LanguageCode.en,
  defaultZone: 'Thailand',
  countries: [],
  taxRates: [],
  shippingMethods: [],
  paymentMethods: [],
  collections: [],
};
