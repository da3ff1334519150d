/** An address shaped like `name@domain.tld` (the server checks it properly; this is the form's early word). */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What an email field says of its value: required, invalid, or null when it looks right. */
export function emailProblem(value: string, words: { required: string; invalidEmail: string }): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return words.required;
  return EMAIL_SHAPE.test(trimmed) ? null : words.invalidEmail;
}
