'use client';

import styles from './reviews.module.css';

/** One 1-5 star rating as a radio group with a legend (e.g. "Quality"); its error is tied to it. */
export function RatingRadioGroup({
  name,
  legend,
  value,
  onChange,
  starLabels,
  error,
  errorId,
}: {
  name: string;
  legend: string;
  value: number | undefined;
  onChange(value: number): void;
  /** "1 star" ... "5 stars" */
  starLabels: string[];
  error: string | null;
  errorId: string;
}) {
  return (
    <fieldset
      className={styles.ratingGroup}
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={errorId}
      data-field={name}
    >
      <legend>{legend}</legend>
      <div className={styles.ratingChoices}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={styles.ratingChoice}>
            <input type="radio" name={`rating-${name}`} value={n} checked={value === n} onChange={() => onChange(n)} />
            <span>{starLabels[n - 1]}</span>
          </label>
        ))}
      </div>
      <p id={errorId} className={styles.error}>
        {error}
      </p>
    </fieldset>
  );
}
