/**
 * Address and customer form rules (spec section 5). Pure and dependency-free, so the same rules
 * run in the checkout form (on blur, change and input) and on the server.
 *
 * A rule answers `null` (valid) or a `FieldError`: a key into the message catalogue
 * (`messages/{en,th}/checkout.json`, namespace `validation`) plus its ICU params, so the UI shows
 * it in the shopper's language: `t(error.key, error.params)` with a root `useTranslations()`.
 *
 * Every rule except `required` accepts an empty value: optional fields stay optional and a
 * required field shows only 'This field is required' when empty. Values are trimmed first.
 *
 * "Letters" are Unicode letters and combining marks (`\p{L}\p{M}`), so Thai names and addresses
 * (consonants, vowel signs and tone marks) pass; "digits" are Unicode decimal digits (`\p{Nd}`,
 * which includes Thai digits ๐-๙) in addresses, and ASCII 0-9 in phone numbers and postcodes.
 * Lengths count Unicode code points (a Thai tone mark counts as one character).
 */

import { isGtmId } from '@talat/rules/tag-manager';
import { koreaDobProblem, type AddressKind } from '@talat/rules/korea-dob';

export const VALIDATION_KEYS = {
  required: 'validation.required',
  email: 'validation.email',
  minLength: 'validation.minLength',
  numbers: 'validation.numbers',
  password: 'validation.password',
  companyTooLong: 'validation.companyTooLong',
  companyCharacters: 'validation.companyCharacters',
  streetTooLong: 'validation.streetTooLong',
  streetCharacters: 'validation.streetCharacters',
  cityTooLong: 'validation.cityTooLong',
  cityCharacters: 'validation.cityCharacters',
  regionTooLong: 'validation.regionTooLong',
  regionCharacters: 'validation.regionCharacters',
  firstNameTooLong: 'validation.firstNameTooLong',
  firstNameCharacters: 'validation.firstNameCharacters',
  lastNameTooLong: 'validation.lastNameTooLong',
  lastNameCharacters: 'validation.lastNameCharacters',
  telephone: 'validation.telephone',
  postcode: 'validation.postcode',
  postcodeGeneric: 'validation.postcodeGeneric',
  customsCode: 'validation.customsCode',
  noMatchingOptions: 'validation.noMatchingOptions',
  gtmId: 'validation.gtmId',
  koreaDobRequired: 'validation.koreaDobRequired',
  koreaDob: 'validation.koreaDob',
} as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

export interface FieldError {
  key: ValidationKey;
  params?: Record<string, string | number>;
}

/** Text shown by a select (e.g. region) whose filter matches nothing: 'Sorry, no matching options.' */
export const NO_MATCHING_OPTIONS_KEY = VALIDATION_KEYS.noMatchingOptions;

export const LIMITS = {
  company: 120,
  street: 120,
  city: 80,
  region: 80,
  name: 100,
  email: 254,
  telephoneDigitsMin: 7,
  telephoneDigitsMax: 15,
  customsCodeMin: 3,
  customsCodeMax: 40,
} as const;

const fail = (key: ValidationKey, params?: FieldError['params']): FieldError => (params ? { key, params } : { key });
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const length = (value: string): number => Array.from(value).length;

/** Empty, false, null/undefined, blank-only text or an empty list fail: 'This field is required'. */
export function required(value: unknown): FieldError | null {
  const empty =
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  return empty ? fail(VALIDATION_KEYS.required) : null;
}

/**
 * The usual address pattern (the HTML living standard's `type=email`, with a dotted domain):
 * local part of letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ . -, an @, and two or
 * more domain labels. At most 254 characters. 'Invalid email'.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function email(value: unknown): FieldError | null {
  const v = text(value);
  if (!v) return null;
  return v.length <= LIMITS.email && EMAIL.test(v) ? null : fail(VALIDATION_KEYS.email);
}

/** 'The field should have at least {count} characters'. */
export function minLength(value: unknown, count: number): FieldError | null {
  const v = text(value);
  if (!v) return null;
  return length(v) >= count ? null : fail(VALIDATION_KEYS.minLength, { count });
}

