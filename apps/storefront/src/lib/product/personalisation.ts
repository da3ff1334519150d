/**
 * Shirt printing (name and number). Both fields are optional; what is typed must be valid.
 * The name is letters (any script, with Thai vowel and tone marks) and spaces, at most 12
 * characters as the shopper sees them; the number is 1 to 99 without a leading zero.
 */
export const PERSONALISATION_LIMITS = { nameMax: 12, numberMin: 1, numberMax: 99 } as const;

export interface PersonalisationValues {
  name: string;
  number: string;
}

export type NameError = 'name-characters' | 'name-length';
export type NumberError = 'number-range';

export interface PersonalisationErrors {
  name: NameError | null;
  number: NumberError | null;
}

const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;
const NUMBER_PATTERN = /^[1-9][0-9]?$/;

/** Characters as the shopper sees them (a Thai consonant with its vowel mark is one). */
export function visibleLength(text: string): number {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    let count = 0;
    for (const _ of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) count++;
    return count;
  }
  return Array.from(text).length;
}

export function validateName(raw: string): NameError | null {
  const name = raw.trim();
  if (!name) return null;
  if (!NAME_PATTERN.test(name)) return 'name-characters';
  if (visibleLength(name) > PERSONALISATION_LIMITS.nameMax) return 'name-length';
  return null;
}

export function validateNumber(raw: string): NumberError | null {
  const value = raw.trim();
  if (!value) return null;
  if (!NUMBER_PATTERN.test(value)) return 'number-range';
  const n = Number(value);
  return n >= PERSONALISATION_LIMITS.numberMin && n <= PERSONALISATION_LIMITS.numberMax ? null : 'number-range';
}

export function validatePersonalisation(values: PersonalisationValues): PersonalisationErrors {
  return { name: validateName(values.name), number: validateNumber(values.number) };
}

/** Filled: a name or a number is typed (the print price then applies). */
export function isPersonalisationFilled(values: PersonalisationValues): boolean {
  return values.name.trim() !== '' || values.number.trim() !== '';
}

export const EMPTY_PERSONALISATION: PersonalisationValues = { name: '', number: '' };
