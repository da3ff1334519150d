import { isPrintNumber, printNameProblem } from '@talat/rules/personalisation';

/**
 * The print rules (@talat/rules/personalisation, the same the storefront's form and connector
 * apply): the name is letters (any script, with their marks) and spaces, at most 12 characters as
 * the shopper sees them; the number is 1 to 99 without a leading zero. Both optional; the engine
 * refuses text with spaces around it (the connector trims before it sends).
 */
export type PersonalisationProblem = 'nameCharacters' | 'nameLength' | 'numberRange';

/** Blank (null, empty, spaces only) counts as not given. */
export function isBlank(value: unknown): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

export function nameProblem(value: unknown): PersonalisationProblem | null {
  if (isBlank(value)) return null;
  if (typeof value !== 'string' || value.trim() !== value) return 'nameCharacters';
  const problem = printNameProblem(value);
  return problem === 'characters' ? 'nameCharacters' : problem === 'length' ? 'nameLength' : null;
}

export function numberProblem(value: unknown): PersonalisationProblem | null {
  if (isBlank(value)) return null;
  return typeof value === 'string' && isPrintNumber(value) ? null : 'numberRange';
}