/** Digits and spaces only: 'The field must only consist of numbers'. */
export function numbers(value: unknown): FieldError | null {
  const v = text(value);
  if (!v) return null;
  return /^[0-9 ]+$/.test(v) ? null : fail(VALIDATION_KEYS.numbers);
}

/** From store config: `minimum_password_length`, `required_character_classes_number`. */
export interface PasswordPolicy {
  minimumLength: number;
  requiredClasses: number;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minimumLength: 8, requiredClasses: 3 };

export function passwordPolicyFromStoreConfig(config: {
  minimum_password_length?: number | null;
  required_character_classes_number?: number | null;
}): PasswordPolicy {
  const min = config.minimum_password_length;
  const classes = config.required_character_classes_number;
  return {
    minimumLength: Number.isInteger(min) && (min as number) > 0 ? (min as number) : DEFAULT_PASSWORD_POLICY.minimumLength,
    requiredClasses: Number.isInteger(classes) ? Math.min(4, Math.max(0, classes as number)) : DEFAULT_PASSWORD_POLICY.requiredClasses,
  };
}

/** How many of the four classes (digit, lowercase, uppercase, other) a password uses. */
export function characterClasses(value: string): number {
  return [/\p{Nd}/u, /\p{Ll}/u, /\p{Lu}/u, /[^\p{Nd}\p{Ll}\p{Lu}]/u].filter((re) => re.test(value)).length;
}

/**
 * Trimmed, at least `minimumLength` characters and `requiredClasses` different classes. The
 * message is the spec's, with the configured minimum as `{min}` (8 by default).
 */
export function password(value: unknown, policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): FieldError | null {
  const v = text(value);
  if (!v) return null;
  const ok = length(v) >= policy.minimumLength && characterClasses(v) >= policy.requiredClasses;
  return ok ? null : fail(VALIDATION_KEYS.password, { min: policy.minimumLength });
}

/**
 * Letters, digits, spaces and . , - ' / # & ( ) : ; + @ (company name and street lines); the
 * typographic apostrophe ’ counts as ' (phone keyboards type it).
 */
