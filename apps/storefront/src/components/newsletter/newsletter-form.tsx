'use client';

import type { NewsletterSource } from '@talat/commerce/types';
import { useId, useState, type FormEvent } from 'react';
import { fillTemplate } from '@/i18n/fill-template';
import { emailProblem } from '../../lib/ui/email-problem';
import { sendFailureText, useCaptcha } from '../captcha/captcha-field';
import { EmailInput } from '../ui/email-input';
import type { NewsletterFormWords } from './newsletter-words';

/**
 * An email field and a subscribe button (footer, My Account, the newsletter window, exit
 * capture: `source` says which). The answer is announced in a live region: confirmation sent,
 * already pending or subscribed, or what is wrong with the address (spec section 5 message).
 * With the store's `newsletter` captcha flag on (`captcha`), the form asks for a solution and
 * sends it with the call; a refusal keeps what the shopper typed.
 */
export function NewsletterForm({
  source,
  labels,
  initialEmail = '',
  onDone,
  captcha = false,
}: {
  source: NewsletterSource;
  labels: NewsletterFormWords;
  initialEmail?: string;
  /** Called after the server accepted the request (the window closes itself). */
  onDone?: () => void;
  /** The store's `newsletter` captcha flag. */
  captcha?: boolean;
}) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const check = useCaptcha(captcha, 'newsletter');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = emailProblem(email, labels);
    setError(found);
    setMessage(null);
    if (found) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setBusy(true);
    try {
      // The API client loads when it is first needed: the form is on every page (footer).
      const { accountCall } = await import('../../lib/account/account-api');
      const headers = await check.headers();
      const result = await accountCall('subscribeNewsletter', { email: email.trim(), source }, { headers });
      const outcomes: Record<string, string> = labels.outcomes;
      const text = fillTemplate(outcomes[result.outcome] ?? labels.generic, { email: email.trim() });
      if (result.outcome === 'INVALID_EMAIL') setError(text);
      else {
        setMessage(text);
        onDone?.();
      }
    } catch (err) {
      const failure = sendFailureText(err, labels.generic);
      if (failure) setMessage(failure);
    } finally {
      check.reset();
      setBusy(false);
    }
  }

  return (
    <form className="newsletter-form" onSubmit={submit} onFocus={check.wake} noValidate data-testid={`newsletter-form-${source}`}>
      <label htmlFor={`${id}-email`}>{labels.emailLabel}</label>
      <div className="newsletter-form__row">
        <EmailInput id={`${id}-email`} value={email} error={error} words={labels} onValue={setEmail} onProblem={setError} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {busy ? labels.submitting : labels.submit}
        </button>
      </div>
      {check.field}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <p role="status" className="newsletter-form__status">
        {message}
      </p>
    </form>
  );
}
