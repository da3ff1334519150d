import { getTranslations } from 'next-intl/server';
import { storeConfigOrNull } from '../../lib/commerce/catalog.server';
import { getOptionalStory } from '../../lib/content/content.server';
import { blokSchema } from '../../lib/content/story-schema';
import { LOCALE_ENTRIES, localePath, type Locale } from '../../lib/locale/locales';
import { loadMessages } from '@/i18n/messages';
import { pickWords } from '@/i18n/pick-words';
import { Bloks } from '../bloks/bloks';
import Link from '../link/shop-link';
import { ClubLinks } from './club-links';
import { ConsentSettingsButton } from '../consent/consent-settings-button';
import { ExitCapture } from '../newsletter/exit-capture';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { NewsletterModal } from '../newsletter/newsletter-modal';
import { FORM_WORDS } from '../newsletter/newsletter-words';

/**
 * The footer: the newsletter form (store config `newsletter_enabled`), the store and ticket
 * locators (store config), the link to "Where is my order?", the footer bloks of the
 * global story (`bottom`), or a copyright line when there are none; the newsletter modal that
 * newsletter_signup bloks open; the exit capture window (`exit_capture_enabled`); and the "Cookie
 * settings" button that opens the consent settings (docs/decisions/0054). The same
 * for every shopper: pages stay shareable.
 */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [global, t, config, messages] = await Promise.all([
    getOptionalStory('global', locale),
    getTranslations('footer'),
    // The switches are the same in every currency: the locale's own is enough.
    storeConfigOrNull(locale, LOCALE_ENTRIES[locale].defaultCurrency),
    loadMessages(locale),
  ]);
  const n = messages.newsletter;
  const form = pickWords(n, FORM_WORDS);
  const parsed = blokSchema.array().safeParse(global?.content.bottom);
  const bloks = parsed.success ? parsed.data : [];
  return (
    <>
      <footer className="site-footer">
        {config?.newsletter_enabled ? (
          <section className="site-footer__newsletter" aria-labelledby="footer-newsletter-title">
            <h2 id="footer-newsletter-title">{n.title}</h2>
            <p>{n.text}</p>
            <NewsletterForm source="footer" labels={form} captcha={config.captcha.newsletter} />
          </section>
        ) : null}
        <div className="site-footer__inner">
          {config ? <ClubLinks links={[config.store_locator, config.ticket_locator]} locale={locale} label={t('clubLinks')} /> : null}
          <p className="site-footer__help">
            <Link href={localePath(locale, 'order-status')}>{t('orderStatus')}</Link>
          </p>
          {bloks.length > 0 ? (
            <Bloks bloks={bloks} locale={locale} />
          ) : (
            <p className="copyright">{t('copyright', { year: new Date().getFullYear() })}</p>
          )}
          {/* PDPA: the shopper changes or withdraws their cookie choice here, on every page with a footer. */}
          <ConsentSettingsButton label={messages.consent.settings} />
        </div>
      </footer>
      {config?.newsletter_enabled ? (
        <NewsletterModal labels={{ ...form, ...pickWords(n, ['modalTitle', 'text', 'modalClose']) }} captcha={config.captcha.newsletter} />
      ) : null}
      {config?.exit_capture_enabled ? (
        <ExitCapture
          dismissDays={config.exit_capture_dismiss_days}
          captcha={config.captcha.newsletter}
          labels={{ ...form, ...pickWords(n, ['exitTitle', 'exitText', 'close']) }}
        />
      ) : null}
    </>
  );
}
