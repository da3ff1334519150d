'use client';

import { SdkError } from '@talat/sdk';
import { browserSdk } from '../../lib/api/browser-sdk';
import { useRef, useState, type FormEvent } from 'react';
import type { Locale } from '../../lib/locale/locales';
import {
  fieldOfServerError,
  firstErrorField,
  REVIEW_RATING_CODES,
  reviewInput,
  validateReview,
  type ReviewErrors,
  type ReviewField,
  type ReviewFieldError,
  type ReviewFormValues,
  type ReviewLimits,
  type ReviewTextField,
} from '../../lib/product/review-form';
import { notifications } from '../../lib/ui/notifications';
import { RatingRadioGroup } from './rating-radio-group';
import { addSubmittedReview } from './submitted-reviews-store';
import { fillTemplate } from '@/i18n/fill-template';
import type { ReviewFormWords } from './review-words';
import styles from './reviews.module.css';
import { csrfToken } from '../../lib/security/request-security.client';
import { CaptchaUnavailableError, useCaptcha } from '../captcha/captcha-field';

const EMPTY: ReviewFormValues = { nickname: '', summary: '', text: '', ratings: {} };
const sdk = browserSdk;

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string } | { kind: 'sent'; pending: boolean };

/**
 * Write-a-review form: nickname, summary, text and three 1-5 ratings. Checked in the browser
 * with the API's limits (markup refused), then posted through the SDK; the engine's message
 * (in the shopper's language) is shown for what only it can check. A published review is
 * announced and listed at once. With the store's `product_review` captcha flag on, the form asks
 * for a captcha solution (components/captcha) and sends it with the review.
 */
export function WriteReviewForm({
  productUid,
  locale,
  limits,
  captcha,
  labels,
}: {
  productUid: string;
  locale: Locale;
  limits: ReviewLimits;
  captcha: boolean;
  labels: ReviewFormWords;
}) {
  const stars = [1, 2, 3, 4, 5].map((count) => fillTemplate(labels.star, { count }));
  const [values, setValues] = useState<ReviewFormValues>(EMPTY);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [serverFieldError, setServerFieldError] = useState<{ field: ReviewField; message: string } | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const check = useCaptcha(captcha, 'product_review');

  const errorText = (field: ReviewField, error: ReviewFieldError | undefined): string | null => {
    if (serverFieldError?.field === field) return serverFieldError.message;
    switch (error) {
      case undefined:
        return null;
      case 'required':
        return labels.errorRequired;
      case 'markup':
        return labels.errorMarkup;
      case 'too-short':
        return fillTemplate(labels.errorTooShort, { min: limits.textMin });
      case 'too-long':
        return fillTemplate(labels.errorTooLong, { max: limits[field as ReviewTextField] });
      case 'rating-required':
        return labels.errorRating;
    }
  };

  const focusField = (field: ReviewField) => {
    const form = formRef.current;
    if (!form) return;
    const target = (REVIEW_RATING_CODES as readonly string[]).includes(field)
      ? form.querySelector<HTMLInputElement>(`input[name="rating-${field}"]`)
      : form.querySelector<HTMLElement>(`#review-${field}`);
    target?.focus();
  };

  const update = (patch: Partial<ReviewFormValues>) => {
    const next = { ...values, ...patch, ratings: { ...values.ratings, ...patch.ratings } };
    setValues(next);
    setServerFieldError(null);
    // Once a field shows an error, it is re-checked as the shopper types.
    if (Object.keys(errors).length > 0) {
      const all = validateReview(next, limits);
      setErrors(Object.fromEntries(Object.entries(all).filter(([f]) => f in errors)) as ReviewErrors);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const found = validateReview(values, limits);
    setErrors(found);
    setServerFieldError(null);
    const first = firstErrorField(found);
    if (first) {
      setStatus({ kind: 'error', message: labels.errorSummary });
      focusField(first);
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const headers = await check.headers();
      const result = await sdk.commerce.createProductReview(
        { ...reviewInput(productUid, values), locale },
        { csrfToken: await csrfToken(), headers },
      );
      if (result.ok) {
        // A review the shop approves first is not listed yet: the shopper is told so.
        if (!result.review.pending) addSubmittedReview(productUid, result.review);
        notifications.add({ type: 'success', message: result.review.pending ? labels.successPending : labels.success });
        setValues(EMPTY);
        setErrors({});
        setStatus({ kind: 'sent', pending: !!result.review.pending });
        return;
      }
      const field = fieldOfServerError(result.error.field);
      if (field) {
        setServerFieldError({ field, message: result.error.message });
        focusField(field);
      }
      setStatus({ kind: 'error', message: result.error.message || labels.errorServer });
    } catch (error) {
      // The captcha says it could not be loaded, under its widget.
      if (error instanceof CaptchaUnavailableError) {
        setStatus({ kind: 'idle' });
        return;
      }
      console.error(error instanceof SdkError ? error.message : error);
      // A refusal with words for the shopper (too many reviews at once) says so; anything else is generic.
      setStatus({ kind: 'error', message: (error instanceof SdkError && error.shopperMessage) || labels.errorServer });
    } finally {
      // A solution is good once: the next review gets a new one.
      check.reset();
    }
  };

  const textField = (field: ReviewTextField, multiline = false, hint?: string) => {
    const error = errorText(field, errors[field]);
    const describedBy = [hint ? `review-${field}-hint` : null, `review-${field}-error`].filter(Boolean).join(' ');
    const common = {
      id: `review-${field}`,
      name: field,
      value: values[field],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      'aria-required': true,
    } as const;
    return (
      <div className={styles.field}>
        <label htmlFor={`review-${field}`}>{labels[field]}</label>
        {multiline ? (
          <textarea {...common} rows={5} onChange={(e) => update({ [field]: e.target.value })} />
        ) : (
          <input
            {...common}
            type="text"
            autoComplete={field === 'nickname' ? 'nickname' : 'off'}
            onChange={(e) => update({ [field]: e.target.value })}
          />
        )}
        {hint ? (
          <p id={`review-${field}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        <p id={`review-${field}-error`} className={styles.error}>
          {error}
        </p>
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={check.wake}
      noValidate
      aria-labelledby="write-review"
      data-testid="review-form"
    >
      <h3 id="write-review" tabIndex={-1}>
        {labels.formTitle}
      </h3>
      <p className={styles.hint}>{labels.formIntro}</p>
      {textField('nickname')}
      {textField('summary')}
      {textField('text', true, fillTemplate(labels.textHint, { min: limits.textMin, max: limits.text }))}
      <fieldset className={styles.ratings}>
        <legend>{labels.yourRatings}</legend>
        {REVIEW_RATING_CODES.map((code) => (
          <RatingRadioGroup
            key={code}
            name={code}
            legend={labels[code]}
            value={values.ratings[code]}
            onChange={(value) => update({ ratings: { [code]: value } })}
            starLabels={stars}
            error={errorText(code, errors[code])}
            errorId={`review-${code}-error`}
          />
        ))}
      </fieldset>
      {captcha ? (
        <div className={styles.captcha} data-captcha-slot="product_review">
          <p>{labels.captcha}</p>
          {check.field}
        </div>
      ) : null}
      <div role="status" aria-live="polite" className={styles.formStatus}>
        {status.kind === 'sent' ? <p className={styles.success}>{status.pending ? labels.successPending : labels.success}</p> : null}
      </div>
      <div role="alert" className={styles.formStatus}>
        {status.kind === 'error' ? <p className={styles.error}>{status.message}</p> : null}
      </div>
      <button type="submit" className="button" disabled={status.kind === 'sending'} aria-disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
