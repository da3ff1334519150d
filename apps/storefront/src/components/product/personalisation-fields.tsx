'use client';

import type { ChangeEvent } from 'react';
import { validatePersonalisation, type NameError, type NumberError } from '../../lib/product/personalisation';
import { useProductSelection } from './product-selection';
import styles from './product.module.css';

export interface PersonalisationLabels {
  title: string;
  /** "Printing adds ฿350.00." */
  hint: string;
  nameLabel: string;
  nameHint: string;
  numberLabel: string;
  numberHint: string;
  errors: Record<NameError | NumberError, string>;
}

/**
 * Name and number printed on the shirt, both optional. Errors appear as the shopper types
 * (empty is valid), are tied to the input with aria-describedby and aria-invalid, and are
 * announced by a polite live region.
 */
export function PersonalisationFields({ labels }: { labels: PersonalisationLabels }) {
  const { personalisation, setPersonalisation } = useProductSelection();
  const errors = validatePersonalisation(personalisation);
  const nameError = errors.name ? labels.errors[errors.name] : null;
  const numberError = errors.number ? labels.errors[errors.number] : null;
  const update = (field: 'name' | 'number') => (event: ChangeEvent<HTMLInputElement>) =>
    setPersonalisation({ ...personalisation, [field]: event.target.value });

  return (
    <fieldset className={styles.personalise}>
      <legend>{labels.title}</legend>
      <p className={styles.hint}>{labels.hint}</p>
      <div className={styles.field}>
        <label htmlFor="personalise-name">{labels.nameLabel}</label>
        <input
          id="personalise-name"
          name="personalise-name"
          type="text"
          autoComplete="off"
          value={personalisation.name}
          onChange={update('name')}
          aria-invalid={nameError ? true : undefined}
          aria-describedby="personalise-name-hint personalise-name-error"
        />
        <p id="personalise-name-hint" className={styles.hint}>
          {labels.nameHint}
        </p>
        <p id="personalise-name-error" className={styles.error} aria-live="polite">
          {nameError}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor="personalise-number">{labels.numberLabel}</label>
        <input
          id="personalise-number"
          name="personalise-number"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={personalisation.number}
          onChange={update('number')}
          aria-invalid={numberError ? true : undefined}
          aria-describedby="personalise-number-hint personalise-number-error"
        />
        <p id="personalise-number-hint" className={styles.hint}>
          {labels.numberHint}
        </p>
        <p id="personalise-number-error" className={styles.error} aria-live="polite">
          {numberError}
        </p>
      </div>
    </fieldset>
  );
}
