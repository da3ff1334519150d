'use client';

import type { PaymentClient, PaymentKind } from '@talat/commerce/types';
import type { ReactNode } from 'react';

/** A payment method as the payment step shows it (description sanitised on the server). */
export interface PaymentOption {
  code: string;
  kind: PaymentKind;
  title: string;
  descriptionHtml: string;
  eligible: boolean;
  eligibilityMessage: string | null;
  /** Where the browser sends what the shopper enters for this method (the card), or null. */
  client: PaymentClient | null;
}

/**
 * The payment methods as a radio group; the chosen method's own part (the card fields, the
 * cheque's payable-to text) shows under it.
 */
export function PaymentMethodOptions({
  options,
  value,
  onChange,
  legend,
  error,
  children,
  disabled,
}: {
  options: PaymentOption[];
  value: string | null;
  onChange: (code: string) => void;
  legend: string;
  error: string | null;
  /** What the chosen method shows under its radio. */
  children: (code: string) => ReactNode;
  disabled?: boolean;
}) {
  return (
    <fieldset className="choice-group" aria-describedby={error ? 'payment-method-error' : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => {
        const id = `payment-method-${option.code}`;
        const chosen = value === option.code;
        return (
          <div key={option.code} className="choice" data-selected={chosen ? 'true' : undefined}>
            <input
              type="radio"
              id={id}
              name="payment-method"
              value={option.code}
              checked={chosen}
              disabled={disabled || !option.eligible}
              onChange={() => onChange(option.code)}
              aria-describedby={!option.eligible && option.eligibilityMessage ? `${id}-eligibility` : undefined}
            />
            <label htmlFor={id}>
              <span className="choice__title">{option.title}</span>
            </label>
            {!option.eligible && option.eligibilityMessage ? (
              <p id={`${id}-eligibility`} className="choice__description">
                {option.eligibilityMessage}
              </p>
            ) : null}
            {chosen ? <div className="choice__extra">{children(option.code)}</div> : null}
          </div>
        );
      })}
      {error ? (
        <p id="payment-method-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
