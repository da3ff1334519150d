/**
 * The print rules, the same as the storefront's (apps/storefront/src/lib/product/personalisation.ts):
 * the name is letters (any script, with their marks) and spaces, at most 12 characters as the
 * shopper sees them; the number is 1 to 99 without a leading zero. Both optional.
 */
export const PERSONALISATION_LIMITS = { nameMax: 12, numberMin: 1, numberMax: 99 } as const;

export type PersonalisationProblem = 'nameCharacters' | 'nameLength' | 'numberRange';

const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;
const NUMBER_PATTERN = /^[1-9][0-9]?$/;

/** Characters as the shopper sees them (a Thai consonant with its vowel mark is one). */
export function visibleLength(text: string): number {
  let count = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) count++;
  return count;
}

/** Blank (null, empty, spaces only) counts as not given. */
export function isBlank(value: unknown): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

export function nameProblem(value: unknown): PersonalisationProblem | null {
  if (isBlank(value)) return null;
  if (typeof value !== 'string') return 'nameCharacters';
  const name = value.trim();
  if (name !== value || !NAME_PATTERN.test(name)) return 'nameCharacters';
  return visibleLength(name) > PERSONALISATION_LIMITS.nameMax ? 'nameLength' : null;
}

export function numberProblem(value: unknown): PersonalisationProblem | null {
  if (isBlank(value)) return null;
  if (typeof value !== 'string' || !NUMBER_PATTERN.test(value)) return 'numberRange';
  const n = Number(value);
  return n >= PERSONALISATION_LIMITS.numberMin && n <= PERSONALISATION_LIMITS.numberMax ? null : 'numberRange';
}
