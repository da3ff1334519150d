'use client';

import { useImperativeHandle, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import {
  CARD_FIELDS,
  cardBrand,
  cardDigits,
  cardFieldError,
  formatCardNumber,
  formatExpiry,
  validateCard,
  type CardErrors,
  type CardField,
  type CardValues,
} from '../../lib/checkout/card';
import { fillTemplate } from '@/i18n/fill-template';
import { AddressTextField } from '../address/address-text-field';
import type { Messages } from '@/i18n/messages';

export interface CardFieldsHandle {
  /** Checks every field, shows the messages, focuses the first bad one; true when the card can be tokenised. */
  validate(): boolean;
}

const ID = (field: CardField) => `card-${field}`;

/**
 * The card form, shaped like a payment provider's drop-in: number (Luhn), expiry MM/YY (not
 * past), security code (3-4 digits) and name, each with its inline message. The inputs have no
 * `name`, so the card can never be submitted with a form: it only leaves through the
 * tokenisation call. `serverErrors` are the provider's messages (already in the shopper's language).
 */
export function CardFields({
  value,
  onChange,
  labels,
  serverErrors,
  disabled,
  ref,
}: {
  value: CardValues;
  onChange: (value: CardValues) => void;
  labels: Messages['checkoutCard'];
  serverErrors?: Partial<Record<CardField, string>> | null;
  disabled?: boolean;
  ref?: Ref<CardFieldsHandle>;
}) {
  const [shown, setShown] = useState<CardErrors>({});
  const [hidden, setHidden] = useState<Partial<Record<CardField, true>>>({});
  const [lastServer, setLastServer] = useState(serverErrors);
  if (serverErrors !== lastServer) {
    setLastServer(serverErrors);
    setHidden({});
  }

  useImperativeHandle(ref, () => ({
    validate() {
      const found = validateCard(value, new Date());
      flushSync(() => setShown(found));
      const first = CARD_FIELDS.find((f) => found[f] || (serverErrors?.[f] && !hidden[f]));
      if (first) document.getElementById(ID(first))?.focus();
      return Object.keys(found).length === 0;
    },
  }));

  const check = (field: CardField, next: CardValues) => {
    const error = cardFieldError(field, next, new Date());
    setShown((prev) => {
      const out = { ...prev };
      if (error) out[field] = error;
      else delete out[field];
      return out;
    });
  };
  const update = (field: CardField, text: string) => {
    const next = { ...value, [field]: text };
    onChange(next);
    if (shown[field]) check(field, next);
    if (serverErrors?.[field]) setHidden((h) => ({ ...h, [field]: true }));
  };
  const errorOf = (field: CardField): string | null => {
    const code = shown[field];
    if (code) return labels.errors[code];
    return serverErrors?.[field] && !hidden[field] ? serverErrors[field] : null;
  };
  const chrome = (field: CardField, label: string, hint?: string) => ({
    id: ID(field),
    label,
    optional: null,
    hint,
    error: errorOf(field),
  });
  const digits = cardDigits(value.number) ?? '';
  const brand = digits.length >= 2 ? cardBrand(digits) : null;

  return (
    <fieldset className="card-fields" data-testid="card-fields">
      <legend>{labels.legend}</legend>
      <AddressTextField
        chrome={chrome('number', labels.number, brand ? fillTemplate(labels.brand, { brand: labels.brands[brand] }) : undefined)}
        value={value.number}
        onValue={(v) => update('number', formatCardNumber(v))}
        onBlur={() => check('number', value)}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        spellCheck={false}
        disabled={disabled}
      />
      <div className="address-form__row">
        <AddressTextField
          chrome={chrome('expiry', labels.expiry)}
          value={value.expiry}
          onValue={(v) => update('expiry', formatExpiry(v, value.expiry))}
          onBlur={() => check('expiry', value)}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={labels.expiryPlaceholder}
          maxLength={7}
          disabled={disabled}
        />
        <AddressTextField
          chrome={chrome('cvc', labels.cvc, labels.cvcHint)}
          value={value.cvc}
          onValue={(v) => update('cvc', v.replace(/\D/g, '').slice(0, 4))}
          onBlur={() => check('cvc', value)}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          disabled={disabled}
        />
      </div>
      <AddressTextField
        chrome={chrome('name', labels.name)}
        value={value.name}
        onValue={(v) => update('name', v)}
        onBlur={() => check('name', value)}
        autoComplete="cc-name"
        maxLength={100}
        disabled={disabled}
      />
      <p className="card-fields__secure">{labels.secure}</p>
    </fieldset>
  );
}
