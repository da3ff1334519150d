import 'server-only';
import { loadMessages } from '../../i18n/messages';
import type { Locale } from '../locale/locales';

/** The newsletter's words (messages/{lang}/newsletter.json), and the form's label set. */
export async function newsletterLabels(locale: Locale) {
  const n = (await loadMessages(locale)).newsletter;
  const form = {
    emailLabel: n.emailLabel,
    submit: n.submit,
    submitting: n.submitting,
    invalidEmail: n.invalidEmail,
    required: n.required,
    outcomes: n.outcomes,
    generic: n.generic,
  };
  return { ...n, form };
}
