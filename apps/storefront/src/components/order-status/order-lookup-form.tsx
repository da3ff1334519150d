'use client';

import type { OrderTracking, StoreCarrier } from '@talat/commerce/types';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fillTemplate } from '@/i18n/fill-template';
import { formatDate } from '@/lib/format/date';
import { EMAIL_SHAPE } from '@/lib/ui/email-problem';
import type { Locale } from '@/lib/locale/locales';
import { ShipmentList } from './shipment-list';
import type { LookupFormWords } from './order-status-words';

const NUMBER = /^[A-Za-z0-9]{6,32}$/;

type Field = 'number' | 'email';
type Errors = Partial<Record<Field, string>>;

/**
 * "Where is my order?" for guests: the order number and the email it was placed with, checked in
 * the browser (each field says what is wrong, and the first wrong one takes the focus), then asked
 * of the storefront API (`lookupOrder`, limited per client). The answer is the order's status and
 * parcels, or one message whichever of the two was wrong; both are announced.
 */
export function OrderLookupForm({
  locale,
  carriers,
  words,
}: {
  locale: Locale;
  carriers: readonly StoreCarrier[];
  words: LookupFormWords;
}) {
  const id = useId();
  const [values, setValues] = useState({ number: '', email: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [found, setFound] = useState<OrderTracking | null>(null);
  const [busy, setBusy] = useState(false);
  const result = useRef<HTMLHeadingElement>(null);

  const check = (v: typeof values): Errors => ({
    ...(NUMBER.test(v.number.trim()) ? {} : { number: words.numberInvalid }),
    ...(EMAIL_SHAPE.test(v.email.trim()) ? {} : { email: words.emailInvalid }),
  });

  // The result takes the focus once it is on the page (a frame's wait could come before React
  // had rendered it on a busy machine, and the focus stayed on the button).
  useEffect(() => {
    if (found) result.current?.focus();
  }, [found]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problems = check(values);
    setErrors(problems);
    setMessage(null);
    const first = (['number', 'email'] as const).find((f) => problems[f]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    setFound(null);
    try {
      // The API client loads when the shopper asks, not with the page.
      const [{ browserSdk }, { csrfToken }] = await Promise.all([
        import('../../lib/api/browser-sdk'),
        import('../../lib/security/request-security.client'),
      ]);
      const tracking = await browserSdk.commerce.lookupOrder(
        { number: values.number.trim(), email: values.email.trim(), locale },
        { csrfToken: await csrfToken() },
      );
      if (tracking) setFound(tracking);
      else setMessage(words.notFound);
    } catch (err) {
      // A refusal with words for the shopper (too many attempts) says so; anything else is generic.
      const shopper = (err as { shopperMessage?: unknown } | null)?.shopperMessage;
      setMessage(typeof shopper === 'string' && shopper ? shopper : words.failed);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Field, label: string, input: { type: string; autoComplete: string; maxLength: number }, hint?: string) => (
    <p className="form-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {hint ? (
        <span id={`${id}-${name}-hint`} className="form-hint">
          {hint}
        </span>
      ) : null}
      <input
        id={`${id}-${name}`}
        name={name}
        {...input}
        required
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={
          [hint ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined
        }
        onChange={(e) => {
          const next = { ...values, [name]: e.target.value };
          setValues(next);
          if (errors[name]) setErrors({ ...errors, [name]: check(next)[name] });
        }}
      />
      {errors[name] ? (
        <span id={`${id}-${name}-error`} className="field-error" role="alert">
          {errors[name]}
        </span>
      ) : null}
    </p>
  );

  return (
    <>
      <form className="order-lookup" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{words.formTitle}</h2>
        {field('number', words.number, { type: 'text', autoComplete: 'off', maxLength: 32 }, words.numberHint)}
        {field('email', words.email, { type: 'email', autoComplete: 'email', maxLength: 254 })}
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {busy ? words.searching : words.submit}
        </button>
        <p role="status" className="order-lookup__message">
          {message}
        </p>
      </form>
      {found ? (
        <section className="order-lookup__result" aria-labelledby={`${id}-result`}>
          <h2 id={`${id}-result`} ref={result} tabIndex={-1}>
            {fillTemplate(words.resultTitle, { number: found.number })}
          </h2>
          <p>
            {found.placed_at ? fillTemplate(words.placedOn, { date: formatDate(found.placed_at, locale) }) : null}{' '}
            <span className="status-badge" data-testid="order-status">
              {words.status}: {words.statuses[found.status]}
            </span>
          </p>
          <ShipmentList tracking={found} carriers={carriers} locale={locale} words={words} />
        </section>
      ) : null}
    </>
  );
}