const ADDRESS_LINE = /^[\p{L}\p{M}\p{Nd} .,\-'’/#&():;+@]+$/u;

function addressLine(value: unknown, max: number, tooLong: ValidationKey, characters: ValidationKey): FieldError | null {
  const v = text(value);
  if (!v) return null;
  if (length(v) > max) return fail(tooLong);
  return ADDRESS_LINE.test(v) ? null : fail(characters);
}

/** Optional; max 120: 'Company name is too long (max 120 characters).' */
export function company(value: unknown): FieldError | null {
  return addressLine(value, LIMITS.company, VALIDATION_KEYS.companyTooLong, VALIDATION_KEYS.companyCharacters);
}

/** Optional on its own (the address form adds `required`); max 120: 'Address line is too long (max 120 characters).' */
export function street(value: unknown): FieldError | null {
  return addressLine(value, LIMITS.street, VALIDATION_KEYS.streetTooLong, VALIDATION_KEYS.streetCharacters);
}

/** Letters, spaces, hyphens, apostrophes (' and ’) and periods; must hold a letter. */
const PLACE = /^[\p{L}\p{M} \-'’.]+$/u;

function place(value: unknown, max: number, tooLong: ValidationKey, characters: ValidationKey): FieldError | null {
  const v = text(value);
  if (!v) return null;
  if (length(v) > max) return fail(tooLong);
  return PLACE.test(v) && /\p{L}/u.test(v) ? null : fail(characters);
}

/** Required (the address form adds `required`); max 80. */
export function city(value: unknown): FieldError | null {
  return place(value, LIMITS.city, VALIDATION_KEYS.cityTooLong, VALIDATION_KEYS.cityCharacters);
}

/** Optional; same characters as city; max 80. */
export function region(value: unknown): FieldError | null {
  return place(value, LIMITS.region, VALIDATION_KEYS.regionTooLong, VALIDATION_KEYS.regionCharacters);
}

/**
 * Letters (with their combining marks) in words joined by one separator: a space, a hyphen, an
 * apostrophe (' or ’), a period, or a period and a space ("Mary-Jane", "O'Neil", "J. R.",
 * "สมชาย"); may end with a period. Unambiguous, so it cannot backtrack badly.
 */
const NAME = /^\p{L}[\p{L}\p{M}]*(?:(?:\. |[ \-'’.])[\p{L}\p{M}]+)*\.?$/u;

function personName(value: unknown, tooLong: ValidationKey, characters: ValidationKey): FieldError | null {
  const v = text(value);
  if (!v) return null;
  if (length(v) > LIMITS.name) return fail(tooLong);
  return NAME.test(v) ? null : fail(characters);
}

/** Max 100: 'First name is too long (max 100 characters).' */
export function firstName(value: unknown): FieldError | null {
  return personName(value, VALIDATION_KEYS.firstNameTooLong, VALIDATION_KEYS.firstNameCharacters);
}

/** Max 100: 'Last name is too long (max 100 characters).' */
export function lastName(value: unknown): FieldError | null {
  return personName(value, VALIDATION_KEYS.lastNameTooLong, VALIDATION_KEYS.lastNameCharacters);
}

/**
 * Only digits, + - spaces ( ) . / may be typed; without the separators the number must be in
 * international format: an optional leading +, first digit 1-9, 7 to 15 digits in all. A Thai
 * local number such as 081 234 5678 is refused (leading 0): the shopper writes +66 81 234 5678.
 */
export function telephone(value: unknown): FieldError | null {
  const v = text(value);
  if (!v) return null;
  const ok = /^[0-9+\- ().\/]+$/.test(v) && /^\+?[1-9][0-9]{6,14}$/.test(normaliseTelephone(v));
  return ok ? null : fail(VALIDATION_KEYS.telephone);
}

/** Strips separators from a valid phone number (what the engine stores): '+61 412 345 678' -> '+61412345678'. */
export function normaliseTelephone(value: string): string {
  return value.trim().replace(/[ \-()./]/g, '');
}

/**
 * Postcode patterns by country (ISO 3166-1 alpha-2). The spec names AU, US and GB; everything
 * else gets the generic 3-10 letters, digits, spaces and dashes. Decision: Thailand (the shop's
 * home market, where checkout defaults) gets its real rule, exactly five digits, so a typo is
 * caught in the form rather than by the carrier; its message gives an example.
 */
export const POSTCODE_RULES: Record<string, { pattern: RegExp; example: string }> = {
  AU: { pattern: /^[0-9]{4}$/, example: '2000' },
  US: { pattern: /^[0-9]{5}(?:-[0-9]{4})?$/, example: '90210' },
  GB: { pattern: /^(?:GIR ?0AA|[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2})$/i, example: 'SW1A 1AA' },
  TH: { pattern: /^[0-9]{5}$/, example: '10200' },
};
const GENERIC_POSTCODE = /^[A-Za-z0-9 \-]{3,10}$/;

export function postcode(value: unknown, country: string | null | undefined): FieldError | null {
  const v = text(value);
  if (!v) return null;
  const rule = POSTCODE_RULES[(country ?? '').toUpperCase()];
  if (rule) return rule.pattern.test(v) ? null : fail(VALIDATION_KEYS.postcode, { example: rule.example });
  return GENERIC_POSTCODE.test(v) ? null : fail(VALIDATION_KEYS.postcodeGeneric);
}

/** Optional: 3-40 letters, digits, spaces and - / . + : */
export function customsCode(value: unknown): FieldError | null {
  const v = text(value);
  if (!v) return null;
  const n = length(v);
  const ok = n >= LIMITS.customsCodeMin && n <= LIMITS.customsCodeMax && /^[\p{L}\p{M}\p{Nd} \-/.+:]+$/u.test(v);
  return ok ? null : fail(VALIDATION_KEYS.customsCode);
}

/**
 * The recipient's date of birth (`korea_dob`): asked only on a shipping address in South Korea,
 * and required there ('Enter the recipient's date of birth: Korean customs ask for it.'); a real
 * date YYYY-MM-DD from 1900-01-01 up to today, else 'Enter a real date of birth in the past, as
 * YYYY-MM-DD'. The rule is @talat/rules/korea-dob, the one the connector and the engine use.
 */
export function koreaDob(value: unknown, address: { kind: AddressKind; country: string }, now: Date = new Date()): FieldError | null {
  const problem = koreaDobProblem(text(value), address, now);
  if (!problem) return null;
  return fail(problem === 'required' ? VALIDATION_KEYS.koreaDobRequired : VALIDATION_KEYS.koreaDob);
}

/** Tag manager id: GTM- followed by uppercase letters or digits, else '{id} is not a valid GTM-ID'. */
export function gtmId(id: string): FieldError | null {
  return isGtmId(id) ? null : fail(VALIDATION_KEYS.gtmId, { id });
}

// ---------------------------------------------------------------------------------------------
// Whole forms

/** Form field names (spec section 3, "Form fields"). */
export const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'street',
  'city',
  'region',
  'postcode',
  'telephone_number',
  'postal_customs_clearance_code',
  'email',
  'password',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressFormValues = Partial<Record<AddressField, string>>;
export type AddressErrors = Partial<Record<AddressField, FieldError>>;

export interface AddressValidationOptions {
  /** ISO country of the address (postcode rule). */
  country: string;
  /** Validate `email` and require it (guest checkout). Default: only when `values.email` is given. */
  email?: boolean;
  /** Validate `password` and require it with this policy (account creation). Default: not validated. */
  password?: PasswordPolicy | null;
}

/** Fields an address needs; company, region and customs code are optional. */
const REQUIRED_ADDRESS_FIELDS: ReadonlySet<AddressField> = new Set([
  'first_name',
  'last_name',
  'street',
  'city',
  'postcode',
  'telephone_number',
]);

/** The first failing rule of one field ('This field is required' first), or null. */
export function validateField(field: AddressField, value: unknown, options: AddressValidationOptions): FieldError | null {
  const requiredHere =
    REQUIRED_ADDRESS_FIELDS.has(field) || (field === 'email' && options.email === true) || (field === 'password' && !!options.password);
  if (requiredHere) {
    const missing = required(value);
    if (missing) return missing;
  }
  switch (field) {
    case 'first_name':
      return firstName(value);
    case 'last_name':
      return lastName(value);
    case 'company':
      return company(value);
    case 'street':
      return street(value);
    case 'city':
      return city(value);
    case 'region':
      return region(value);
    case 'postcode':
      return postcode(value, options.country);
    case 'telephone_number':
      return telephone(value);
    case 'postal_customs_clearance_code':
      return customsCode(value);
    case 'email':
      return email(value);
    case 'password':
      return password(value, options.password ?? DEFAULT_PASSWORD_POLICY);
  }
}

/**
 * Validates a whole address (and customer) form: field -> first error. Empty object = valid.
 * `email` is checked when `options.email` is true (then required) or a value is given;
 * `password` only when `options.password` gives a policy.
 */
export function validateAddress(values: AddressFormValues, options: AddressValidationOptions): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    if (field === 'email' && options.email !== true && values.email === undefined) continue;
    if (field === 'password' && !options.password) continue;
    const error = validateField(field, values[field], options);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The first field in form order that has an error (to focus it), or null. */
export function firstErrorField(errors: AddressErrors): AddressField | null {
  return ADDRESS_FIELDS.find((f) => errors[f]) ?? null;
}
