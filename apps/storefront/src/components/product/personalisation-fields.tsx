'use client';

import type { ChangeEvent } from 'react';
import { fillTemplate } from '@/i18n/fill-template';
import type { Messages } from '@/i18n/messages';
import { validatePersonalisation, type NameError, type NumberError } from '../../lib/product/personalisation';
import { useProductSelection } from './product-selection';
import styles from './product.module.css';

/** The personalisation words of the catalogue's `product` subtree (`personaliseHint` with `{price}`). */
export type PersonalisationWords = Pick<
  Messages['product'],
  | 'personaliseTitle'
  | 'personaliseHint'
  | 'nameLabel'
  | 'nameHint'
  | 'numberLabel'
  | 'numberHint'
  | 'errorNameCharacters'
  | 'errorNameLength'
  | 'errorNumberRange'
>;

/** The words of each error a name or number can have. */
const ERROR_WORDS = {
  'name-characters': 'errorNameCharacters',
  'name-length': 'errorNameLength',
  'number-range': 'errorNumberRange',
} as const satisfies Record<NameError | NumberError, keyof PersonalisationWords>;

/**
 * Name and number printed on the shirt, both optional. Errors appear as the shopper types
 * (empty is valid), are tied to the input with aria-describedby and aria-invalid, and are
 * announced by a polite live region.
 */
export function PersonalisationFields({
  labels,
  price,
}: {
  labels: PersonalisationWords;
  /** What printing costs, formatted by the server. */ price: string;
}) {
  const { personalisation, setPersonalisation } = useProductSelection();
  const errors = validatePersonalisation(personalisation);
  const nameError = errors.name ? labels[ERROR_WORDS[errors.name]] : null;
  const numberError = errors.number ? labels[ERROR_WORDS[errors.number]] : null;
  const update = (field: 'name' | 'number') => (event: ChangeEvent<HTMLInputElement>) =>
    setPersonalisation({ ...personalisation, [field]: event.target.value });

  return (
    <fieldset className={styles.personalise}>
      <legend>{labels.personaliseTitle}</legend>
      <p className={styles.hint}>{fillTemplate(labels.personaliseHint, { price })}</p>
      <PersonalisationField
        field="name"
        label={labels.nameLabel}
        hint={labels.nameHint}
        value={personalisation.name}
        error={nameError}
        onChange={update('name')}
      />
      <PersonalisationField
        field="number"
        label={labels.numberLabel}
        hint={labels.numberHint}
        value={personalisation.number}
        error={numberError}
        onChange={update('number')}
        inputMode="numeric"
      />
    </fieldset>
  );
}

/** One labelled input with its hint and its announced error (`#personalise-{field}-error`). */
function PersonalisationField({
  field,
  label,
  hint,
  value,
  error,
  onChange,
  inputMode,
}: {
  field: 'name' | 'number';
  label: string;
  hint: string;
  value: string;
  error: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputMode?: 'numeric';
}) {
  const id = `personalise-${field}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
