'use client';

import type { Messages } from '@/i18n/messages';
import type { Customer } from '@talat/commerce/types';
import { useId, useState, type FormEvent } from 'react';
import { accountCall, failureText } from '../../lib/account/account-api';
import { normaliseTelephone, validateField } from '../../lib/checkout/address-rules';
import { notifications } from '../../lib/ui/notifications';
import { fillTemplate } from '@/i18n/fill-template';

/** The profile form's words of the catalogue's `myAccount` subtree, its error texts by code, and the form texts of `validation`. */
export type ProfileFormWords = Pick<
  Messages['myAccount']['profile'],
  'firstName' | 'lastName' | 'telephone' | 'email' | 'save' | 'saving' | 'saved'
> &
  Pick<Messages['myAccount'], 'errors'> &
  Pick<Messages, 'validation'>;

type Field = 'first_name' | 'last_name' | 'telephone_number';

/** The connector's field names (AccountError.field) as this form's. */
const FIELD_OF_SERVER: Record<string, Field> = { firstname: 'first_name', lastname: 'last_name', telephone: 'telephone_number' };

function problem(field: Field, value: string, validation: Record<string, string>): string | null {
  if (field === 'telephone_number' && value.trim() === '') return null;
  const error = validateField(field, value, { country: 'TH' });
  if (!error) return null;
  const template = validation[error.key.replace(/^validation\./, '')];
  return template ? fillTemplate(template, error.params ?? {}) : error.key;
}

/**
 * Name and telephone with the rules and messages of spec section 5, checked on input and blur;
 * errors under each field (aria-invalid, aria-describedby), the first invalid field focused on
 * submit. Email and password belong to the sign-on and are not edited here.
 */
export function ProfileForm({ customer, labels }: { customer: Customer; labels: ProfileFormWords }) {
  const errorsByCode: Record<string, string> = labels.errors;
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: customer.firstname,
    last_name: customer.lastname,
    telephone_number: customer.telephone ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const check = (field: Field, value: string) =>
    setErrors((prev) => {
      const next = { ...prev };
      const p = problem(field, value, labels.validation);
      if (p) next[field] = p;
      else delete next[field];
      return next;
    });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['first_name', 'last_name', 'telephone_number'] as const) {
      const p = problem(field, values[field], labels.validation);
      if (p) found[field] = p;
    }
    setErrors(found);
    const first = (['first_name', 'last_name', 'telephone_number'] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await accountCall('updateProfile', {
        firstname: values.first_name.trim(),
        lastname: values.last_name.trim(),
        // Stored as checkout stores it: digits and a leading +, no separators.
        telephone: normaliseTelephone(values.telephone_number) || null,
      });
      if (result.ok) notifications.add({ type: 'success', message: labels.saved });
      else {
        const message = errorsByCode[result.error.code] ?? labels.errors.generic ?? '';
        const at = result.error.field ? FIELD_OF_SERVER[result.error.field] : undefined;
        if (at) {
          // Under the field the backend refused, as a field the form checked itself (focused, announced).
          // Only a telephone is refused for being empty (Magento keeps it on the billing address).
          const required = result.error.code === 'INVALID_INPUT' && at === 'telephone_number';
          setErrors({ [at]: required ? (labels.validation.required ?? message) : message });
          document.getElementById(`${id}-${at}`)?.focus();
        } else notifications.add({ type: 'error', message });
      }
    } catch (error) {
      notifications.add({ type: 'error', message: failureText(error, labels.errors.generic ?? '') });
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <div className="account-form__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(e) => {
          setValues({ ...values, [name]: e.target.value });
          if (errors[name]) check(name, e.target.value);
        }}
        onBlur={(e) => check(name, e.target.value)}
      />
      {errors[name] ? (
        <span id={`${id}-${name}-error`} className="field-error" role="alert">
          {errors[name]}
        </span>
      ) : null}
    </div>
  );

  return (
    <form className="account-form" onSubmit={submit} noValidate data-testid="profile-form">
      {field('first_name', labels.firstName, 'text', 'given-name')}
      {field('last_name', labels.lastName, 'text', 'family-name')}
      {field('telephone_number', labels.telephone, 'tel', 'tel')}
      <div className="account-form__field">
        <label htmlFor={`${id}-email`}>{labels.email}</label>
        <input id={`${id}-email`} type="email" value={customer.email} readOnly aria-readonly="true" />
      </div>
      <p>
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {busy ? labels.saving : labels.save}
        </button>
      </p>
    </form>
  );
}
