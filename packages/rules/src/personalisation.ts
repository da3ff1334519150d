/**
 * The print rules of a personalised shirt, checked in three places: the product page's form (in
 * the browser), the storefront's connector before it sends the line, and the engine when it saves
 * the order line. The name is letters (any script, with their marks, so Thai vowel and tone marks
 * pass) and spaces, at most 12 characters as the shopper sees them; the number is 1 to 99 without a
 * leading zero. Both are optional: what counts as blank, and whether spaces around the text are
 * trimmed or refused, is each caller's to say; these functions judge the text they are given.
 */

export const PERSONALISATION_LIMITS = { nameMax: 12, numberMin: 1, numberMax: 99 } as const;

export type PrintNameProblem = 'characters' | 'length';

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

/** What is wrong with a print name, or null: a character that is not a letter, mark or space, or more than 12 characters. */
export function printNameProblem(name: string): PrintNameProblem | null {
  if (!NAME_PATTERN.test(name)) return 'characters';
  return visibleLength(name) > PERSONALISATION_LIMITS.nameMax ? 'length' : null;
}

/** Whether the text is a print number: 1 to 99, digits only, no leading zero. */
export function isPrintNumber(text: string): boolean {
  if (!NUMBER_PATTERN.test(text)) return false;
  const n = Number(text);
  return n >= PERSONALISATION_LIMITS.numberMin && n <= PERSONALISATION_LIMITS.numberMax;
}
