'use client';

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface FieldChrome {
  /** The control's id; hint and error ids derive from it. */
  id: string;
  label: string;
  /** "(optional)" after the label of an optional field; null for a required one. */
  optional: string | null;
  hint?: string;
  /** The error text to show under the control, or null. */
  error: string | null;
}

/** Ids the control points to with aria-describedby (hint, then error). */
export function describedBy({ id, hint, error }: FieldChrome): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** Label above, hint and error below: the frame every address control sits in. */
export function FieldFrame({ chrome, children }: { chrome: FieldChrome; children: ReactNode }) {
  return (
    <div className="address-field" data-invalid={chrome.error ? 'true' : undefined}>
      <label htmlFor={chrome.id}>
        {chrome.label}
        {chrome.optional ? <span className="address-field__optional"> {chrome.optional}</span> : null}
      </label>
      {children}
      {chrome.hint ? (
        <p id={`${chrome.id}-hint`} className="address-field__hint">
          {chrome.hint}
        </p>
      ) : null}
      {chrome.error ? (
        <p id={`${chrome.id}-error`} className="address-field__error" role="alert">
          {chrome.error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/** A labelled text input of the address form. */
export function AddressTextField({
  chrome,
  value,
  onValue,
  inputRef,
  ...input
}: InputProps & { chrome: FieldChrome; value: string; onValue: (value: string) => void; inputRef?: Ref<HTMLInputElement> }) {
  return (
    <FieldFrame chrome={chrome}>
      <input
        {...input}
        ref={inputRef}
        id={chrome.id}
        type={input.type ?? 'text'}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-required={chrome.optional ? undefined : true}
        aria-invalid={chrome.error ? true : undefined}
        aria-describedby={describedBy(chrome)}
      />
    </FieldFrame>
  );
}
