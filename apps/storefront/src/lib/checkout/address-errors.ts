import type { CartError } from '@talat/commerce/types';

/** The address form key of an engine INVALID_INPUT field (cart address names), or null. */
const FIELD_KEYS: Record<string, string> = {
  firstname: 'first_name',
  lastname: 'last_name',
  company: 'company',
  street: 'street',
  city: 'city',
  region: 'region',
  postcode: 'postcode',
  country_code: 'country',
  telephone: 'telephone_number',
  pccc: 'postal_customs_clearance_code',
  korea_dob: 'korea_dob',
};

/** Engine address errors for the address form (`errors` prop), or null when not about one field. */
export function addressFieldErrors(error: CartError): Record<string, string> | null {
  if (error.code !== 'INVALID_INPUT' || !error.field) return null;
  const field = error.field.replace(/^address\./, '');
  const key = FIELD_KEYS[field] ?? (Object.values(FIELD_KEYS).includes(field) ? field : null);
  return key ? { [key]: error.message } : null;
}
