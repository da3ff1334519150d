import type { z } from 'zod';
import { storeConfigOrNull } from '../../lib/commerce/catalog.server';
import { LOCALE_ENTRIES } from '../../lib/locale/locales';
import { NewsletterModalButton } from '../newsletter/newsletter-modal-button';
import type { BlokProps } from './blok-types';
import type { newsletterSignupSchema } from './blok-schemas';

type NewsletterSignupBlok = z.infer<typeof newsletterSignupSchema>;

/** A call to join the newsletter, whose button opens the newsletter modal; hidden when store config turns the newsletter off. */
export async function NewsletterSignup({ blok, locale }: BlokProps<NewsletterSignupBlok>) {
  const config = await storeConfigOrNull(locale, LOCALE_ENTRIES[locale].defaultCurrency);
  if (!config?.newsletter_enabled) return null;
  const headingId = `newsletter-${blok._uid}`;
  return (
    <section className="newsletter-signup" aria-labelledby={headingId}>
      <h2 id={headingId}>{blok.title}</h2>
      {blok.text ? <p>{blok.text}</p> : null}
      <NewsletterModalButton label={blok.button_label} />
    </section>
  );
}
