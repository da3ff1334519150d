import type { CartAddress, CartAddressInput } from '@talat/commerce/types';
import { asksKoreaDob, keptKoreaDob } from '@talat/rules/korea-dob';
import { koreaDob, normaliseTelephone, required, street as streetLine, validateField, type FieldError } from '../checkout/address-rules';
import type { ThaiAddressMatch } from './thai-address-search';
import { findRegion, regionsOf } from './regions';

/**
 * The pure part of the address form (shipping and billing, checkout and account): its values,
 * the keys its errors are kept under, validation with the shared rules
 * (lib/checkout/address-rules.ts) and the mapping to and from the cart's address.
 */

/** Form values; names as spec section 3 ("Form fields"), plus the country select. */
export interface AddressFormValues {
  first_name: string;
  last_name: string;
  company: string;
  /** Street lines: [0] required (house number, building, road), [1] optional (TH: subdistrict). */
  street: string[];
  city: string;
  region: string;
  postcode: string;
  telephone_number: string;
  postal_customs_clearance_code: string;
  /** The recipient's date of birth, YYYY-MM-DD: only a shipping address in South Korea asks for it. */
  korea_dob: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export const STREET_LINES = 2;

/** Where each control's error is kept (one key per street line). */
export const FORM_KEYS = [
  'first_name',
  'last_name',
  'company',
  'country',
  'street.0',
  'street.1',
  'city',
  'region',
  'postcode',
  'telephone_number',
  'korea_dob',
  'postal_customs_clearance_code',
] as const;
export type AddressFormKey = (typeof FORM_KEYS)[number];

/** An error to show: a rule's FieldError (translated by the form) or a text already in the shopper's language (from the server). */
export type AddressFormError = FieldError | string;
export type AddressFormErrors = Partial<Record<AddressFormKey, AddressFormError>>;

/**
 * Countries the shop ships to (the delivery page: the United Kingdom and most of Europe and
 * Asia; Thailand is home). Names live in messages/{en,th}/address.json `address.countries`.
 */
export const SHIPPING_COUNTRIES: readonly string[] = [
  'TH',
  'GB',
  'IE',
  'FR',
  'DE',
  'NL',
  'BE',
  'ES',
  'IT',
  'DK',
  'SE',
  'JP',
  'KR',
  'SG',
  'MY',
  'HK',
  'VN',
];

export function emptyAddress(country: string): AddressFormValues {
  return {
    first_name: '',
    last_name: '',
    company: '',
    street: ['', ''],
    city: '',
    region: '',
    postcode: '',
    telephone_number: '',
    postal_customs_clearance_code: '',
    korea_dob: '',
    country,
  };
}

export interface FormValidationOptions {
  /** Countries offered (default SHIPPING_COUNTRIES). */
  countries?: readonly string[];
  /** Billing addresses have no customs clearance code nor date of birth (spec section 3): false for billing. */
  customsCode?: boolean;
}

const kindOf = (options: FormValidationOptions) => (options.customsCode === false ? 'billing' : 'shipping');

/** Whether the form asks for the recipient's date of birth: a shipping address in South Korea. */
export function asksForKoreaDob(values: Pick<AddressFormValues, 'country'>, options: FormValidationOptions = {}): boolean {
  return asksKoreaDob(kindOf(options), values.country);
}

/** The value a key stands for. */
export function valueOf(values: AddressFormValues, key: AddressFormKey): string {
  if (key === 'street.0') return values.street[0] ?? '';
  if (key === 'street.1') return values.street[1] ?? '';
  return values[key];
}

/** The first failing rule of one control, or null. */
export function validateFormField(key: AddressFormKey, values: AddressFormValues, options: FormValidationOptions = {}): FieldError | null {
  const value = valueOf(values, key);
  const ruleOptions = { country: values.country };
  switch (key) {
    case 'country':
      return (options.countries ?? SHIPPING_COUNTRIES).includes(value) ? null : required('');
    case 'street.0':
      return validateField('street', value, ruleOptions);
    case 'street.1':
      // Optional line: the street line's own rule without `required`.
      return streetLine(value);
    case 'postal_customs_clearance_code':
      return options.customsCode === false ? null : validateField(key, value, ruleOptions);
    case 'korea_dob':
      return koreaDob(value, { kind: kindOf(options), country: values.country });
    default:
      return validateField(key, value, ruleOptions);
  }
}

/** Every control's first error; an empty object means valid. */
export function validateAddressForm(
  values: AddressFormValues,
  options: FormValidationOptions = {},
): Partial<Record<AddressFormKey, FieldError>> {
  const errors: Partial<Record<AddressFormKey, FieldError>> = {};
  for (const key of FORM_KEYS) {
    const error = validateFormField(key, values, options);
    if (error) errors[key] = error;
  }
  return errors;
}

/** The first key in form order that has an error (to focus it), or null. */
export function firstInvalidKey(errors: AddressFormErrors): AddressFormKey | null {
  return FORM_KEYS.find((k) => errors[k]) ?? null;
}

/** Maps server errors keyed by form field names (AddressErrors of the rules: `street`) to form keys. */
export function toFormErrors(errors: Partial<Record<string, AddressFormError>> | null | undefined): AddressFormErrors {
  const out: AddressFormErrors = {};
  if (!errors) return out;
  for (const [field, error] of Object.entries(errors)) {
    if (!error) continue;
    const key = field === 'street' ? 'street.0' : field;
    if ((FORM_KEYS as readonly string[]).includes(key)) out[key as AddressFormKey] = error;
  }
  return out;
}

/**
 * A new country keeps what still fits: the region stays only when the new country's list
 * has it (or the new country has no list).
 */
export function changeCountry(values: AddressFormValues, country: string): AddressFormValues {
  const regions = regionsOf(country);
  const region = !regions || findRegion(regions, values.region) ? values.region : '';
  return { ...values, country, region };
}

/**
 * A finder answer fills the area fields: street line 2 = subdistrict (tambon/khwaeng), city =
 * district (amphoe/khet), region = province, postcode. The city rule allows no comma, so the
 * subdistrict goes to its own line (labelled "Subdistrict" for Thailand).
 */
export function applyThaiAddressMatch(values: AddressFormValues, match: ThaiAddressMatch): AddressFormValues {
  const street = [values.street[0] ?? '', match.subdistrict, ...values.street.slice(2)];
  return { ...values, country: 'TH', street, city: match.district, region: match.province, postcode: match.postcode };
}

const trimmed = (s: string) => s.trim();
const optional = (s: string) => (s.trim() ? s.trim() : undefined);

/** What the checkout sends to the cart (empty optional fields left out, phone separators stripped). */
export function toCartAddressInput(values: AddressFormValues, options: FormValidationOptions = {}): CartAddressInput {
  return {
    firstname: trimmed(values.first_name),
    lastname: trimmed(values.last_name),
    company: optional(values.company),
    street: values.street.map(trimmed).filter(Boolean),
    city: trimmed(values.city),
    region: optional(values.region),
    postcode: trimmed(values.postcode).toUpperCase(),
    country_code: values.country,
    telephone: normaliseTelephone(values.telephone_number),
    pccc: options.customsCode === false ? undefined : optional(values.postal_customs_clearance_code),
    // Dropped unless asked for (another country, or billing): a hidden field sends nothing.
    korea_dob: keptKoreaDob(values.korea_dob, { kind: kindOf(options), country: values.country }) ?? undefined,
  };
}

/** The form's values for an address the cart already has. */
export function fromCartAddress(address: CartAddress): AddressFormValues {
  const street = [...address.street];
  while (street.length < STREET_LINES) street.push('');
  return {
    first_name: address.firstname,
    last_name: address.lastname,
    company: address.company ?? '',
    street,
    city: address.city,
    region: address.region ?? '',
    postcode: address.postcode,
    telephone_number: address.telephone,
    postal_customs_clearance_code: address.pccc ?? '',
    korea_dob: address.korea_dob ?? '',
    country: address.country_code,
  };
}
