/** The password rules of the commerce engine's store config (Magento's `storeConfig` fields). */
export interface PasswordRules {
  /** `minimum_password_length` */
  minLength: number;
  /** `required_character_classes_number`: how many of digit, lowercase, uppercase, other. */
  requiredClasses: number;
}

/** Used when the engine cannot be asked. */
export const FALLBACK_RULES: PasswordRules = { minLength: 8, requiredClasses: 3 };

/** How many of the four classes (digit, lowercase, uppercase, anything else) the text uses. */
export function characterClasses(password: string): number {
  let classes = 0;
  if (/[0-9]/.test(password)) classes += 1;
  if (/[a-z]/.test(password)) classes += 1;
  if (/[A-Z]/.test(password)) classes += 1;
  if (/[^0-9a-zA-Z]/.test(password)) classes += 1;
  return classes;
}

export type PasswordProblem = 'required' | 'rules';

/** Checks a password (after trimming): missing, or too short / too few classes. Null when it passes. */
export function checkPassword(password: string, rules: PasswordRules): PasswordProblem | null {
  const trimmed = password.trim();
  if (trimmed === '') return 'required';
  if ([...trimmed].length < rules.minLength) return 'rules';
  if (characterClasses(trimmed) < rules.requiredClasses) return 'rules';
  return null;
}
