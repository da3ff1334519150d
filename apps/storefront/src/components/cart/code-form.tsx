'use client';

import type { CaptchaFlag } from '@talat/commerce/types';
import { useState, type FormEvent } from 'react';
import { useCaptcha } from '../captcha/captcha-field';
import styles from './cart.module.css';

/**
 * A labelled code field with its apply button (coupon, gift card). An empty code is refused
 * here; the engine's refusal (`error`) is announced as an alert and tied to the field, the
 * success `status` politely. The field empties after a code was applied. With the store's
 * captcha flag for the code on (`captcha`), each attempt carries a captcha solution.
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
  captcha,
}: {
  id: string;
  label: string;
  apply: string;
  required: string;
  busy: boolean;
  error: string | null;
  status: string | null;
  onApply: (code: string, headers: Record<string, string>) => Promise<boolean>;
  /** The store config's captcha flag for this code, and whether it is on. */
  captcha?: { flag: CaptchaFlag; on: boolean };
}) {
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const check = useCaptcha(captcha?.on ?? false, captcha?.flag ?? 'coupon_code');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = code.trim();
    setEmpty(value === '');
    if (value === '') return;
    let headers: Record<string, string>;
    try {
      headers = await check.headers();
    } catch {
      // The captcha says it could not be loaded, under its widget; the code stays typed.
      return;
    }
    try {
      if (await onApply(value, headers)) setCode('');
    } finally {
      // A solution is good once: the next code gets a new one.
      check.reset();
    }
  };

  const message = empty ? required : error;
  return (
    <form className={styles.codeForm} onSubmit={onSubmit} onFocus={check.wake} noValidate>
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
      {check.field}
      <p id={`${id}-error`} className={styles.error} role="alert">
        {message}
      </p>
      <p className={styles.success} role="status">
        {status}
      </p>
    </form>
  );
}
