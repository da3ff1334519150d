import { EmailLinkPage } from '@/components/email-link/email-link-page';
import type { Locale } from '@/lib/locale/locales';
import { loadMessages } from '@/i18n/messages';

/** The page an emailed newsletter link opens (confirm or unsubscribe). */
export async function NewsletterLinkPage({ locale, action, token }: { locale: Locale; action: 'confirm' | 'unsubscribe'; token: unknown }) {
  const n = (await loadMessages(locale)).newsletter;
  return (
    <EmailLinkPage
      locale={locale}
      method={action === 'confirm' ? 'confirmNewsletter' : 'unsubscribeNewsletter'}
      token={token}
      words={{ ...n[action], invalid: n.outcomes.INVALID_TOKEN, home: n.home, outcomes: n.outcomes, generic: n.generic }}
      testId={`newsletter-${action}`}
    />
  );
}
