'use client';

import { emailProblem } from '../../lib/ui/email-problem';

/**
 * An email field's input, checked as the shopper goes: when it loses focus with something typed,
 * and on every change once it has said something is wrong. Its error is `{id}-error` (the form
 * renders it, where it will not move the form's button under the pointer).
 */
export function EmailInput({
  id,
  value,
  error,
  words,
  onValue,
  onProblem,
}: {
  id: string;
  value: string;
  error: string | null;
  words: { required: string; invalidEmail: string };
  onValue(value: string): void;
  onProblem(problem: string | null): void;
}) {
  return (
    <input
      id={id}
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      maxLength={254}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(e) => {
        onValue(e.target.value);
        if (error) onProblem(emailProblem(e.target.value, words));
      }}
      onBlur={(e) => {
        if (e.target.value) onProblem(emailProblem(e.target.value, words));
      }}
    />
  );
}
