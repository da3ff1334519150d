'use client';

import { email as emailRule, required } from '../../lib/checkout/address-rules';
import { errorText, type AddressWords } from '../address/address-words';
import { AddressTextField } from '../address/address-text-field';

/** The guest's email rule: required, then 'Invalid email' (spec section 5). */
export function emailError(value: string, labels: AddressWords): string | null {
  return errorText(required(value) ?? emailRule(value), labels);
}

/** The guest email (order confirmation goes there), checked on blur and while an error shows. */
export function EmailField({
  id,
  value,
  onChange,
  error,
  onError,
  label,
  hint,
  addressWords,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  onError: (error: string | null) => void;
  label: string;
  hint: string;
  addressWords: AddressWords;
  disabled?: boolean;
}) {
  return (
    <AddressTextField
      chrome={{ id, label, optional: null, hint, error }}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={254}
      value={value}
      disabled={disabled}
      onValue={(v) => {
        onChange(v);
        if (error) onError(emailError(v, addressWords));
      }}
      onBlur={() => onError(emailError(value, addressWords))}
    />
  );
}

/** The checkout's contact group: the guest email under its legend (shipping step, or payment for virtual carts). */
export function ContactFieldset({
  labels,
  ...field
}: Omit<Parameters<typeof EmailField>[0], 'id' | 'label' | 'hint'> & {
  labels: { contactTitle: string; email: string; emailHint: string };
}) {
  return (
    <fieldset className="checkout-fieldset">
      <legend>{labels.contactTitle}</legend>
      <EmailField id="checkout-email" label={labels.email} hint={labels.emailHint} {...field} />
    </fieldset>
  );
}
