'use client';

import { useId, useState, type FormEvent } from 'react';
import { fillTemplate } from '@/i18n/fill-template';
import { signedInInBrowser } from '../../lib/api/browser-sdk';
import { emailProblem } from '../../lib/ui/email-problem';
import { useHydrated } from '../../lib/ui/use-hydrated';
import { sendFailureText, useCaptcha } from '../captcha/captcha-field';
import { useCookieReading } from '../layout/use-cookie-reading';
import { EmailInput } from '../ui/email-input';
import type { SoldOutChoice } from './sold-out-choices';
import type { StockAlertFormWords } from './stock-alert-words';

/**
 * "Email me when it is back" under a sold-out product (issue 34): a guest gives an email and
 * confirms it by the emailed link; a signed-in customer asks at one click (their account's
 * address). A configurable product names the sold-out option asked about. The answer is
 * announced; a refusal keeps what the shopper typed. With the store's `newsletter` captcha flag
 * on, the form asks for a solution as the newsletter's does.
 */
export function StockAlertForm({
  productName,
  choices,
  labels,
  captcha = false,
}: {
  productName: string;
  /** At least one; a product without options has one, with an empty label. */
  choices: SoldOutChoice[];
  labels: StockAlertFormWords;
  captcha?: boolean;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const signedIn = useCookieReading(() => signedInInBrowser(), false);
  const [variant, setVariant] = useState(choices[0]?.uid ?? '');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const check = useCaptcha(captcha, 'newsletter');
  const withOptions = choices.some((c) => c.label !== '');

  const productText = () => {
    const label = choices.find((c) => c.uid === variant)?.label;
    return label ? `${productName} (${label})` : productName;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = signedIn ? null : emailProblem(email, labels);
    setError(found);
    setMessage(null);
    if (found) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const { accountCall } = await import('../../lib/account/account-api');
      const headers = await check.headers();
      const input = signedIn ? { variant_uid: variant } : { variant_uid: variant, email: email.trim() };
      const result = await accountCall('requestStockAlert', input, { headers });
      if (!result.ok) {
        setMessage(labels.generic);
        return;
      }
      const outcomes: Record<string, string> = labels.outcomes;
      const text = fillTemplate(outcomes[result.value.outcome] ?? labels.generic, { email: email.trim(), product: productText() });
      if (result.value.outcome === 'INVALID_EMAIL') setError(text);
      else setMessage(text);
    } catch (err) {
      const failure = sendFailureText(err, labels.generic);
      if (failure) setMessage(failure);
    } finally {
      check.reset();
      setBusy(false);
    }
  }

  return (
    <section className="stock-alert" aria-labelledby={`${id}-title`} data-testid="stock-alert">
      <h2 id={`${id}-title`}>{labels.title}</h2>
      <p>{signedIn ? labels.customerText : labels.guestText}</p>
      <form onSubmit={submit} onFocus={check.wake} noValidate>
        {withOptions ? (
          <p className="stock-alert__field">
            <label htmlFor={`${id}-variant`}>{labels.variantLabel}</label>
            <select id={`${id}-variant`} name="variant" value={variant} onChange={(e) => setVariant(e.target.value)}>
              {choices.map((c) => (
                <option key={c.uid} value={c.uid}>
                  {c.label}
                </option>
              ))}
            </select>
          </p>
        ) : null}
        {signedIn ? null : (
          <p className="stock-alert__field">
            <label htmlFor={`${id}-email`}>{labels.emailLabel}</label>
            <EmailInput id={`${id}-email`} value={email} error={error} words={labels} onValue={setEmail} onProblem={setError} />
          </p>
        )}
        {check.field}
        <button type="submit" className="button" disabled={busy || !hydrated} aria-busy={busy || undefined}>
          {busy ? labels.submitting : labels.submit}
        </button>
        {/* Below the button: the message the field shows as it loses focus must not move the button from under the pointer. */}
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <p role="status" className="stock-alert__status">
          {message}
        </p>
      </form>
    </section>
  );
}
