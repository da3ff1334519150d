'use client';

import { useState, type FormEvent } from 'react';
import styles from './cart.module.css';

/**
 * A labelled code field with its apply button (coupon, gift card). An empty code is refused
 * here; the engine's refusal (`error`) is announced as an alert and tied to the field, the
 * success `status` politely. The field empties after a code was applied.
 */
export function CodeForm({
  id,
  label,
  apply,
  required,
  busy,
  error,
  status,
  onApply,
}: {
  id: string;
  label: string;
  apply: string;
  required: string;
  busy: boolean;
  error: string | null;
  status: string | null;
  onApply: (code: string) => Promise<boolean>;
}) {
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = code.trim();
    setEmpty(value === '');
    if (value === '') return;
    if (await onApply(value)) setCode('');
  };

  const message = empty ? required : error;
  return (
    <form className={styles.codeForm} onSubmit={onSubmit} noValidate>
      <label htmlFor={id}>{label}</label>
      <div className={styles.codeRow}>
        <input
          id={id}
          name={id}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={code}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => {
            setCode(event.target.value);
            setEmpty(false);
          }}
        />
        <button type="submit" className="button" disabled={busy} aria-disabled={busy}>
          {apply}
        </button>
      </div>
      <p id={`${id}-error`} className={styles.error} role="alert">
        {message}
      </p>
      <p className={styles.success} role="status">
        {status}
      </p>
    </form>
  );
}
