import { isPrintNumber, printNameProblem } from '@talat/rules/personalisation';

/**
 * Shirt printing (name and number) on the product page. Both fields are optional; what is typed
 * must be valid by the print rules the connector and the engine apply too
 * (@talat/rules/personalisation): letters (any script, with Thai vowel and tone marks) and
 * spaces, at most 12 characters as the shopper sees them; the number 1 to 99 without a leading
 * zero. The form trims what is typed before it judges it.
 */
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

export function validateName(raw: string): NameError | null {
  const name = raw.trim();
  if (!name) return null;
  const problem = printNameProblem(name);
  return problem === 'characters' ? 'name-characters' : problem === 'length' ? 'name-length' : null;
}

export function validateNumber(raw: string): NumberError | null {
  const value = raw.trim();
  if (!value) return null;
  return isPrintNumber(value) ? null : 'number-range';
}

export function validatePersonalisation(values: PersonalisationValues): PersonalisationErrors {
  return { name: validateName(values.name), number: validateNumber(values.number) };
}

/** Filled: a name or a number is typed (the print price then applies). */
export function isPersonalisationFilled(values: PersonalisationValues): boolean {
  return values.name.trim() !== '' || values.number.trim() !== '';
}

export const EMPTY_PERSONALISATION: PersonalisationValues = { name: '', number: '' };
